import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMaker } from '../modules/products/test-helpers.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { create, ownerToken, type Rec, recordStatements } from './test-kit.ts';

/** `fields=` on a list (issue 32): the answer holds what was asked, and the SQL reads only that. */

let t: TestApp;
let owner: string;
let product: Rec;

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const make = catalogueMaker(t, owner);
  const label = await create(t, owner, 'product-labels', { title: 'Хіт' });
  const category = await make.category();
  product = await make.product({
    name: 'Чайник',
    category: category.id,
    labels: [label.id],
    categories: [category.id],
    price: 123_400,
  });
});
afterAll(() => t.close());

type List = { data: Rec[]; meta: Record<string, unknown>; errors?: Record<string, string[]> };
const list = (path: string) => call<List>(t.url, 'GET', path, { token: owner });
const select = (statements: string[]) => statements.filter((s) => /from "products"/.test(s)).join('\n');

describe('GET /api/{name}?fields=', () => {
  it('answers field sets that share a long start, each of its own (PostgreSQL cuts statement names at 63 bytes)', async () => {
    await create(t, owner, 'promo-codes', { code: 'LONGNAMES', discount_type: 'percent', discount_value: 5 });
    const shared = 'code,discount_type,discount_value,min_order_amount';
    for (const fields of [`${shared},usage_limit`, `${shared},usage_limit,starts_at`, shared, `${shared},starts_at`]) {
      const res = await list(`/api/promo-codes?fields=${fields}`);
      expect(res.status, fields).toBe(200);
      expect(Object.keys(res.body.data[0] ?? {}).sort(), fields).toEqual(['id', ...fields.split(',')].sort());
    }
  });

  it('answers the fields asked for, with id and the title field, and reads no relation not asked for', async () => {
    let res: Awaited<ReturnType<typeof list>> | undefined;
    const sql = select(await recordStatements(t, async () => (res = await list('/api/products?fields=price,sku'))));
    expect(res?.status).toBe(200);
    const row = res?.body.data.find((r) => r.id === product.id);
    expect(row).toEqual({ id: product.id, name: 'Чайник', sku: product.sku, price: 123_400 });
    expect(sql).toContain('"price"');
    expect(sql).not.toContain('products_labels');
    expect(sql).not.toContain('products_categories');
    expect(sql).not.toContain('"short_description"');
  });

  it('runs a relation subquery only for a relation asked for, and pages on by a sort not asked for', async () => {
    let res: Awaited<ReturnType<typeof list>> | undefined;
    const path = '/api/products?fields=labels&sort=-price&per_page=10';
    const sql = select(await recordStatements(t, async () => (res = await list(path))));
    const row = res?.body.data.find((r) => r.id === product.id);
    expect(row).toEqual({ id: product.id, name: 'Чайник', labels: product.labels });
    expect(sql).toContain('products_labels');
    expect(sql).not.toContain('products_categories');
    expect(res?.body.meta.next_cursor ?? null).toBeNull();
  });

  it('answers every list field without fields, as before', async () => {
    const res = await list('/api/products?per_page=10');
    const row = res.body.data.find((r) => r.id === product.id);
    expect(row).toEqual(expect.objectContaining({ labels: product.labels, categories: product.categories }));
    expect(Object.keys(row ?? {})).toEqual(expect.arrayContaining(['sku', 'price', 'status', 'created_at']));
    expect(row).not.toHaveProperty('description');
  });

  it('refuses a field it does not know, naming it, and a heavy one no list reads', async () => {
    for (const [fields, names] of [
      ['name,colour', 'colour'],
      ['password_hash', 'password_hash'],
      ['description', 'description'],
    ]) {
      const res = await list(`/api/products?fields=${fields}`);
      expect(res.status, fields).toBe(422);
      expect(res.body.errors).toEqual({ fields: [`Цих полів у списку немає: ${names}.`] });
    }
  });

  it('documents fields in the list query of /api/docs', async () => {
    const res = await call<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>(
      t.url,
      'GET',
      '/api/docs/json',
      { token: owner },
    );
    const names = res.body.paths['/api/products']?.get?.parameters?.map((p) => p.name) ?? [];
    expect(names).toContain('fields');
  });
});
