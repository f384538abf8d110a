import { Writable } from 'node:stream';
import { apiMessages } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staff } from '../auth/staff-table.ts';
import { hashToken, issueToken } from '../auth/tokens.ts';
import { type ApiResponse, call, ownerPassword, startTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './client.ts';
import { type FlakyProxy, startFlakyProxy } from './flaky-proxy.ts';
import { isDatabaseUnavailable } from './outage.ts';
import { databaseTimeouts } from './pg-pool.ts';

/**
 * PostgreSQL going away under the server (issue 11, faults 2 and 8): a TCP proxy between the
 * server and the database resets every connection for a while. Embedded PGlite cannot go away.
 */
const adminUrl = process.env.KRAMAR_TEST_PG;
const owner = { email: 'owner@kramar.test', password: ownerPassword };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('a PostgreSQL server that goes away', () => {
  let proxy: FlakyProxy;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    proxy = await startFlakyProxy(adminUrl ?? '');
    // the test app's fresh database is then reached through the proxy
    vi.stubEnv('KRAMAR_TEST_PG', proxy.url);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp({ logLevel: 'info', logStream });
  });
  /** Straight from the database, so these tests stand on the pool alone, not on the sign-in route. */
  const ownerToken = async () => {
    const [row] = await t.app.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, owner.email));
    return issueToken(t.app.database.db, row?.id ?? 0, 3600);
  };
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
    vi.unstubAllEnvs();
  });

  it('keeps the process alive through writes cut off: 2xx is committed, the rest 503, then it serves again', async () => {
    const token = await ownerToken();
    const answers: { title: string; res: ApiResponse }[] = [];
    let running = true;
    let n = 0;
    const client = async () => {
      while (running) {
        const title = `outage-${++n}`;
        const res = await call(t.url, 'POST', '/api/units', { token, json: { title, suffix: 'мм' } });
        answers.push({ title, res });
      }
    };
    const clients = Array.from({ length: 5 }, client);
    await sleep(300);
    proxy.cut();
    await sleep(1500);
    proxy.restore();
    await sleep(700);
    running = false;
    await Promise.all(clients);

    const statuses = new Set(answers.map((a) => a.res.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const { res } of answers.filter((a) => a.res.status === 503)) {
      expect(res.body).toEqual({ message: apiMessages.databaseUnavailable });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const stored = await queryRows<{ title: string }>(t.app.database.db, sql`select title from units`);
    const titles = new Set(stored.map((r) => r.title));
    const acknowledged = answers.filter((a) => a.res.status === 201).map((a) => a.title);
    expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
    // the same process, no restart: every client's last create came after the database was back
    expect(answers.slice(-5).map((a) => a.res.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await call(t.url, 'GET', '/api/units', { token })).status).toBe(200);
  });

  it('answers 503 with Retry-After while unreachable, logs no SQL parameters, and recovers', async () => {
    const token = await ownerToken();
    logLines.length = 0;
    proxy.cut();
    try {
      for (const [method, path, opts] of [
        ['GET', '/api/user', { token }],
        ['GET', '/api/units', { token }],
        ['POST', '/api/auth', { json: owner }],
      ] as const) {
        const res = await call(t.url, method, path, opts);
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(res.body).toEqual({ message: apiMessages.databaseUnavailable });
      }
    } finally {
      proxy.restore();
    }
    const log = logLines.join('');
    // the outage is in the log, with the statement but without its values
    expect(log).toContain('database unavailable');
    expect(log).toContain('"query":"select');
    expect(log).not.toContain(hashToken(token));
    expect(log).not.toContain(token);
    expect(log).not.toContain(owner.password);
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(200);
  });

  it('forgets a connection cut before its transaction began, so the pool never shrinks for good', async () => {
    const token = await ownerToken();
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(200);
    const pool = (t.app.database.db as unknown as { $client: pg.Pool }).$client;
    // the transaction below must take an idle connection, the one about to be frozen
    await vi.waitFor(() => expect(pool.idleCount).toBeGreaterThan(0));
    await vi.waitFor(() => expect(pool.idleCount).toBe(pool.totalCount));
    proxy.stall();
    proxy.freeze();
    // drizzle releases its client only after `begin` succeeded
    const transaction = t.app.database.db.transaction(async () => {});
    await sleep(100);
    proxy.cut();
    await expect(transaction).rejects.toThrow();
    proxy.restore();
    expect(pool.totalCount).toBe(0);
  });

  it('gives up on a database that never answers within the connection timeout: 503, not a hang', async () => {
    const token = await ownerToken();
    proxy.cut();
    proxy.stall();
    try {
      const started = Date.now();
      const res = await call(t.url, 'GET', '/api/user', { token });
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      proxy.restore();
    }
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(200);
  });

  /** The network back: the frozen connections are reset, as TCP would in the end, and all is served again. */
  const heal = async (token: string) => {
    proxy.cut();
    proxy.restore();
    await vi.waitFor(async () => expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(200), {
      timeout: 10_000,
    });
  };

  it('answers 503 with Retry-After within 5 s when the network to the database goes silent (issue 26 item 9)', async () => {
    const token = await ownerToken();
    expect((await call(t.url, 'GET', '/api/units', { token })).status).toBe(200);
    // every open connection stops forwarding and new ones are never answered: a partition, no reset
    proxy.freeze();
    proxy.stall();
    try {
      for (const [method, path, json] of [
        ['GET', '/api/units', undefined],
        ['POST', '/api/units', { title: 'Тиша', suffix: 'т' }],
      ] as const) {
        const started = Date.now();
        const res = await call(t.url, method, path, { token, json });
        const took = Date.now() - started;
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(res.body).toEqual({ message: apiMessages.databaseUnavailable });
        expect(took, `${method} ${path}`).toBeLessThan(5000);
      }
    } finally {
      await heal(token);
    }
  });

  it('ends a transaction whose connection fell silent within one timeout: its rollback does not wait again', async () => {
    const token = await ownerToken();
    const db = t.app.database.db;
    const started = Date.now();
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.freeze();
      await tx.execute(sql`select 2`);
    });
    const error = await transaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    const took = Date.now() - started;
    try {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(took).toBeLessThan(databaseTimeouts.queryMs + 1500);
    } finally {
      await heal(token);
    }
  });
});
