import { apiMessages, staffMessages } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, stepAt } from '../../auth/totp.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { enrolled } from './enrolled.test-kit.ts';

/** The password asked again once signed in, and the second factor's own changes (issue 26, item 10). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the password asked again', () => {
  it('is guessed no faster than at sign-in: the sixth wrong try in a minute from one address is 429', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const token = await signIn(t.url, user);
    const ip = '10.251.0.1';
    const guess = (current_password: string) =>
      call(t.url, 'POST', '/api/user/password', {
        token,
        ip,
        json: { current_password, password: 'зовсім новий пароль сім' },
      });
    for (let i = 0; i < 5; i++) {
      expect((await guess(`wrong-${i}`)).body).toMatchObject({
        errors: { current_password: [staffMessages.currentPasswordWrong] },
      });
    }
    const limited = await guess(user.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: apiMessages.tooManyAttempts });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // the same budget as the sign-in form: that pair is spent there too
    const signInTry = await call(t.url, 'POST', '/api/auth', { ip, json: user });
    expect(signInTry.status).toBe(429);
    // the right password from elsewhere still does it
    expect(
      (await call(t.url, 'POST', '/api/user/two-factor/setup', { token, json: { password: user.password } })).status,
    ).toBe(200);
  });

  it('turning the second factor off and new recovery codes share that limit', async () => {
    const { user, token } = await enrolled(t);
    const ip = '10.251.0.2';
    for (let i = 0; i < 5; i++) {
      const res = await call(t.url, 'POST', '/api/user/two-factor/recovery-codes', {
        token,
        ip,
        json: { password: `wrong-${i}` },
      });
      expect(res.status).toBe(422);
    }
    const off = await call(t.url, 'POST', '/api/user/two-factor/disable', {
      token,
      ip,
      json: { password: user.password, code: '123456' },
    });
    expect(off.status).toBe(429);
  });
});

describe('the second factor', () => {
  it('is set up only with the current password', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const token = await signIn(t.url, user);
    const setup = (json: unknown) => call(t.url, 'POST', '/api/user/two-factor/setup', { token, json });
    expect((await setup({})).body).toMatchObject({ errors: { password: [expect.any(String)] } });
    expect((await setup({ password: 'not-my-password' })).body).toMatchObject({
      errors: { password: [staffMessages.currentPasswordWrong] },
    });
    expect((await setup({ password: user.password })).status).toBe(200);
  });

  it('is turned off only with the password and a valid code', async () => {
    const { user, token, secret, codes } = await enrolled(t);
    const off = (json: unknown) => call(t.url, 'POST', '/api/user/two-factor/disable', { token, json });
    const status = async () =>
      (await call<{ data: { enabled: boolean } }>(t.url, 'GET', '/api/user/two-factor', { token })).body.data.enabled;
    expect((await off({ password: user.password })).body).toMatchObject({
      errors: { code: [staffMessages.codeRequired] },
    });
    const ahead = codeAt(secret, stepAt(Date.now()) + 2);
    const wrong = ahead === '000000' ? '111111' : '000000';
    expect((await off({ password: user.password, code: wrong })).body).toMatchObject({
      errors: { code: [staffMessages.codeWrong] },
    });
    expect((await off({ password: 'not-my-password', code: ahead })).body).toMatchObject({
      errors: { password: [staffMessages.currentPasswordWrong] },
    });
    expect(await status()).toBe(true);
    // a recovery code stands in for the phone, as at sign-in
    expect((await off({ password: user.password, code: codes[0] })).status).toBe(204);
    expect(await status()).toBe(false);
  });
});
