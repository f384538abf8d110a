import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../auth/tokens.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeIntervalMs } from './routes.ts';

let t: TestApp;

// only intervals are simulated: the sweep's schedule, nothing else of the app's time
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const expire = (token: string) =>
  t.app.database.db.execute(
    sql`update access_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`,
  );

/** A token of `user`'s, made to have expired a second ago. */
async function expiredToken(user: { email: string; password: string }): Promise<string> {
  const token = await signIn(t.url, user);
  await expire(token);
  return token;
}

async function stored(token: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    t.app.database.db,
    sql`select count(*)::int as n from access_tokens where token_hash = ${hashToken(token)}`,
  );
  return rows[0]?.n === 1;
}

describe('expired tokens', () => {
  it('are removed when their user signs in again, and only theirs', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const other = await createUser(t.app, { scopes: [] });
    const live = await signIn(t.url, user);
    const mine = await expiredToken(user);
    const theirs = await expiredToken(other);
    expect(await stored(mine)).toBe(true);
    await signIn(t.url, user);
    expect(await stored(mine)).toBe(false);
    expect(await stored(theirs)).toBe(true);
    expect((await call(t.url, 'GET', '/api/user', { token: live })).status).toBe(200);
  });

  it('are swept on a schedule, which ends when the app closes', async () => {
    const user = await createUser(t.app, { scopes: [] });
    const live = await signIn(t.url, user);
    const gone = await signIn(t.url, user);
    await expire(gone);
    expect(await stored(gone)).toBe(true);
    // the sweep's timer beside the job runner's: every one of them must end with the app
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(1);
    vi.advanceTimersByTime(purgeIntervalMs);
    await vi.waitUntil(async () => !(await stored(gone)), { timeout: 5000, interval: 20 });
    expect(await stored(live)).toBe(true);
    expect((await call(t.url, 'GET', '/api/user', { token: live })).status).toBe(200);
    await t.app.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
