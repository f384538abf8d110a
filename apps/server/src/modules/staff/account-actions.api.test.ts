import { staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole } from '../../auth/accounts.ts';
import { queryRows } from '../../db/client.ts';
import { type ApiResponse, call, createUser, signIn, startTestApp } from '../../test/test-app.ts';

/**
 * Every route that changes an account or a role, tried by a user administrator holding less than
 * its target (refused, nothing written) and by one holding as much (done). The list comes from
 * the route table: a route added later with no case here fails the first test.
 */

const t = await startTestApp();
afterAll(() => t.close());
const db = t.app.database.db;

const writeMethods = new Set(['post', 'put', 'patch', 'delete']);
const actions = Object.entries(t.app.swagger().paths ?? {})
  .filter(([path]) => /^\/api\/(admin-users|roles)(\/|$)/.test(path))
  .flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((method) => writeMethods.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

/** What the administrator manages: scopes the weaker one lacks (orders), beside the staff scopes. */
const staffScopes = ['admin.users.show', 'admin.users.edit', 'roles.show', 'roles.edit'];
const strongScopes = [...staffScopes, 'orders.show', 'orders.edit'];

interface Target {
  account: number;
  role: number;
}
interface Case {
  /** The refusal a weaker caller gets. */
  refusal: string;
  run(token: string, target: Target): Promise<ApiResponse>;
}

let n = 0;
const fresh = () => `${Date.now().toString(36)}-${++n}`;
const send = (method: string, path: string, token: string, json?: unknown) =>
  call(t.url, method, path, { token, json: json ?? {} });
const account = (path: string, json?: unknown): Case['run'] => {
  const [method = '', suffix = ''] = path.split(' ');
  return (token, { account: id }) => send(method, `/api/admin-users/${id}${suffix}`, token, json);
};
const role = (method: string, json?: unknown): Case['run'] => {
  return (token, { role: id }) => send(method, `/api/roles/${id}`, token, json);
};

const cases: Record<string, Case> = {
  'POST /api/admin-users': {
    refusal: staffMessages.roleBeyondOwn,
    run: (token, target) =>
      send('POST', '/api/admin-users', token, {
        name: 'Новий',
        email: `new-${fresh()}@kramar.test`,
        roles: [target.role],
      }),
  },
  'PUT /api/admin-users/{id}': { refusal: staffMessages.accountBeyondOwn, run: account('PUT', { name: 'Змінено' }) },
  'PATCH /api/admin-users/{id}': { refusal: staffMessages.accountBeyondOwn, run: account('PATCH', { active: false }) },
  'POST /api/admin-users/{id}/password': {
    refusal: staffMessages.accountBeyondOwn,
    run: account('POST /password', { password: 'зовсім новий пароль сім' }),
  },
  'POST /api/admin-users/{id}/invitation': {
    refusal: staffMessages.accountBeyondOwn,
    run: account('POST /invitation'),
  },
  'POST /api/admin-users/{id}/two-factor/reset': {
    refusal: staffMessages.accountBeyondOwn,
    run: account('POST /two-factor/reset'),
  },
  'POST /api/admin-users/{id}/sessions/revoke': {
    refusal: staffMessages.accountBeyondOwn,
    run: account('POST /sessions/revoke'),
  },
  'POST /api/roles': {
    refusal: staffMessages.roleBeyondOwn,
    run: (token) => send('POST', '/api/roles', token, { name: `Роль ${fresh()}`, permissions: strongScopes }),
  },
  'PUT /api/roles/{id}': { refusal: staffMessages.roleEditBeyondOwn, run: role('PUT', { require_two_factor: false }) },
  'PATCH /api/roles/{id}': { refusal: staffMessages.roleEditBeyondOwn, run: role('PATCH', { permissions: [] }) },
  'DELETE /api/roles/{id}': { refusal: staffMessages.roleEditBeyondOwn, run: role('DELETE') },
};

/** All an action could change: the account's record, secrets, links and sessions, and the roles. */
async function state(target: Target) {
  const rows = (query: ReturnType<typeof sql>) => queryRows(db, query);
  return {
    account: await rows(sql`select u.*, c.password_hash, c.totp_secret, c.recovery_codes
      from admin_users u join admin_credentials c on c.user_id = u.id where u.id = ${target.account}`),
    links: await rows(sql`select count(*)::int as n from admin_invitations
      where user_id = ${target.account} and used_at is null`),
    sessions: await rows(sql`select count(*)::int as n from access_tokens
      where user_id = ${target.account} and revoked_at is null`),
    staff: await rows(sql`select count(*)::int as n from admin_users`),
    roles: await rows(sql`select * from roles order by id`),
    held: await rows(sql`select * from admin_users_roles order by owner_id, target_id`),
  };
}

/** An account holding `scopes` through a role of its own, signed in, with a second factor on. */
async function target(scopes: string[]): Promise<Target> {
  const user = await createUser(t.app, { scopes });
  await signIn(t.url, user);
  await db.execute(sql`update admin_credentials set totp_secret = 'JBSWY3DPEHPK3PXP', recovery_codes = '["x"]'::jsonb
    where user_id = ${user.id}`);
  await db.execute(sql`update admin_users set two_factor_enabled = true where id = ${user.id}`);
  // a role nobody holds, so deleting it is legitimate for whoever may
  return { account: user.id, role: await insertRole(db, `Роль ${fresh()}`, scopes) };
}

let weak: string;
let equal: string;
beforeAll(async () => {
  weak = await signIn(t.url, await createUser(t.app, { scopes: staffScopes }));
  equal = await signIn(t.url, await createUser(t.app, { scopes: strongScopes }));
});

describe('actions on another account or a role, from the route table', () => {
  it('has a case for every route that changes an account or a role', () => {
    expect(actions.length).toBeGreaterThanOrEqual(Object.keys(cases).length);
    expect(actions.filter((action) => !cases[action])).toEqual([]);
  });

  for (const action of actions) {
    it(`${action}: refused to one holding less, nothing changes; done by one holding as much`, async () => {
      const run = cases[action]?.run;
      if (!run) throw new Error(`no case for ${action}`);
      const stronger = await target(strongScopes);
      const before = await state(stronger);
      const refused = await run(weak, stronger);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toEqual({ message: cases[action]?.refusal });
      expect(await state(stronger)).toEqual(before);

      const res = await run(equal, await target(strongScopes));
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    });
  }

  it('lets one holding less still act on an account or role within their own scopes', async () => {
    const within = await target(['admin.users.show', 'roles.show']);
    for (const [action, { run }] of Object.entries(cases)) {
      if (action.startsWith('POST /api/roles') || action === 'POST /api/admin-users') continue;
      const res = await run(weak, within);
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
  });
});
