import { authMessages, staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { eventually } from '../../mail/smtp-test-server.ts';
import { call, createUser, freshIp, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { createDealer, insertDealerPerson, setDealerStatus } from '../dealers/test-helpers.ts';
import { enrolled } from '../staff/enrolled.test-kit.ts';
import { resetLimits } from './forgot-password.ts';

const publicUrl = 'https://admin.shop.example';
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp({ publicUrl, jobs: { pollMs: 100 } });
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const forgot = (email: string, ip = freshIp()) =>
  call<{ message: string }>(t.url, 'POST', '/api/auth/forgot-password', { json: { email }, ip });
const letters = (to: string) =>
  queryRows<{ kind: string; subject: string; body: string }>(
    t.app.database.db,
    sql`select kind, subject, body from mail_outbox where to_address = ${to.toLowerCase()} order by id`,
  );
/** The token of the reset link the `nth` reset letter to `to` carries (written just after the answer). */
async function resetToken(to: string, nth = 1): Promise<string> {
  const letter = await eventually(async () => (await letters(to)).filter((l) => l.kind === 'password-reset')[nth - 1]);
  expect(letter.subject).toBe('Відновлення пароля в Крамарі');
  const match = new RegExp(`${publicUrl}/login\\?reset=([\\w-]+)`).exec(letter.body);
  expect(match, letter.body).not.toBeNull();
  return match?.[1] ?? '';
}
const accept = (token: string, password: string) =>
  call<{ access_token?: string; two_factor_required?: boolean; message?: string }>(
    t.url,
    'POST',
    '/api/auth/invitation',
    { json: { token, password } },
  );
const userWith = (token: string) => call(t.url, 'GET', '/api/user', { token });

describe('forgotten password', () => {
  it('a staff member gets a one-hour link by e-mail; setting the password ends the other sessions', async () => {
    const user = await createUser(t.app, { scopes: ['news.show'] });
    const session = await signIn(t.url, user);
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(authMessages.resetSent);
    const token = await resetToken(user.email);

    const who = await call<{ data: Record<string, unknown> }>(t.url, 'GET', `/api/auth/invitation?token=${token}`);
    expect(who.body.data).toMatchObject({ email: user.email, purpose: 'reset' });
    const expires = Date.parse(String(who.body.data.expires_at));
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const signedIn = await accept(token, 'svizhyi-vechir-nad-lvovom');
    expect(signedIn.status).toBe(200);
    expect((await userWith(String(signedIn.body.access_token))).status).toBe(200);
    expect((await userWith(session)).status).toBe(401);
    expect((await call(t.url, 'POST', '/api/auth', { json: user })).status).toBe(422);
    await signIn(t.url, { email: user.email, password: 'svizhyi-vechir-nad-lvovom' });

    // single use
    const again = await accept(token, 'inshyi-vechir-nad-lvovom');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(staffMessages.invitationInvalid);
  });

  it("a dealer's principal resets theirs too; a blocked company's is set but the sign-in is refused with the reason", async () => {
    const company = await createDealer(t, owner);
    await setDealerStatus(t, company.id, 'approved');
    const principal = await insertDealerPerson(t, company.id);
    expect((await forgot(principal.email)).status).toBe(202);
    const signedIn = await accept(await resetToken(principal.email), 'dealer-novyi-parol-2026');
    expect(signedIn.status).toBe(200);

    await setDealerStatus(t, company.id, 'blocked', 'Борг за рахунками');
    expect((await forgot(principal.email)).status).toBe(202);
    const refused = await accept(await resetToken(principal.email, 2), 'dealer-shche-odyn-parol-7');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Борг за рахунками');
    expect(refused.body.access_token).toBeUndefined();
  });

  it('an unknown address hears the same and nothing is written; a deactivated account is sent nothing', async () => {
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.status).toBe(202);
    expect(unknown.body.message).toBe(authMessages.resetSent);
    const inactive = await createUser(t.app, { scopes: [], active: false });
    expect((await forgot(inactive.email)).status).toBe(202);
    // give the runner time to have written anything it was going to
    await new Promise((r) => setTimeout(r, 500));
    expect(await letters('nobody-here@example.com')).toEqual([]);
    expect(await letters(inactive.email)).toEqual([]);
  });

  it('an expired link, or one replaced by a newer link, is refused', async () => {
    const user = await createUser(t.app, { scopes: [] });
    await forgot(user.email);
    const first = await resetToken(user.email);
    await forgot(user.email);
    const second = await resetToken(user.email, 2);
    expect((await accept(first, 'zovsim-novyi-parol-42')).status).toBe(404);
    await queryRows(
      t.app.database.db,
      sql`update admin_invitations set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await accept(second, 'zovsim-novyi-parol-42')).status).toBe(404);
    expect((await call(t.url, 'GET', `/api/auth/invitation?token=${second}`)).status).toBe(404);
  });

  it('an account with two-step verification still needs its code after the link', async () => {
    const { user } = await enrolled(t);
    await forgot(user.email);
    const answer = await accept(await resetToken(user.email), 'parol-z-kodom-na-dodachu');
    expect(answer.status).toBe(200);
    expect(answer.body.two_factor_required).toBe(true);
    expect(answer.body.access_token).toBeUndefined();
  });

  it('is limited per e-mail from anywhere and per address, whether the account exists or not', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < resetLimits.perEmail; i++) expect((await forgot(email)).status).toBe(202);
    const limited = await forgot(email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    const ip = freshIp();
    for (let i = 0; i < resetLimits.perAddress; i++) expect((await forgot(`a${i}@example.com`, ip)).status).toBe(202);
    expect((await forgot('another@example.com', ip)).status).toBe(429);
    expect((await forgot('another@example.com')).status).toBe(202);
  });

  it('bad input is a field error in Ukrainian', async () => {
    const res = await call<{ errors: Record<string, string[]> }>(t.url, 'POST', '/api/auth/forgot-password', {
      json: { email: 'not-an-address' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.email?.[0]).toMatch(/[а-яіїє]/i);
  });
});
