import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { migratedPostgresTemplate, scratchDatabase } from '../test/migrated-template.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';

const admin = process.env.KRAMAR_TEST_PG;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

interface JobRow {
  status: string;
  attempts: number;
  done: number;
  total: number;
  result: { created: number; updated: number; failed: number } | null;
  error_count: number;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The app in a process of its own, to be killed; its address once it listens. */
async function appProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test/app-process.ts')], {
    env: { ...process.env, KRAMAR_APP_DATABASE: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.unshift(async () => {
    child.kill('SIGKILL');
  });
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { child, url: line.toString().trim() };
}

// several processes on one database: PostgreSQL only (PGlite is one process's own)
it.skipIf(!admin)(
  'an import whose process was killed is taken over by a running app within its stale period, with exact counts',
  async () => {
    const scratch = await scratchDatabase(admin as string, await migratedPostgresTemplate(admin as string));
    cleanups.push(scratch.drop);
    const { child, url } = await appProcess(scratch.url);
    const token = await signIn(url, { email: 'owner@kramar.test', password: ownerPassword });
    const category = await call<{ data: { id: number } }>(url, 'POST', '/api/categories', {
      token,
      json: { title: 'Аварія' },
    });
    // 1 000 rows, every 100th without a name (10 failures)
    const lines = ['sku;name;price;category'];
    for (let i = 1; i <= 1000; i++) lines.push(`CR-${i};${i % 100 ? `Товар ${i}` : ''};10;${category.body.data.id}`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'crash.csv');
    const up = await call<{ data: { upload: string } }>(url, 'POST', '/api/products/import', { token, form });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const mapping = { sku: 'sku', name: 'name', price: 'price', category: 'category' };
    const applied = await call<{ data: { id: number } }>(
      url,
      'POST',
      `/api/products/import/${up.body.data.upload}/apply`,
      { token, json: { mapping, mode: 'create' } },
    );
    expect(applied.status).toBe(202);
    const id = applied.body.data.id;

    // a second instance, running before the crash, with a short stale period
    const staleMs = 3000;
    const survivor: TestApp = await startTestApp({ databaseUrl: scratch.url, jobs: { staleMs, heartbeatMs: 500 } });
    cleanups.unshift(() => survivor.close());
    const db = survivor.app.database.db;
    const job = async () =>
      (
        await queryRows<JobRow>(
          db,
          sql`select status, attempts, done, total, result, error_count from jobs where id = ${id}`,
        )
      )[0] as JobRow;
    const before = await until(job, (j) => j.attempts === 1 && j.done >= 245, 120_000);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();
    expect(before.status).toBe('running');
    expect(before.done).toBeLessThan(1000);

    // reclaimed by the running survivor (no restart): stale after 3 s, looked for every 1.5 s
    await until(job, (j) => j.attempts === 2, 30_000);
    const tookOverMs = Date.now() - killedAt;
    const after = await until(job, (j) => j.status === 'done' || j.status === 'failed', 120_000);
    const [written] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products where sku like 'CR-%'`,
    );
    console.info(`killed at ${before.done}/1000, taken over in ${tookOverMs} ms`);
    expect(after).toMatchObject({ status: 'done', attempts: 2, done: 1000, total: 1000, error_count: 10 });
    expect(after.result).toEqual({ total: 1000, created: written?.n, updated: 0, unchanged: 0, failed: 10 });
    expect(written?.n).toBe(990);
    expect(tookOverMs).toBeLessThan(staleMs * 3);
  },
  300_000,
);
