import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { migratedPostgresTemplate, scratchDatabase } from '../../test/migrated-template.ts';
import { type Database, openDatabase, queryRows } from '../client.ts';
import { ensureOwner } from './owner.ts';

const admin = process.env.KRAMAR_TEST_PG;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

// several instances on one empty database: PostgreSQL only (PGlite is one process's own)
it.skipIf(!admin)(
  'instances starting at once on an empty database make one owner, and every start succeeds',
  async () => {
    const scratch = await scratchDatabase(admin as string, await migratedPostgresTemplate(admin as string));
    cleanups.push(scratch.drop);
    const databases: Database[] = [];
    for (let i = 0; i < 3; i++) databases.push(await openDatabase({ url: scratch.url, dataDir: 'memory://' }));
    cleanups.unshift(() => Promise.all(databases.map((d) => d.close())));
    const seed = { email: 'Owner@Shop.test', name: 'Власник', password: 'owner-password-1' };
    const seeds = await Promise.all(databases.map((d) => ensureOwner(d.db, seed)));
    expect(seeds.filter((s) => s.created)).toHaveLength(1);
    expect(seeds.every((s) => s.email === 'owner@shop.test')).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      (databases[0] as Database).db,
      sql`select count(*)::int as n from admin_users`,
    );
    expect(row?.n).toBe(1);
  },
);
