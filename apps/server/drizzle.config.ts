import { defineConfig } from 'drizzle-kit';

/**
 * For drizzle-kit's read-only tools (studio, check). Do NOT run `drizzle-kit generate` with it: the
 * resource tables are built from the contract's declarations at run time and the CLI cannot see
 * them, so it would drop them. Migrations are generated with `npm run db:generate` (src/db/generate.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
});
