import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, call, createUser, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tryOnce = (ip: string, email: string, password: string) =>
  call(t.url, 'POST', '/api/auth', { ip, json: { email, password } });

const retryAfter = (res: ApiResponse) => Number(res.headers.get('retry-after'));

describe('sign-in limits', () => {
  it('checks at most five passwords when forty wrong guesses race from one address', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => tryOnce('10.210.0.1', user.email, `guess-${i}`)),
    );
    const checked = answers.filter((res) => res.status === 422);
    const refused = answers.filter((res) => res.status === 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(refused).toHaveLength(40 - checked.length);
    for (const res of refused) {
      expect(res.body).toEqual({ message: expect.stringMatching(/^Забагато невдалих спроб входу\./) });
      expect(retryAfter(res)).toBeGreaterThan(0);
    }
  });

  it('refuses the sixth try in a minute for one account from one address, and only there', async () => {
    const user = await createUser(t.app, { scopes: [] });
    for (let i = 0; i < 5; i++) expect((await tryOnce('10.210.1.1', user.email, 'nope')).status).toBe(422);
    const blocked = await tryOnce('10.210.1.1', user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Забагато невдалих спроб входу. Спробуйте через хвилину.' });
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(60);
    expect((await tryOnce('10.210.1.2', user.email, user.password)).status).toBe(200);
  });

  it('keeps the owner of an account able to sign in elsewhere while one address hammers it', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const attacker = '10.210.2.1';
    await Promise.all(Array.from({ length: 30 }, (_, i) => tryOnce(attacker, user.email, `guess-${i}`)));
    for (let i = 0; i < 5; i++) expect((await tryOnce(attacker, user.email, 'nope')).status).toBe(429);
    // even the right password does not pass from the hammering address
    expect((await tryOnce(attacker, user.email, user.password)).status).toBe(429);
    expect((await tryOnce('10.210.2.2', user.email, user.password)).status).toBe(200);
  });

  it('makes addresses that keep guessing at an account under attack wait longer each time', async () => {
    const user = await createUser(t.app, { scopes: [] });
    // twelve tries on the account from two addresses: it is under attack now
    for (const ip of ['10.210.3.1', '10.210.3.2']) {
      for (let i = 0; i < 6; i++) await tryOnce(ip, user.email, 'nope');
    }
    const ip = '10.210.3.3';
    // a new address still has its password checked once…
    expect((await tryOnce(ip, user.email, 'nope')).status).toBe(422);
    // …then waits 2^(tries on the account - 10) seconds since its own last try
    const second = await tryOnce(ip, user.email, 'nope');
    const third = await tryOnce(ip, user.email, user.password);
    expect([second.status, third.status]).toEqual([429, 429]);
    expect(retryAfter(second)).toBe(8);
    expect(retryAfter(third)).toBe(16);
    // and the real user, from an address that has not guessed, signs in at once
    expect((await tryOnce('10.210.3.4', user.email, user.password)).status).toBe(200);
  });

  it('refuses the eleventh try in a minute from one address, whatever the e-mail', async () => {
    const ip = '10.210.4.1';
    for (let i = 0; i < 10; i++) expect((await tryOnce(ip, `x${i}@kramar.test`, 'nope')).status).toBe(422);
    const user = await createUser(t.app, { scopes: [] });
    expect((await tryOnce(ip, user.email, user.password)).status).toBe(429);
    expect((await tryOnce('10.210.4.2', user.email, user.password)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 10; i++) await tryOnce(`2001:db8:1:2::${i + 1}`, `v6-${i}@kramar.test`, 'nope');
    const user = await createUser(t.app, { scopes: [] });
    expect((await tryOnce('2001:db8:1:2:ffff::9', user.email, user.password)).status).toBe(429);
    expect((await tryOnce('2001:db8:1:3::1', user.email, user.password)).status).toBe(200);
  });

  it('starts a pair afresh after a successful sign-in', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const ip = '10.210.5.1';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await tryOnce(ip, user.email, 'nope')).status).toBe(422);
      expect((await tryOnce(ip, user.email, user.password)).status).toBe(200);
    }
  });
});
