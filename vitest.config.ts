import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The long files first, the ones that mostly wait (on job back-off, child processes, retried mail) between ones that
 * compute, so the waits overlap work instead of each other. Vitest orders by the last run's durations when it has
 * them, but a clean clone (CI) has none and ran the files largest first: three waiting files met midway and left the
 * two cores 80–95 % idle for 20–30 s (docs/performance.md "Test suite"). Files not listed keep vitest's order.
 */
const longFirst = [
  'server/src/platform/jobs/job-queue.test.ts',
  'server/src/platform/authorization-matrix.test.ts',
  'server/src/platform/events/events.test.ts',
  'server/src/platform/events/events-kill.test.ts',
  'server/src/modules/statement/statement.test.ts',
  'server/src/platform/multi-process-faults.test.ts',
  'server/src/platform/admin-sql/admin-sql.test.ts',
  'server/src/modules/mail/mail-notify.test.ts',
  'server/src/main.test.ts',
  'server/src/modules/delivery-note/delivery-note-totals.test.ts',
  'server/src/modules/export/export-recovery.test.ts',
  'server/src/platform/admin-sql/configured-sql-leaks-nothing.test.ts',
  'server/src/platform/cluster.test.ts',
  'server/src/modules/health/health.test.ts',
];
class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files))
      byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    const rank = (spec: TestSpecification) => {
      const file = path
        .relative(import.meta.dirname, spec.moduleId)
        .split(path.sep)
        .join('/');
      const index = longFirst.indexOf(file);
      return index < 0 ? longFirst.length : index;
    };
    // Projects keep vitest's order, and so do the unlisted files of each (Array.prototype.sort is stable).
    return [...byProject.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}

/** The web tests that replace a module (`vi.mock`): they run isolated, so the mock reaches no other file. */
const webMocking = [
  'web/src/platform/list-table/ListTable.test.tsx',
  'web/src/platform/list-table/columnFormat.test.tsx',
];
const web = {
  // happy-dom: the web tests in 43 s of CPU against jsdom's 82 s (a fresh jsdom per file was 35 s of it), measured
  // back to back (docs/decisions.md). A file that needs what happy-dom lacks (an iframe's document, …) says
  // `// @vitest-environment jsdom` at its top.
  environment: 'happy-dom',
  setupFiles: ['web/src/platform/i18n.test-setup.ts'],
  // A dialog test types, validates and saves through antd in jsdom: ~1 s alone, 5 s and more when the machine is
  // busy (vitest's 5 s default failed such a test under load); a hang still ends in 30 s.
  testTimeout: 30_000,
} as const;

export default defineConfig({
  test: {
    // Test files wait on PostgreSQL and on PGlite start-up as much as they compute: on a 2-core machine the
    // default (cores - 1 = one worker) would run them one after the other.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'contract/src/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // A worker imports the server (fastify, pg-boss, exceljs, the SQL parser's WASM…: ~3 s of CPU) once for
          // all the files it runs instead of once per file. Safe because every file builds its own app and database
          // (test/helper.ts), the server keeps its caches per database handle, and no server test mocks modules;
          // a test file that needs vi.mock belongs in a project of its own with isolation.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: webMocking,
          // As for the server: a worker imports React, antd and the app once for all the files it runs (each file
          // still gets a fresh jsdom). The web tests took 52 s of CPU all isolated, 32 s so.
          isolate: false,
        },
      },
      // vitest starts the projects' files in the order of their names: this one (the longest web file among them)
      // first, beside the server's files, not alone at the end (8 s of one busy core out of two).
      { test: { ...web, name: 'isolated-web', include: webMocking } },
    ],
  },
});
