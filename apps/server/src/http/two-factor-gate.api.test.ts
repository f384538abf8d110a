import { scopes, staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, startTestApp } from '../test/test-app.ts';
import { enrolmentRoutes } from './access.ts';

/**
 * A user whose role requires a second factor and who has not enrolled one, holding every scope:
 * every route of the route table that needs a sign-in refuses them, save those enrolment needs.
 */

const t = await startTestApp();
afterAll(() => t.close());

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
const routes = Object.entries(t.app.swagger().paths ?? {})
  .filter(([path]) => path.startsWith('/api/'))
  .flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((method) => methods.has(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );

const user = await createUser(t.app, { scopes: scopes.map((s) => s.scope) });
await t.app.database.db.execute(sql`update roles set require_two_factor = true
  where id in (select target_id from admin_users_roles where owner_id = ${user.id})`);
const token = await signIn(t.url, user);

describe('the two-factor gate, over the route table', () => {
  it('lists only routes that exist, and the user is indeed owing a second factor', async () => {
    for (const key of enrolmentRoutes) {
      const [method = '', url = ''] = key.split(' ');
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
    }
    const me = await call<{ data: { two_factor_setup_required: boolean } }>(t.url, 'GET', '/api/user', { token });
    expect(me.body.data.two_factor_setup_required).toBe(true);
    expect(routes.length).toBeGreaterThan(100);
  });

  for (const { method, path } of routes) {
    const url = path.replace(/\{[^}]+\}/g, '1');
    const key = `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
    const open = enrolmentRoutes.has(key);
    it(`${method} ${path} → ${open ? 'answers' : '403 until enrolled'}`, async () => {
      // a route that answers a guest is public: the gate is about signed-in users only
      const guest = await call(t.url, method, url);
      if (guest.status !== 401) return;
      // signing out ends the session it is sent with: the open routes get a session of their own
      const res = await call(t.url, method, url, { token: open ? await signIn(t.url, user) : token });
      if (open) expect(res.body).not.toEqual({ message: staffMessages.twoFactorSetupRequired });
      else
        expect(res, JSON.stringify(res.body)).toMatchObject({
          status: 403,
          body: { message: staffMessages.twoFactorSetupRequired },
        });
    });
  }
});
