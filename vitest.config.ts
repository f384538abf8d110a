import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * unit: pure code. api:*: the server over real HTTP, once on embedded PGlite and once on the
 * machine's PostgreSQL (each test file gets its own fresh database).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api:postgres',
          include: ['apps/server/src/**/*.api.test.ts'],
          env: { KRAMAR_TEST_PG: postgresUrl },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
