import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { insertAccount, insertRole } from '../auth/accounts.ts';
import { hashPassword } from '../auth/password.ts';
import type { Config } from '../config.ts';
import { migratedPgliteImage, migratedPostgresTemplate, scratchDatabase } from './migrated-template.ts';

export const ownerPassword = 'owner-password-1';

export interface TestApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** A fresh database per call: in-memory PGlite, or a new database on KRAMAR_TEST_PG's server. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const adminUrl = process.env.KRAMAR_TEST_PG;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, await migratedPostgresTemplate(adminUrl));
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir: 'memory://',
    memoryImage: adminUrl ? undefined : await migratedPgliteImage(),
    shopUrl: 'https://shop.example.test',
    shopTimeZone: 'Europe/Kyiv',
    tokenTtlSeconds: 3600,
    admin: { email: 'owner@kramar.test', name: 'Власник', password: ownerPassword },
    logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
    // tests speak for many clients through X-Forwarded-For
    trustProxy: true,
    // letters are not printed among the test reports; a test that reads them passes its own
    mail: { print: () => {} },
    ...overrides,
  };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}

let userCounter = 0;

/** A staff member holding exactly `scopes` through one role. */
export async function createUser(
  app: FastifyInstance,
  opts: { scopes: string[]; active?: boolean; name?: string },
): Promise<{ id: number; email: string; password: string }> {
  const db = app.database.db;
  const n = `${Date.now().toString(36)}${++userCounter}`;
  const email = `user-${n}@kramar.test`;
  const password = `password-${n}`;
  const roleIds = opts.scopes.length ? [await insertRole(db, `role-${n}`, opts.scopes)] : [];
  const id = await insertAccount(db, {
    name: opts.name ?? `Користувач ${n}`,
    email,
    passwordHash: await hashPassword(password),
    active: opts.active ?? true,
    roleIds,
  });
  return { id, email, password };
}

let ipCounter = 0;
/** Every test client comes from its own address unless it says otherwise, so rate limits stay per test. */
export const freshIp = (): string => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A real HTTP call: JSON in and out, or FormData for multipart. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: FormData; ip?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | FormData | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function signIn(base: string, creds: { email: string; password: string }): Promise<string> {
  const res = await call<{ access_token: string }>(base, 'POST', '/api/auth', { json: creds });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}
