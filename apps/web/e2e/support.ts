import type { Page } from '@playwright/test';
import pg from 'pg';
import { hashPassword } from '../../server/src/auth/password.ts';
import { e2eBaseUrl, e2eDatabaseUrl, e2eOwner } from './env.ts';

export interface Credentials {
  email: string;
  password: string;
  name: string;
}

export const owner: Credentials = e2eOwner;

let pool: pg.Pool | undefined;
const db = () => (pool ??= new pg.Pool({ connectionString: e2eDatabaseUrl, max: 2 }));

/** A staff member holding exactly `scopes` through one role of its own. */
export async function createUser(opts: { scopes: string[]; name?: string }): Promise<Credentials> {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const creds = { email: `user-${n}@kramar.test`, password: `password-${n}`, name: opts.name ?? `Тестувальник ${n}` };
  const client = await db().connect();
  try {
    await client.query('begin');
    // the account, its secret in a table of its own, and one role holding the scopes (migration 0006)
    const user = await client.query<{ id: string }>(
      'insert into admin_users (name, email) values ($1, $2) returning id',
      [creds.name, creds.email],
    );
    const userId = user.rows[0]?.id;
    await client.query('insert into admin_credentials (user_id, password_hash) values ($1, $2)', [
      userId,
      await hashPassword(creds.password),
    ]);
    const role = await client.query<{ id: string }>(
      'insert into roles (name, permissions) values ($1, $2::jsonb) returning id',
      // after the walk's own «Тест …» rows by name, so the walk still finds its role on the first page
      [`Фікстура ${n}`, JSON.stringify(opts.scopes)],
    );
    await client.query('insert into admin_users_roles (owner_id, target_id, position) values ($1, $2, 0)', [
      userId,
      role.rows[0]?.id,
    ]);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  } finally {
    client.release();
  }
  return creds;
}

/** A fresh token through the real API (each call makes its own session). */
export async function apiToken(creds: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${e2eBaseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: creds.email, password: creds.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

let signIns = 0;

/**
 * Signs in without the form (the login spec covers the form), then opens `to`: the dashboard, or
 * the test's own page (one load of the app, not two), and waits for the app's first screen. The
 * token is in localStorage before the app's first script runs. Once per call: a later sign-out or
 * a session ended stays so across reloads, and a second call's user takes over.
 */
export async function signIn(page: Page, creds: { email: string; password: string }, to = '/dashboard'): Promise<void> {
  const token = await apiToken(creds);
  signIns += 1;
  await page.addInitScript(
    ([t, once]) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('access_token', t);
    },
    [token, `e2e-sign-in-${signIns}`] as const,
  );
  await page.goto(to);
  await page.locator('#root main, #root [role="alert"]').first().waitFor({ timeout: firstScreenTimeout });
}

/**
 * How long a fresh browser context may take to draw its first screen, past the app's spinner.
 * Measured with both workers on two idle cores: 1.6–4.5 s after the page's load event (every
 * script compiled cold, beside the other worker's browser and the server); a CI machine twice as
 * busy went past the 7 s a test gives a screen to react (focus.spec failed so in stop 47's run).
 */
const firstScreenTimeout = 20_000;

/**
 * For the generated walks over every resource and route: the browser asks for reduced motion, so
 * screens appear where they end (no slide, fade or ripple to wait out or to draw on a busy
 * machine). The hand-written specs keep the motion most staff see.
 */
export const withoutMotion = { contextOptions: { reducedMotion: 'reduce' as const } };
