import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { dropDatabase, withDatabase } from '../test/migrated-template.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { registerJobKind, startJob } from './jobs.ts';

// the first run waits for the shutdown; the run after the restart finishes
registerJobKind<unknown, { attempt: number }>('test-restart', async (_params, ctx) => {
  if (ctx.attempt === 1) {
    ctx.progress(1, 2);
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
    return { attempt: 1 };
  }
  ctx.progress(2, 2);
  return { attempt: ctx.attempt };
});

const dir = mkdtempSync(path.join(tmpdir(), 'kramar-restart-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
  rmSync(dir, { recursive: true, force: true });
});

const jobRow = async (t: TestApp, id: number) =>
  (
    await queryRows<{ status: string; attempts: number; result: unknown }>(
      t.app.database.db,
      sql`select status, attempts, result from jobs where id = ${id}`,
    )
  )[0];

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

it('a job running when the server stops is run again by the next server on the same database', async () => {
  const admin = process.env.KRAMAR_TEST_PG;
  const first = await startTestApp({ dataDir: dir });
  let databaseUrl: string | undefined;
  if (admin) {
    const [db] = await queryRows<{ name: string }>(first.app.database.db, sql`select current_database() as name`);
    const name = String(db?.name);
    databaseUrl = withDatabase(admin, name);
    cleanups.push(() => dropDatabase(admin, name));
  }
  const { id } = await startJob(first.app.database.db, 'test-restart', {}, null);
  await until(
    () => jobRow(first, id),
    (r) => r?.status === 'running',
  );
  // the server closes (not the test wrapper, which would drop the database)
  await first.app.close();

  const second = await startTestApp({ dataDir: dir, ...(databaseUrl ? { databaseUrl } : {}) });
  cleanups.unshift(() => second.close());
  const row = await until(
    () => jobRow(second, id),
    (r) => r?.status === 'done',
  );
  expect(row).toMatchObject({ status: 'done', attempts: 2, result: { attempt: 2 } });
  // on PGlite the first server makes and migrates a folder of its own, no template: ~15 s under load
}, 60_000);
