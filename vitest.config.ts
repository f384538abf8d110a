import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * unit: pure code. api:*: the server over real HTTP, once on embedded PGlite and once on the
 * machine's PostgreSQL (each test file gets its own fresh database).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on a two-core machine, idle
    // while it waits on HTTP and on PostgreSQL's own processes
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // the server's modules are loaded once per worker, not once per file (~3 s each); every
          // file still starts its own app on a database of its own
          isolate: false,
        },
      },
      {
        test: {
          name: 'api:postgres',
          include: ['apps/server/src/**/*.api.test.ts'],
          env: { KRAMAR_TEST_PG: postgresUrl },
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // the server's modules are loaded once per worker, not once per file (~3 s each); every
          // file still starts its own app on a database of its own
          isolate: false,
        },
      },
    ],
  },
});
