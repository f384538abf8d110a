import type { CategoryMigrationResult } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The catalogue migration's test files share this: one test app per file and the catalogue builders.
 */
export let t: TestApp;
export let owner: string;

/**
 * Called at the top of each test file. The API projects run files with `isolate: false`, so a
 * second file in the same worker gets this module as the first left it: hooks at this module's top
 * ran once, for the first file, and the second one met the first file's closed app (ECONNREFUSED).
 */
export function useMigrationApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    owner = await ownerToken(t);
  });
  afterAll(() => t.close());
}

export type Body<T> = { data: T; errors?: Record<string, string[]>; message?: string };
export const post = <T>(path: string, json: unknown, token = owner) =>
  call<Body<T>>(t.url, 'POST', path, { token, json });
export const get = <T>(path: string, token = owner) => call<Body<T>>(t.url, 'GET', path, { token });
export const db = () => t.app.database.db;

let n = 0;
/** A number not used before in this file, for unique titles and codes. */
export const next = () => ++n;
type Value = { id: number; title: string; slug?: string };
export const attribute = async (data_type: string, title: string, values: { title: string; slug?: string }[] = []) => {
  const a = await create(t, owner, 'attributes', { title, code: `m_${++n}`, data_type, values });
  return { ...a, title, values: (a.values as Value[] | undefined) ?? [] };
};
export const category = (title: string, attributes: Record<string, unknown>[]) =>
  create(t, owner, 'categories', { title: `${title} ${++n}`, attributes });

/** `count` products in `category`, straight in SQL: a catalogue as big as the test wants, fast. */
export async function products(category: number, count: number): Promise<number[]> {
  const tag = `m${++n}`;
  const rows = await queryRows<{ id: number | string }>(
    db(),
    sql`insert into products (name, slug, sku, category, price)
        select 'Товар ' || g, ${tag} || '-' || g, ${tag} || '-' || g, ${category}, 100 * g from generate_series(1, ${count}) g
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

export type Cell = { attribute: number; value?: number; number?: number; text?: string };
export async function values(product: number, cells: Cell[]): Promise<void> {
  for (const [i, c] of cells.entries()) {
    await db().execute(
      sql`insert into products_attribute_values (owner_id, position, attribute, value, number, text)
          values (${product}, ${i}, ${c.attribute}, ${c.value ?? null}, ${c.number ?? null}, ${c.text ?? null})`,
    );
  }
}

export async function waitForJob(
  id: number,
): Promise<{ status: string; result: CategoryMigrationResult; done: number }> {
  for (let i = 0; i < 300; i++) {
    const res = await get<{ status: string; result: CategoryMigrationResult; done: number }>(`/api/jobs/${id}`);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}
