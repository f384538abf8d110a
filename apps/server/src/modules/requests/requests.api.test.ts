import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { clientsMaker, freshPhone } from '../reviews/test-helpers.ts';

let t: TestApp;
let owner: string;
let ownerId: number;
let make: ReturnType<typeof clientsMaker>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  make = clientsMaker(t, owner);
  const [row] = await queryRows<{ id: unknown }>(
    t.app.database.db,
    sql`select id from admin_users where email = ${t.app.owner.email}`,
  );
  ownerId = Number(row?.id);
});
afterAll(() => t.close());

const request = (json: Record<string, unknown> = {}) =>
  make.create('requests', { name: 'Андрій Мельник', phone: freshPhone(), message: 'Передзвоніть', ...json });

describe('requests: handling', () => {
  it('stamps handled_at and handled_by when a request leaves "new", once', async () => {
    const r = await request();
    expect(r).toMatchObject({ status: 'new', handled_at: null, handled_by: null });
    const noted = await make.put(`/api/requests/${r.id}`, { note: 'Не відповідає' });
    expect(noted.body.data.handled_at).toBeNull();
    const taken = await make.put(`/api/requests/${r.id}`, { status: 'in_progress' });
    expect(taken.body.data).toMatchObject({ status: 'in_progress', handled_by: ownerId });
    const at = taken.body.data.handled_at;
    expect(at).toEqual(expect.any(String));
    const done = await make.put(`/api/requests/${r.id}`, { status: 'done' });
    expect(done.body.data.handled_at).toBe(at);
  });

  it('stamps them from the list bulk status too', async () => {
    const editor = await createUser(t.app, { scopes: ['admin.requests.edit'] });
    const token = await signIn(t.url, editor);
    const a = await request();
    const b = await request();
    const res = await make.post('/api/requests/batch/status', { ids: [a.id, b.id], status: 'spam' }, token);
    expect(res.status).toBe(200);
    for (const r of [a, b]) {
      const row = (await make.get(`/api/requests/${r.id}`)).body.data;
      expect(row).toMatchObject({ status: 'spam', handled_by: editor.id });
      expect(row.handled_at).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/requests/{id}/order', () => {
  it('makes an order through the order rules and links it; a second call answers 409 with the link', async () => {
    const product = await make.product({ price: 123_400, quantity: 5 });
    const r = await request({ product_id: product.id });
    const res = await make.post<{ order_id: number }>(`/api/requests/${r.id}/order`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const orderId = res.body.data.order_id;
    const order = (await make.get(`/api/orders/${orderId}`)).body.data;
    expect(order).toMatchObject({ source: 'site', name: r.name, phone: r.phone, total: 123_400 });
    expect(order.number).toEqual(expect.any(Number));
    expect((order.items as Rec[])[0]).toMatchObject({ product_id: product.id, quantity: 1, price: 123_400 });
    const linked = (await make.get(`/api/requests/${r.id}`)).body.data;
    expect(linked).toMatchObject({ order_id: orderId, customer_id: order.customer_id, status: 'in_progress' });
    expect(linked.handled_at).toEqual(expect.any(String));

    const orders = await rowCount(t, 'orders');
    const again = await make.post(`/api/requests/${r.id}/order`, {});
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ order_id: orderId });
    expect(await rowCount(t, 'orders')).toBe(orders);
  });

  it('writes nothing when the order rules refuse it (a 422, not a 500)', async () => {
    const product = await make.product();
    const r = await request({ product_id: product.id });
    // a phone from before the format rule: the order's validation refuses it
    await t.app.database.db.execute(sql`update requests set phone = '12345' where id = ${r.id}`);
    const orders = await rowCount(t, 'orders');
    const res = await make.post(`/api/requests/${r.id}/order`, {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toContain('phone');
    expect(await rowCount(t, 'orders')).toBe(orders);
    expect((await make.get(`/api/requests/${r.id}`)).body.data).toMatchObject({ order_id: null, status: 'new' });
  });

  it('needs admin.requests.edit and orders.edit; a missing request is a 404', async () => {
    const product = await make.product();
    const r = await request({ product_id: product.id });
    const requestsOnly = await signIn(t.url, await createUser(t.app, { scopes: ['admin.requests.edit'] }));
    const ordersOnly = await signIn(t.url, await createUser(t.app, { scopes: ['orders.edit'] }));
    const both = await signIn(t.url, await createUser(t.app, { scopes: ['admin.requests.edit', 'orders.edit'] }));
    expect((await make.post(`/api/requests/${r.id}/order`, {}, requestsOnly)).status).toBe(403);
    expect((await make.post(`/api/requests/${r.id}/order`, {}, ordersOnly)).status).toBe(403);
    expect((await call(t.url, 'POST', `/api/requests/${r.id}/order`)).status).toBe(401);
    expect((await make.get(`/api/requests/${r.id}`)).body.data.order_id).toBeNull();
    expect((await make.post(`/api/requests/${r.id}/order`, {}, both)).status).toBe(201);
    expect((await make.post('/api/requests/99999999/order', {}, both)).status).toBe(404);
    expect((await make.post('/api/requests/abc/order', {}, both)).status).toBe(404);
  });
});
