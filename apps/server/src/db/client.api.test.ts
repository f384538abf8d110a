import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './client.ts';

const adminUrl = process.env.KRAMAR_TEST_PG;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe.skipIf(!adminUrl)('a PostgreSQL server that drops idle connections', () => {
  it('does not end the process; the next request opens a new connection', async () => {
    const token = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
    const [row] = await queryRows<{ name: string }>(t.app.database.db, sql`select current_database() as name`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row?.name],
    );
    await admin.end();
    // an unheard pool error would surface here as an unhandled error of the run
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await call(t.url, 'GET', '/api/user', { token });
    expect(res.status).toBe(200);
  });
});
