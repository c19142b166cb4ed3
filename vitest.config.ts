import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/platform/i18n.test-setup.ts'],
          // A dialog test types, validates and saves through antd in jsdom: ~1 s alone, 5 s and more when the
          // machine is busy (vitest's 5 s default failed such a test under load); a hang still ends in 30 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
