import type { TwoFactorSetup } from '@kramar/contract';
import { expect } from 'vitest';
import { codeAt, stepAt } from '../../auth/totp.ts';
import { call, createUser, signIn, type TestApp } from '../../test/test-app.ts';

type Data<T> = { data: T };

/** A user with 2FA on, enrolled as the profile does it: its token, key and recovery codes. */
export async function enrolled(t: TestApp, scopes: string[] = ['news.show']) {
  const user = await createUser(t.app, { scopes });
  const token = await signIn(t.url, user);
  const setup = await call<Data<TwoFactorSetup>>(t.url, 'POST', '/api/user/two-factor/setup', {
    token,
    json: { password: user.password },
  });
  expect(setup.body.data.qr_svg).toContain('<svg');
  const { secret } = setup.body.data;
  // a code one step behind (the phone's clock is slow) confirms the enrolment
  const enable = await call<Data<{ recovery_codes: string[] }>>(t.url, 'POST', '/api/user/two-factor/enable', {
    token,
    json: { code: codeAt(secret, stepAt(Date.now()) - 1) },
  });
  expect(enable.status).toBe(200);
  return { user, token, secret, codes: enable.body.data.recovery_codes };
}
