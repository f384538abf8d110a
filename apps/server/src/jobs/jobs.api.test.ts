import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../crud/test-kit.ts';
import { queryRows } from '../db/client.ts';
import { databaseTimeouts } from '../db/pg-pool.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { maxKeptErrors, registerJobKind, startJob } from './jobs.ts';
import type { JobView } from './routes.ts';
import { createJobRunner } from './runner.ts';

let t: TestApp;
let owner: string;
let ownerId: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  ownerId = (await call<{ data: { id: number } }>(t.url, 'GET', '/api/user', { token: owner })).body.data.id;
});
afterAll(() => t.close());

const getJob = (id: number, token = owner) => call<{ data: JobView }>(t.url, 'GET', `/api/jobs/${id}`, { token });

async function finished(id: number, token = owner): Promise<JobView> {
  for (let i = 0; i < 200; i++) {
    const job = (await getJob(id, token)).body.data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

registerJobKind<{ rows: number }, { counted: number }>('test-count', async ({ rows }, ctx) => {
  for (let i = 1; i <= rows; i++) {
    if (i % 3 === 0) ctx.rowError(i, `рядок ${i} поганий`);
    ctx.progress(i, rows);
  }
  return { counted: rows };
});
registerJobKind('test-slow-statement', async (_params, ctx) => {
  await ctx.db.execute(sql`select pg_sleep(${(databaseTimeouts.statementMs + 500) / 1000})`);
  return { slept: true };
});
registerJobKind('test-fail', async () => {
  throw new Error('secret details');
});

describe('jobs', () => {
  it('runs a queued job to done with progress, result and capped per-row errors', async () => {
    const { id } = await startJob(t.app.database.db, 'test-count', { rows: 3500 }, ownerId);
    const job = await finished(id);
    expect(job).toMatchObject({ id, kind: 'test-count', status: 'done', done: 3500, total: 3500 });
    expect(job.result).toEqual({ counted: 3500 });
    expect(job.error_count).toBe(1166);
    expect(job.errors).toHaveLength(maxKeptErrors);
    expect(job.errors[0]).toEqual({ row: 3, message: 'рядок 3 поганий' });
    expect(job.started_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(job.finished_at).toMatch(/Z$/);
  });

  it('lets a job run a statement longer than a request may wait (the requests’ timeouts would cancel it)', async () => {
    const { id } = await startJob(t.app.database.db, 'test-slow-statement', {}, ownerId);
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'done', result: { slept: true } });
  });

  it('fails a job whose handler throws, without showing the details', async () => {
    const { id } = await startJob(t.app.database.db, 'test-fail', {}, ownerId);
    const job = await finished(id);
    expect(job.status).toBe('failed');
    expect(JSON.stringify(job.result)).not.toContain('secret');
  });

  it('shows a job only to the user who started it or to an owner', async () => {
    const a = await createUser(t.app, { scopes: ['products.show'] });
    const b = await createUser(t.app, { scopes: ['products.show'] });
    const [ta, tb] = [await signIn(t.url, a), await signIn(t.url, b)];
    const { id } = await startJob(t.app.database.db, 'test-count', { rows: 2 }, a.id);
    expect((await finished(id, ta)).status).toBe('done');
    expect((await getJob(id, tb)).status).toBe(404);
    expect((await getJob(id, owner)).status).toBe(200);
    const mine = await call<{ data: JobView[] }>(t.url, 'GET', '/api/jobs', { token: ta });
    expect(mine.body.data.map((j) => j.id)).toEqual([id]);
    const theirs = await call<{ data: JobView[] }>(t.url, 'GET', '/api/jobs', { token: tb });
    expect(theirs.body.data).toEqual([]);
    const all = await call<{ data: JobView[] }>(t.url, 'GET', '/api/jobs', { token: owner });
    expect(all.body.data.map((j) => j.id)).toContain(id);
    const ownerOnly = await call<{ data: JobView[] }>(t.url, 'GET', '/api/jobs?mine=1', { token: owner });
    expect(ownerOnly.body.data.map((j) => j.id)).not.toContain(id);
    expect((await call(t.url, 'GET', `/api/jobs/${id}`)).status).toBe(401);
  });

  it('re-queues a job left running by a dead process when a runner starts', async () => {
    const db = t.app.database.db;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (kind, params, user_id, status, attempts, started_at, heartbeat_at)
          values ('test-count', '{"rows": 5}'::jsonb, ${ownerId}, 'running', 1, now() - interval '1 hour', now() - interval '1 hour')
          returning id`,
    );
    const id = Number(row?.id);
    // a runner still alive elsewhere keeps its jobs: a fresh heartbeat is not taken for dead
    const [fresh] = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (kind, user_id, status, heartbeat_at) values ('test-count', ${ownerId}, 'running', now()) returning id`,
    );
    // what a restarted server does on start: a new runner on the same database
    const runner = createJobRunner(db, { logError: () => {} });
    await runner.start();
    try {
      const job = await finished(id);
      expect(job).toMatchObject({ status: 'done', done: 5, result: { counted: 5 } });
      expect((await getJob(Number(fresh?.id))).body.data.status).toBe('running');
    } finally {
      await runner.stop();
      await db.execute(sql`delete from jobs where id = ${Number(fresh?.id)}`);
    }
  });
});
