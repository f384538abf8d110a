import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.ts';
import { queryRows } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';
import { call, createUser, ownerPassword, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const owner = { email: 'owner@kramar.test', password: ownerPassword };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth', () => {
  it('signs the owner in with a bearer token', async () => {
    const res = await call(t.url, 'POST', '/api/auth', { json: owner });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(String(res.body.access_token)).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts login as an alias of email, in any case', async () => {
    const res = await call(t.url, 'POST', '/api/auth', {
      json: { login: 'OWNER@kramar.test', password: ownerPassword },
    });
    expect(res.status).toBe(200);
  });

  it('accepts a multipart form as well as JSON', async () => {
    const form = new FormData();
    form.set('email', owner.email);
    form.set('password', owner.password);
    expect((await call(t.url, 'POST', '/api/auth', { form })).status).toBe(200);
  });

  it('answers wrong credentials with 422 and a Ukrainian message on the field', async () => {
    for (const creds of [
      { email: owner.email, password: 'wrong' },
      { email: 'nobody@kramar.test', password: ownerPassword },
    ]) {
      const res = await call(t.url, 'POST', '/api/auth', { json: creds });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Дані містять помилки.',
        errors: { email: ['Невірний e-mail або пароль.'] },
      });
    }
  });

  it('validates the body', async () => {
    const res = await call(t.url, 'POST', '/api/auth', { json: { email: 'not-an-email', password: 5 } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { email: ['Некоректний e-mail.'], password: ['Має бути текстом.'] } });
    const broken = await call(t.url, 'POST', '/api/auth', { headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
  });

  it('refuses an inactive user like a wrong password', async () => {
    const user = await createUser(t.app, { scopes: [], active: false });
    const res = await call(t.url, 'POST', '/api/auth', { json: user });
    expect(res.status).toBe(422);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await signIn(t.url, owner);
    const db = t.app.database.db;
    const rows = await db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from access_tokens where token_hash = ${token}`,
    );
    expect(raw[0]?.n).toBe(0);
  });
});

describe('GET /api/user', () => {
  it('answers the current user with the union of its roles’ scopes', async () => {
    const user = await createUser(t.app, { scopes: ['news.show', 'unit.show'], name: 'Олена' });
    // a second role adds to the first
    const db = t.app.database.db;
    await queryRows(
      db,
      sql`with r as (insert into roles (name, permissions) values ('extra', '["news.edit", "news.show"]') returning id)
          insert into admin_users_roles (owner_id, target_id, position) select ${user.id}, id, 1 from r`,
    );
    const token = await signIn(t.url, user);
    const res = await call<{ data: { scopes: string[] } }>(t.url, 'GET', '/api/user', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, name: 'Олена', email: user.email, owner: false });
    expect([...res.body.data.scopes].sort()).toEqual(['news.edit', 'news.show', 'unit.show']);
  });

  it('marks the owner', async () => {
    const token = await signIn(t.url, owner);
    const res = await call<{ data: { owner: boolean; scopes: string[] } }>(t.url, 'GET', '/api/user', { token });
    expect(res.body.data).toMatchObject({ owner: true, scopes: [], email: owner.email });
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await call(t.url, 'GET', '/api/user')).status).toBe(401);
    const res = await call(t.url, 'GET', '/api/user', { token: 'made-up' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Потрібно увійти в систему.' });
  });

  it('answers 401 once the token has expired', async () => {
    const token = await signIn(t.url, owner);
    await t.app.database.db
      .update(accessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('records when a token was last used', async () => {
    const token = await signIn(t.url, owner);
    await call(t.url, 'GET', '/api/user', { token });
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await t.app.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(row?.last_used_at).toBeInstanceOf(Date);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token, and only that one', async () => {
    const first = await signIn(t.url, owner);
    const second = await signIn(t.url, owner);
    expect((await call(t.url, 'POST', '/api/logout', { token: first })).status).toBe(204);
    expect((await call(t.url, 'GET', '/api/user', { token: first })).status).toBe(401);
    expect((await call(t.url, 'POST', '/api/logout', { token: first })).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user', { token: second })).status).toBe(200);
  });
});
