import { staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, createUser, ownerPassword, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let ownerId: number;
const owner0 = { email: 'owner@kramar.test', password: ownerPassword };
type Rec = { data: { id: number } & Record<string, unknown> };

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.url, owner0);
  ownerId = (await call<Rec>(t.url, 'GET', '/api/user', { token: owner })).body.data.id;
});
afterAll(() => t.close());

const role = async (name: string, permissions: string[]) =>
  (await call<Rec>(t.url, 'POST', '/api/roles', { token: owner, json: { name, permissions } })).body.data.id;

const auditCount = async () =>
  Number((await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from audit_log`))[0]?.n);

describe('admin users: nobody gives what they do not have', () => {
  it('lets a manager assign only roles within their own scopes, and never an owner flag', async () => {
    const small = await role('Контент', ['news.show', 'news.edit']);
    const big = await role('Усе про замовлення', ['orders.show', 'orders.edit']);
    const manager = await createUser(t.app, {
      scopes: ['admin.users.show', 'admin.users.edit', 'news.show', 'news.edit'],
    });
    const token = await signIn(t.url, manager);
    const before = await auditCount();
    const refused = await call(t.url, 'POST', '/api/admin-users', {
      token,
      json: { name: 'Новий', email: 'new1@kramar.test', roles: [big] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: staffMessages.roleBeyondOwn });
    const owned = await call(t.url, 'POST', '/api/admin-users', {
      token,
      json: { name: 'Новий', email: 'new1@kramar.test', owner: true },
    });
    expect(owned.status).toBe(403);
    expect(await auditCount()).toBe(before);
    const made = await call<Rec>(t.url, 'POST', '/api/admin-users', {
      token,
      json: { name: 'Новий', email: 'New1@Kramar.test', roles: [small] },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ email: 'new1@kramar.test', roles: [small], owner: false });
    expect(made.body.data).not.toHaveProperty('password_hash');
    // raising their own access through their own record is the same refusal
    const self = await call(t.url, 'PUT', `/api/admin-users/${manager.id}`, { token, json: { roles: [big] } });
    expect(self.status).toBe(403);
  });

  it("refuses a non-owner any change to an owner's account, its password or sessions", async () => {
    const manager = await createUser(t.app, { scopes: ['admin.users.show', 'admin.users.edit'] });
    const token = await signIn(t.url, manager);
    for (const [method, path, json] of [
      ['PUT', `/api/admin-users/${ownerId}`, { name: 'Зламано' }],
      ['POST', `/api/admin-users/${ownerId}/password`, { password: 'a-long-new-password-1' }],
      ['POST', `/api/admin-users/${ownerId}/sessions/revoke`, {}],
      ['POST', `/api/admin-users/${ownerId}/invitation`, {}],
    ] as const) {
      const res = await call(t.url, method, path, { token, json });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: staffMessages.ownerProtected });
    }
    expect((await call(t.url, 'GET', '/api/user', { token: owner })).status).toBe(200);
  });

  it('never leaves the shop without an active owner', async () => {
    for (const json of [{ active: false }, { owner: false }]) {
      const res = await call<{ errors: Record<string, string[]> }>(t.url, 'PUT', `/api/admin-users/${ownerId}`, {
        token: owner,
        json,
      });
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors).flat()).toEqual([staffMessages.lastOwner]);
    }
    // with a second owner, the first may step down
    const second = await call<Rec>(t.url, 'POST', '/api/admin-users', {
      token: owner,
      json: { name: 'Друга власниця', email: 'second-owner@kramar.test', owner: true },
    });
    expect(second.status).toBe(201);
    expect(
      (await call(t.url, 'PUT', `/api/admin-users/${second.body.data.id}`, { token: owner, json: { owner: false } }))
        .status,
    ).toBe(200);
  });

  it('ends the sessions of a deactivated user and applies a role change on the next request', async () => {
    const newsRole = await role('Новини', ['news.show']);
    const made = await call<Rec>(t.url, 'POST', '/api/admin-users', {
      token: owner,
      json: { name: 'Редактор', email: 'editor@kramar.test', roles: [] },
    });
    const id = made.body.data.id;
    expect(
      (await call(t.url, 'POST', `/api/admin-users/${id}/password`, { token: owner, json: { password: 'password' } }))
        .status,
    ).toBe(422);
    const common = await call<{ errors: Record<string, string[]> }>(t.url, 'POST', `/api/admin-users/${id}/password`, {
      token: owner,
      json: { password: 'qwertyuiop' },
    });
    expect(common.body.errors.password).toEqual([staffMessages.passwordCommon]);
    expect(
      (
        await call(t.url, 'POST', `/api/admin-users/${id}/password`, {
          token: owner,
          json: { password: 'Лелека над ставом 7' },
        })
      ).status,
    ).toBe(204);
    const token = await signIn(t.url, { email: 'editor@kramar.test', password: 'Лелека над ставом 7' });
    expect((await call(t.url, 'GET', '/api/news', { token })).status).toBe(403);
    await call(t.url, 'PUT', `/api/admin-users/${id}`, { token: owner, json: { roles: [newsRole] } });
    expect((await call(t.url, 'GET', '/api/news', { token })).status).toBe(200);
    await call(t.url, 'PUT', `/api/admin-users/${id}`, { token: owner, json: { active: false } });
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
    await call(t.url, 'PUT', `/api/admin-users/${id}`, { token: owner, json: { active: true } });
    // reactivation does not bring a revoked session back
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
  });
});

describe('roles', () => {
  it('keeps permissions to the known scopes, and refuses scopes the editor lacks', async () => {
    const bad = await call<{ errors: Record<string, string[]> }>(t.url, 'POST', '/api/roles', {
      token: owner,
      json: { name: 'Зайве', permissions: ['news.show', 'root.everything'] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['permissions.1']);
    const editor = await createUser(t.app, { scopes: ['roles.show', 'roles.edit', 'news.show'] });
    const token = await signIn(t.url, editor);
    expect(
      (await call(t.url, 'POST', '/api/roles', { token, json: { name: 'Мала', permissions: ['news.show'] } })).status,
    ).toBe(201);
    const beyond = await call(t.url, 'POST', '/api/roles', {
      token,
      json: { name: 'Велика', permissions: ['orders.edit'] },
    });
    expect(beyond.status).toBe(403);
  });

  it('refuses deleting a role someone holds, with the count, and tells who holds it', async () => {
    const id = await role('Склад', ['orders.show']);
    const made = await call<Rec>(t.url, 'POST', '/api/admin-users', {
      token: owner,
      json: { name: 'Комірник', email: 'store@kramar.test', roles: [id] },
    });
    const holders = await call<{ data: { count: number; users: { name: string }[] } }>(
      t.url,
      'GET',
      `/api/roles/${id}/users`,
      { token: owner },
    );
    expect(holders.body.data).toEqual({ count: 1, users: [{ id: made.body.data.id, name: 'Комірник' }] });
    const refused = await call(t.url, 'DELETE', `/api/roles/${id}`, { token: owner });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: staffMessages.roleInUse(1) });
    await call(t.url, 'PUT', `/api/admin-users/${made.body.data.id}`, { token: owner, json: { roles: [] } });
    expect((await call(t.url, 'DELETE', `/api/roles/${id}`, { token: owner })).status).toBe(200);
  });
});

describe('a password set through the form', () => {
  it('signs the new person in, is never answered back, refuses a common one, and ends sessions when reset', async () => {
    const refused = await call<{ errors: Record<string, string[]> }>(t.url, 'POST', '/api/admin-users', {
      token: owner,
      json: { name: 'Петро', email: 'petro@kramar.test', password: 'Password123' },
    });
    expect(refused.body.errors).toEqual({ password: [staffMessages.passwordCommon] });
    const made = await call<Rec>(t.url, 'POST', '/api/admin-users', {
      token: owner,
      json: { name: 'Петро', email: 'petro@kramar.test', password: 'Каштан на Хрещатику' },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).not.toHaveProperty('password');
    const shown = await call<Rec>(t.url, 'GET', `/api/admin-users/${made.body.data.id}`, { token: owner });
    expect(shown.body.data).not.toHaveProperty('password');
    const token = await signIn(t.url, { email: 'petro@kramar.test', password: 'Каштан на Хрещатику' });
    // an update without it keeps the password and the session
    await call(t.url, 'PUT', `/api/admin-users/${made.body.data.id}`, { token: owner, json: { name: 'Петро К.' } });
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(200);
    await call(t.url, 'PUT', `/api/admin-users/${made.body.data.id}`, {
      token: owner,
      json: { password: 'Липа біля ставу' },
    });
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
    await signIn(t.url, { email: 'petro@kramar.test', password: 'Липа біля ставу' });
  });
});

describe('a new password easy to guess', () => {
  it('is refused at the 10-character minimum too, where a list of common ones missed it', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const set = (password: string) =>
      call<{ errors: Record<string, string[]> }>(t.url, 'POST', `/api/admin-users/${user.id}/password`, {
        token: owner,
        json: { password },
      });
    for (const password of ['password1234', 'qwertyuiop1', '1q2w3e4r5t6y', 'Password123', 'abcdefghij1']) {
      const res = await set(password);
      expect(res.status, password).toBe(422);
      expect(res.body.errors).toEqual({ password: [staffMessages.passwordCommon] });
    }
    expect(staffMessages.passwordCommon).toMatch(/^Цей пароль легко вгадати/);
    for (const password of ['бузок цвіте у травні', 'Orange kettle drifts 42']) {
      expect((await set(password)).status, password).toBe(204);
    }
  });
});
