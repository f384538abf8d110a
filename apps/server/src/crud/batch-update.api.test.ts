import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { auditCount, create, ownerToken, type Rec } from './test-kit.ts';

let t: TestApp;
let owner: string;
let category: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  category = (await create(t, owner, 'categories', { title: 'Ноутбуки для пакета' })).id;
});
afterAll(() => t.close());

type Body = { data: Rec[]; errors?: Record<string, string[]>; message?: string };
const update = (json: unknown, token = owner, resource = 'products') =>
  call<Body>(t.url, 'POST', `/api/${resource}/batch/update`, { token, json });
const show = async (id: number, resource = 'products') =>
  (await call<{ data: Rec }>(t.url, 'GET', `/api/${resource}/${id}`, { token: owner })).body.data;

let sku = 0;
const product = (json: Record<string, unknown> = {}, resource = 'products') =>
  create(t, owner, resource, {
    name: `Ноутбук ${++sku}`,
    sku: `BU-${sku}`,
    category,
    price: 10_000_00,
    quantity: 3,
    status: 'draft',
    availability: 'in_stock',
    ...json,
  });

describe('POST /api/{name}/batch/update', () => {
  it('saves every changed row in one go and answers the records as saved', async () => {
    const [a, b] = [await product(), await product()];
    const audits = await auditCount(t);
    const res = await update({
      rows: [
        { id: a.id, values: { price: 12_000_00, quantity: 7 } },
        { id: b.id, values: { availability: 'to_order', status: 'published', old_price: 15_000_00 } },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(await show(a.id)).toMatchObject({ price: 12_000_00, quantity: 7, name: a.name });
    const savedB = await show(b.id);
    expect(savedB).toMatchObject({ availability: 'to_order', status: 'published', old_price: 15_000_00 });
    expect(Date.parse(String(savedB.updated_at))).toBeGreaterThanOrEqual(Date.parse(String(b.updated_at)));
    // one audit entry per record, as its own update would have written
    expect(await auditCount(t)).toBe(audits + 2);
  });

  it('writes nothing when any row fails, and names each failing cell by its row', async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    const audits = await auditCount(t);
    const res = await update({
      rows: [
        { id: a.id, values: { price: 9_000_00 } },
        { id: b.id, values: { price: -5 } },
        { id: c.id, values: { availability: 'nowhere' } },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['rows.1.price', 'rows.2.availability']);
    expect((await show(a.id)).price).toBe(10_000_00);
    expect(await auditCount(t)).toBe(audits);
  });

  it('rolls back rows already saved when a later one fails in the database checks', async () => {
    const [a, b] = [await product(), await product()];
    const res = await update({
      rows: [
        { id: a.id, values: { quantity: 42 } },
        { id: 999_999, values: { quantity: 1 } },
        { id: b.id, values: { quantity: 43 } },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['rows.1.id']);
    expect((await show(a.id)).quantity).toBe(3);
    expect((await show(b.id)).quantity).toBe(3);
  });

  it('runs the resource hooks on each row: an old price must stay above the price', async () => {
    const a = await product({ old_price: 12_000_00 });
    const res = await update({ rows: [{ id: a.id, values: { price: 13_000_00 } }] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['rows.0.old_price']);
    expect((await show(a.id)).price).toBe(10_000_00);
  });

  it('accepts only the fields declared editable in the list', async () => {
    const a = await product();
    const res = await update({ rows: [{ id: a.id, values: { name: 'Інша назва', price: 1 } }] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['rows.0.name']);
    expect((await show(a.id)).name).toBe(a.name);
  });

  it('refuses a malformed, empty, repeated or oversized change set', async () => {
    const a = await product();
    for (const body of [{}, { rows: [] }, { rows: 'x' }, { rows: Array.from({ length: 501 }, () => ({})) }]) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['rows']);
    }
    const bad = await update({
      rows: [
        { id: 'x', values: { price: 1 } },
        { id: a.id, values: {} },
        { id: a.id, values: { price: 1 } },
        { id: a.id, values: { price: 2 } },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['rows.0.id', 'rows.1.values', 'rows.2.id', 'rows.3.id']);
  });

  it('works for the sandbox too, and only where a resource opted in', async () => {
    const s = await product({ source: 'Постачальник' }, 'products-sandbox');
    const res = await update({ rows: [{ id: s.id, values: { quantity: 9 } }] }, owner, 'products-sandbox');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await show(s.id, 'products-sandbox')).quantity).toBe(9);
    expect((await update({ rows: [{ id: 1, values: { title: 'x' } }] }, owner, 'news')).status).toBe(404);
  });

  it('needs the edit scope', async () => {
    const a = await product();
    const body = { rows: [{ id: a.id, values: { quantity: 5 } }] };
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    expect((await update(body, reader)).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/products/batch/update', { json: body })).status).toBe(401);
    const editor = await signIn(t.url, await createUser(t.app, { scopes: ['products.show', 'products.edit'] }));
    expect((await update(body, editor)).status).toBe(200);
    expect((await show(a.id)).quantity).toBe(5);
  });
});
