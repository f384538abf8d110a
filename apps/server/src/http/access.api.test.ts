import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../crud/test-kit.ts';
import { call, createUser, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { AppError } from './errors.ts';
import { createServer, registerApiScope } from './server.ts';

let t: TestApp;
let probe: FastifyInstance;
let probeUrl: string;
/** Requests the probe has begun to handle. */
let arrivals = 0;

/** A small server on the same database with routes of each access kind, built as the real one is. */
beforeAll(async () => {
  t = await startTestApp();
  probe = createServer({ logLevel: 'silent', trustProxy: true });
  probe.addHook('onRequest', async () => {
    arrivals += 1;
  });
  await probe.register(
    async (api) => {
      await registerApiScope(api, t.app.database.db);
      api.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
      api.get('/mine', { config: { access: 'user' } }, async (req) => ({ id: req.user?.id }));
      api.get('/news', { config: { access: { scope: 'news.show' } } }, async () => ({ ok: true }));
      api.get('/either', { config: { access: { scope: ['orders.show', 'unit.show'] } } }, async () => ({ ok: true }));
      api.get('/conflict', { config: { access: 'public' } }, async () => {
        throw new AppError(409, 'Конфлікт.');
      });
      api.get('/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail: password=hunter2');
      });
    },
    { prefix: '/api' },
  );
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  probeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('scope guard', () => {
  it('refuses to register an /api route that declares no access rule', async () => {
    const app = createServer({ logLevel: 'silent', trustProxy: false });
    await expect(
      app
        .register(async (api) => {
          await registerApiScope(api, t.app.database.db);
          api.get('/forgotten', async () => 'open');
        })
        .ready(),
    ).rejects.toThrow(/declares no access rule/);
  });

  it('lets anyone through a public route', async () => {
    expect((await call(probeUrl, 'GET', '/api/open')).status).toBe(200);
  });

  it('needs a valid token for a user route', async () => {
    expect((await call(probeUrl, 'GET', '/api/mine')).status).toBe(401);
    const user = await createUser(t.app, { scopes: [] });
    const token = await signIn(t.url, user);
    const res = await call(probeUrl, 'GET', '/api/mine', { token });
    expect(res.body).toEqual({ id: user.id });
  });

  it('needs the scope: 401 for a guest, 403 without it, 200 with it or as owner', async () => {
    const without = await signIn(t.url, await createUser(t.app, { scopes: ['unit.show'] }));
    const withIt = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    const owner = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
    expect((await call(probeUrl, 'GET', '/api/news')).status).toBe(401);
    const forbidden = await call(probeUrl, 'GET', '/api/news', { token: without });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Заборонено' });
    expect((await call(probeUrl, 'GET', '/api/news', { token: withIt })).status).toBe(200);
    expect((await call(probeUrl, 'GET', '/api/news', { token: owner })).status).toBe(200);
  });

  it('passes any one of a list of scopes', async () => {
    const unit = await signIn(t.url, await createUser(t.app, { scopes: ['unit.show'] }));
    const news = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await call(probeUrl, 'GET', '/api/either', { token: unit })).status).toBe(200);
    expect((await call(probeUrl, 'GET', '/api/either', { token: news })).status).toBe(403);
  });

  it('sees a role change on the next request', async () => {
    const user = await createUser(t.app, { scopes: ['unit.show'] });
    const token = await signIn(t.url, user);
    expect((await call(probeUrl, 'GET', '/api/news', { token })).status).toBe(403);

    await t.app.database.db.execute(sql`update roles set permissions = permissions || '["news.show"]'::jsonb
      where id in (select target_id from admin_users_roles where owner_id = ${user.id})`);
    expect((await call(probeUrl, 'GET', '/api/news', { token })).status).toBe(200);
  });
});

describe('a burst of requests with one token', () => {
  it('is answered by one session read per token while the database is busy, each request for its own user', async () => {
    const users = [await createUser(t.app, { scopes: [] }), await createUser(t.app, { scopes: [] })];
    const tokens = await Promise.all(users.map((user) => signIn(t.url, user)));
    let answers: Promise<{ status: number; body: { id?: number } }>[] = [];
    const statements = await recordStatements(t, async () => {
      const before = arrivals;
      // the sessions' table held for a moment: every request of the burst arrives while the first reads wait
      await t.app.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table access_tokens in access exclusive mode`);
        answers = Array.from({ length: 40 }, (_, i) =>
          call<{ id?: number }>(probeUrl, 'GET', '/api/mine', { token: tokens[i % 2] }),
        );
        while (arrivals < before + 40) await new Promise((r) => setTimeout(r, 10));
      });
      await Promise.all(answers);
    });
    for (const [i, answer] of (await Promise.all(answers)).entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(users[i % 2]?.id);
    }
    // PostgreSQL runs the prepared statement's text, PGlite an EXECUTE of it
    const reads = statements.filter(
      (s) => s.startsWith('execute kramar_find_session') || (s.includes('as "token_id"') && !s.startsWith('prepare')),
    );
    // per token: the read that waited for the lock, then one for everyone who arrived meanwhile
    expect(reads).toHaveLength(4);
  });
});

describe('bearer token', () => {
  it('passes only `Bearer`, one space and one token: anything else is 401', async () => {
    const token = await signIn(t.url, await createUser(t.app, { scopes: [] }));
    const status = async (authorization: string) =>
      (await call(probeUrl, 'GET', '/api/mine', { headers: { authorization } })).status;
    expect(await status(`Bearer ${token}`)).toBe(200);
    // (whitespace around the whole value is not part of it: HTTP itself strips it)
    for (const header of [
      `Bearer ${token} junk`,
      `Bearer  ${token}`,
      `Bearer ${token},Bearer ${token}`,
      `Bearer ${token}\tjunk`,
      `Basic ${token}`,
      `Bearer: ${token}`,
      `Bearer"${token}`,
      token,
    ]) {
      expect(await status(header), header).toBe(401);
    }
  });

  it('sees a deactivated user, a removed role and a revoked token on the next request', async () => {
    const { staff } = await import('../auth/staff-table.ts');
    const { eq } = await import('drizzle-orm');
    const db = t.app.database.db;
    const user = await createUser(t.app, { scopes: ['news.show'] });
    const token = await signIn(t.url, user);
    expect((await call(probeUrl, 'GET', '/api/news', { token })).status).toBe(200);
    await db.execute(sql`delete from admin_users_roles where owner_id = ${user.id}`);
    expect((await call(probeUrl, 'GET', '/api/news', { token })).status).toBe(403);
    await db.update(staff).set({ active: false }).where(eq(staff.id, user.id));
    expect((await call(probeUrl, 'GET', '/api/mine', { token })).status).toBe(401);
    await db.update(staff).set({ active: true }).where(eq(staff.id, user.id));
    expect((await call(probeUrl, 'GET', '/api/mine', { token })).status).toBe(200);
    expect((await call(t.url, 'POST', '/api/logout', { token })).status).toBe(204);
    expect((await call(probeUrl, 'GET', '/api/mine', { token })).status).toBe(401);
  });
});

describe('error shapes', () => {
  it('shapes an AppError as { message }', async () => {
    const res = await call(probeUrl, 'GET', '/api/conflict');
    expect(res).toMatchObject({ status: 409, body: { message: 'Конфлікт.' } });
  });

  it('masks an unexpected failure as 500 { error } without its details', async () => {
    const res = await call(probeUrl, 'GET', '/api/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Внутрішня помилка сервера.' });
  });

  it('answers an unknown API path with 404 { message }', async () => {
    const res = await call(t.url, 'GET', '/api/no-such-thing');
    expect(res).toMatchObject({ status: 404, body: { message: 'Не знайдено.' } });
  });
});
