import { e2eBaseUrl } from './env.ts';
import { apiToken, owner } from './support.ts';

/** Products and sandbox items made through the API, told apart from other specs' rows by a tag. */

export type Row = Record<string, unknown> & { id: number };

export async function api<T = { data: Row }>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await apiToken(owner);
  const res = await fetch(`${e2eBaseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export const newTag = (word: string): string =>
  `${word}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function makeCategory(title: string, parent?: number): Promise<Row> {
  const res = await api('POST', '/categories', { title, ...(parent ? { parent } : {}) });
  if (res.status !== 201) throw new Error(`category: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

let n = 0;
/** A product (or sandbox item) named `<prefix> <tag>`, priced in kopecks. */
export async function makeProduct(
  resource: 'products' | 'products-sandbox',
  fields: Record<string, unknown> & { name: string; category: number },
): Promise<Row> {
  const sku = `E2E-${Date.now().toString(36)}-${++n}`.toUpperCase();
  const res = await api('POST', `/${resource}`, {
    sku,
    price: 1000_00,
    quantity: 3,
    status: 'draft',
    availability: 'in_stock',
    ...fields,
  });
  if (res.status !== 201) throw new Error(`${resource}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
