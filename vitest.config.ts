import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The web tests that replace a module (`vi.mock`): they run isolated, so the mock reaches no other file. */
const webMocking = [
  'web/src/platform/list-table/ListTable.test.tsx',
  'web/src/platform/list-table/columnFormat.test.tsx',
];
const web = {
  environment: 'jsdom',
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
