import { expect } from 'vitest';
import { call, ownerPassword, signIn, type TestApp } from '../test/test-app.ts';

/** Helpers the CRUD API tests share: an owner session and a few records made through the API. */

export const ownerToken = (t: TestApp): Promise<string> =>
  signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });

export type Rec = Record<string, unknown> & { id: number };

export async function create(t: TestApp, token: string, resource: string, json: Record<string, unknown>): Promise<Rec> {
  const res = await call<{ data: Rec }>(t.url, 'POST', `/api/${resource}`, { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Rows of a table counted straight in the database, to prove a failed request wrote nothing. */
export async function rowCount(t: TestApp, table: string): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../db/client.ts');
  const [row] = await queryRows<{ n: number | string }>(
    t.app.database.db,
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
}

export async function auditCount(t: TestApp): Promise<number> {
  return rowCount(t, 'audit_log');
}

type Query = (...args: unknown[]) => unknown;

/**
 * Every SQL statement the app sends outside a transaction while `run` runs, as text with its
 * parameters. Both drivers take a statement through their client's `query`; it is wrapped, not
 * replaced, so the database still answers each one.
 */
export async function recordStatements(
  t: TestApp,
  run: () => Promise<unknown>,
  connection: 'db' | 'jobsDb' = 'db',
): Promise<string[]> {
  const client = (t.app.database[connection] as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');
    // values beside the text, or inside a named statement's config
    seen.push(`${text} ${JSON.stringify(second ?? (first as { values?: unknown } | null)?.values ?? [])}`);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}
