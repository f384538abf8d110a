import { type AuthResponse, staffMessages, type TwoFactorRequired } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, stepAt } from '../../auth/totp.ts';
import { call, createUser, ownerPassword, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { enrolled as enrolledUser } from './enrolled.test-kit.ts';

let t: TestApp;
let owner: string;
type Data<T> = { data: T };

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
});
afterAll(() => t.close());

const enrolled = (scopes?: string[]) => enrolledUser(t, scopes);

const firstStep = (creds: { email: string; password: string }) =>
  call<TwoFactorRequired>(t.url, 'POST', '/api/auth', { json: creds });

describe('two-factor sign-in', () => {
  it('asks for a code after the password, takes one a step ahead, and refuses it twice', async () => {
    const { user, secret } = await enrolled();
    const first = await firstStep(user);
    expect(first.body).toMatchObject({ two_factor_required: true, expires_in: 300 });
    expect(first.body).not.toHaveProperty('access_token');
    const ahead = codeAt(secret, stepAt(Date.now()) + 1);
    const wrong = await call(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: first.body.challenge, code: ahead === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errors: { code: [staffMessages.codeWrong] } });
    const done = await call<AuthResponse>(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: first.body.challenge, code: ahead },
    });
    expect(done.status).toBe(200);
    expect((await call(t.url, 'GET', '/api/news', { token: done.body.access_token })).status).toBe(200);
    // the challenge is spent, and so is the code
    const again = await call(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: first.body.challenge, code: ahead },
    });
    expect(again.body).toMatchObject({ errors: { challenge: [staffMessages.challengeExpired] } });
    const second = await firstStep(user);
    const replay = await call(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: second.body.challenge, code: ahead },
    });
    expect(replay.status).toBe(422);
  });

  it('takes each recovery code once', async () => {
    const { user, codes } = await enrolled();
    const [code = ''] = codes;
    const one = await firstStep(user);
    const used = await call<AuthResponse>(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: one.body.challenge, code: code.toUpperCase() },
    });
    expect(used.status).toBe(200);
    const two = await firstStep(user);
    expect(
      (await call(t.url, 'POST', '/api/auth/two-factor', { json: { challenge: two.body.challenge, code } })).status,
    ).toBe(422);
    const status = await call<Data<{ enabled: boolean; recovery_codes_left: number }>>(
      t.url,
      'GET',
      '/api/user/two-factor',
      {
        token: used.body.access_token,
      },
    );
    expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_left: 9 });
  });

  it('limits guessing codes like guessing passwords', async () => {
    const { user } = await enrolled();
    const { challenge } = (await firstStep(user)).body;
    const ip = '10.250.0.9';
    let last = { status: 0, body: {} as unknown };
    for (let i = 0; i < 12; i++) {
      last = await call(t.url, 'POST', '/api/auth/two-factor', { ip, json: { challenge, code: '000001' } });
    }
    expect(last.status).toBe(429);
    // the same words a password's limit says, not «wrong code»
    expect(last.body).toEqual({ message: expect.stringMatching(/^Забагато невдалих спроб входу/) });
  });

  it('keeps a role that requires 2FA to its own routes until its holder enrols', async () => {
    const strict = await call<Data<{ id: number }>>(t.url, 'POST', '/api/roles', {
      token: owner,
      json: { name: 'Бухгалтерія', permissions: ['orders.show'], require_two_factor: true },
    });
    const user = await createUser(t.app, { scopes: [] });
    await call(t.url, 'PUT', `/api/admin-users/${user.id}`, { token: owner, json: { roles: [strict.body.data.id] } });
    const token = await signIn(t.url, user);
    const me = await call<Data<{ two_factor_setup_required: boolean }>>(t.url, 'GET', '/api/user', { token });
    expect(me.body.data.two_factor_setup_required).toBe(true);
    expect((await call(t.url, 'GET', '/api/order-statuses', { token })).body).toEqual({
      message: staffMessages.twoFactorSetupRequired,
    });
    expect((await call(t.url, 'GET', '/api/user/two-factor', { token })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists where one is signed in, ends one or all others, and lets an admin end them all', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const a = await signIn(t.url, user);
    const b = await signIn(t.url, user);
    const list = await call<Data<{ id: number; current: boolean; address: string }[]>>(
      t.url,
      'GET',
      '/api/user/sessions',
      { token: a },
    );
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.filter((s) => s.current)).toHaveLength(1);
    const other = list.body.data.find((s) => !s.current);
    expect((await call(t.url, 'DELETE', `/api/user/sessions/${other?.id}`, { token: a })).status).toBe(204);
    expect((await call(t.url, 'GET', '/api/user', { token: b })).status).toBe(401);
    // someone else's session is not found, not ended
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: [] }));
    const mine = (await call<Data<{ id: number }[]>>(t.url, 'GET', '/api/user/sessions', { token: a })).body.data[0];
    expect((await call(t.url, 'DELETE', `/api/user/sessions/${mine?.id}`, { token: stranger })).status).toBe(404);
    const c = await signIn(t.url, user);
    const revoked = await call<Data<{ revoked: number }>>(
      t.url,
      'POST',
      `/api/admin-users/${user.id}/sessions/revoke`,
      { token: owner },
    );
    expect(revoked.body.data.revoked).toBe(2);
    for (const token of [a, c]) expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('ends a session left idle past the timeout', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const token = await signIn(t.url, user);
    await t.app.database.db.execute(
      sql`update access_tokens set created_at = now() - interval '9 hours', last_used_at = now() - interval '8 hours 1 minute'
        where user_id = ${user.id}`,
    );
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const a = await signIn(t.url, user);
    const b = await signIn(t.url, user);
    const wrong = await call(t.url, 'POST', '/api/user/password', {
      token: a,
      json: { current_password: 'nope', password: 'зовсім новий пароль' },
    });
    expect(wrong.body).toMatchObject({ errors: { current_password: [staffMessages.currentPasswordWrong] } });
    const done = await call(t.url, 'POST', '/api/user/password', {
      token: a,
      json: { current_password: user.password, password: 'зовсім новий пароль' },
    });
    expect(done.status).toBe(204);
    expect((await call(t.url, 'GET', '/api/user', { token: a })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user', { token: b })).status).toBe(401);
  });
});

describe('invitations', () => {
  it('lets the invited person set a password once, within 72 hours', async () => {
    const made = await call<Data<{ id: number }>>(t.url, 'POST', '/api/admin-users', {
      token: owner,
      json: { name: 'Запрошена', email: 'invited@kramar.test' },
    });
    const id = made.body.data.id;
    // no password yet: signing in fails like any wrong password
    expect(
      (await call(t.url, 'POST', '/api/auth', { json: { email: 'invited@kramar.test', password: 'anything-at-all' } }))
        .status,
    ).toBe(422);
    const link = await call<Data<{ url: string; expires_at: string }>>(
      t.url,
      'POST',
      `/api/admin-users/${id}/invitation`,
      { token: owner },
    );
    const token = new URL(link.body.data.url).searchParams.get('invite') ?? '';
    expect(Date.parse(link.body.data.expires_at) - Date.now()).toBeGreaterThan(71.9 * 3600 * 1000);
    expect((await call(t.url, 'GET', `/api/auth/invitation?token=${token}`)).body).toMatchObject({
      data: { name: 'Запрошена', email: 'invited@kramar.test' },
    });
    const accepted = await call<AuthResponse>(t.url, 'POST', '/api/auth/invitation', {
      json: { token, password: 'мій власний пароль' },
    });
    expect(accepted.status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user', { token: accepted.body.access_token })).status).toBe(200);
    expect(
      (await call(t.url, 'POST', '/api/auth/invitation', { json: { token, password: 'ще один пароль!' } })).status,
    ).toBe(404);
    // an expired link is refused
    const late = await call<Data<{ url: string }>>(t.url, 'POST', `/api/admin-users/${id}/invitation`, {
      token: owner,
    });
    const lateToken = new URL(late.body.data.url).searchParams.get('invite') ?? '';
    await t.app.database.db.execute(
      sql`update admin_invitations set expires_at = now() - interval '1 second' where user_id = ${id}`,
    );
    expect((await call(t.url, 'GET', `/api/auth/invitation?token=${lateToken}`)).status).toBe(404);
    expect(
      (await call(t.url, 'POST', '/api/auth/invitation', { json: { token: lateToken, password: 'ще один пароль!' } }))
        .status,
    ).toBe(404);
  });
});

describe('an invitation to an account already in use', () => {
  const accept = async (id: number) => {
    const link = await call<Data<{ url: string }>>(t.url, 'POST', `/api/admin-users/${id}/invitation`, {
      token: owner,
    });
    const token = new URL(link.body.data.url).searchParams.get('invite') ?? '';
    return call<AuthResponse & TwoFactorRequired>(t.url, 'POST', '/api/auth/invitation', {
      json: { token, password: 'пароль за запрошенням' },
    });
  };

  it('ends the sessions the old password opened', async () => {
    const user = await createUser(t.app, { scopes: ['news.show'] });
    const old = await signIn(t.url, user);
    const accepted = await accept(user.id);
    expect(accepted.status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user', { token: old })).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user', { token: accepted.body.access_token })).status).toBe(200);
  });

  it('still asks for the second factor, through the sign-in step', async () => {
    const { user, token: old, secret } = await enrolled();
    const accepted = await accept(user.id);
    expect(accepted.body).toMatchObject({ two_factor_required: true, expires_in: 300 });
    expect(accepted.body).not.toHaveProperty('access_token');
    expect((await call(t.url, 'GET', '/api/user', { token: old })).status).toBe(401);
    const wrong = await call(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: accepted.body.challenge, code: 'zzzzz-zzzzz' },
    });
    expect(wrong.body).toMatchObject({ errors: { code: [staffMessages.codeWrong] } });
    const done = await call<AuthResponse>(t.url, 'POST', '/api/auth/two-factor', {
      json: { challenge: accepted.body.challenge, code: codeAt(secret, stepAt(Date.now()) + 1) },
    });
    expect(done.status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user', { token: done.body.access_token })).status).toBe(200);
  });
});
