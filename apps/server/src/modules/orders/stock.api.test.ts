import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../crud/test-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { orderMaker } from './test-helpers.ts';

let t: TestApp;
let o: ReturnType<typeof orderMaker>;
let fresh: Rec;
let confirmed: Rec;
let shipped: Rec;
let cancelled: Rec;
let done: Rec;
beforeAll(async () => {
  t = await startTestApp();
  o = orderMaker(t, await ownerToken(t));
  fresh = await o.status();
  confirmed = await o.status();
  shipped = await o.status();
  cancelled = await o.status({ is_final: true });
  done = await o.status({ is_final: true });
  const settings = await o.put('/api/orders/settings', {
    new_status_id: fresh.id,
    reserve_status_ids: [fresh.id, confirmed.id],
    release_status_ids: [cancelled.id],
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(() => t.close());

describe('stock', () => {
  it('50 parallel orders for the last 3 units: exactly 3 succeed, the rest 422, never below zero', async () => {
    const product = await o.product({ quantity: 3 });
    const results = await Promise.all(Array.from({ length: 50 }, () => o.post('/api/orders', o.body([[product, 1]]))));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(47);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.body.errors).toEqual({ 'items.0.quantity': ['Недостатньо на складі: залишилось 0'] });
    expect(await o.quantity(product.id)).toBe(0);
  });

  it('an order takes stock, edits move the difference, a releasing status returns it', async () => {
    const a = await o.product({ quantity: 10 });
    const b = await o.product({ quantity: 5 });
    const order = await o.order([
      [a, 4],
      [b, 5],
    ]);
    expect(order.status_id).toBe(fresh.id);
    expect([await o.quantity(a.id), await o.quantity(b.id)]).toEqual([6, 0]);
    const rows = order.items as { id: number; product_id: number }[];
    const more = await o.put(`/api/orders/${order.id}`, {
      items: [
        { id: rows[0]?.id, product_id: a.id, quantity: 7 },
        { id: rows[1]?.id, product_id: b.id, quantity: 6 },
      ],
    });
    expect(more.status).toBe(422);
    expect(more.body.errors).toEqual({ 'items.1.quantity': ['Недостатньо на складі: залишилось 5'] });
    const fewer = await o.put(`/api/orders/${order.id}`, {
      items: [{ id: rows[0]?.id, product_id: a.id, quantity: 7 }],
    });
    expect(fewer.status).toBe(200);
    expect([await o.quantity(a.id), await o.quantity(b.id)]).toEqual([3, 5]);
    // a status neither reserving nor releasing keeps what the order holds
    expect((await o.put(`/api/orders/${order.id}`, { status_id: shipped.id })).status).toBe(200);
    expect(await o.quantity(a.id)).toBe(3);
    expect((await o.put(`/api/orders/${order.id}`, { status_id: cancelled.id })).status).toBe(200);
    expect(await o.quantity(a.id)).toBe(10);
  });

  // a bug fixed: the order's row lock waited, but its items were read as they were before the
  // other edit committed, and stock moved by a stale difference (stock + held drifted by 5 in a round)
  it("parallel edits of one order's items move stock one after another: stock and what it holds add up", async () => {
    const a = await o.product({ quantity: 100 });
    const order = await o.order([[a, 1]]);
    for (let round = 0; round < 3; round += 1) {
      const edits = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          o.put(`/api/orders/${order.id}`, { items: [{ product_id: a.id, quantity: 1 + (i % 2) }] }),
        ),
      );
      expect(edits.map((r) => r.status)).toEqual(Array(10).fill(200));
      const held = (await o.get(`/api/orders/${order.id}`)).body.data.items as { quantity: number }[];
      expect(held).toHaveLength(1);
      expect((await o.quantity(a.id)) + (held[0]?.quantity ?? 0), `round ${round}`).toBe(100);
    }
  });

  it('an order made in a status that does not reserve takes nothing until it moves to one', async () => {
    const a = await o.product({ quantity: 2 });
    const order = await o.order([[a, 2]], { status_id: shipped.id });
    expect(await o.quantity(a.id)).toBe(2);
    await o.put(`/api/products/${a.id}`, { quantity: 1 });
    const short = await o.put(`/api/orders/${order.id}`, { status_id: confirmed.id });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ 'items.0.quantity': ['Недостатньо на складі: залишилось 1'] });
    expect(await o.quantity(a.id)).toBe(1);
  });
});

describe('statuses', () => {
  it('a final status is final, and every change is on the timeline with who and when', async () => {
    const a = await o.product();
    const order = await o.order([[a, 1]]);
    expect((await o.put(`/api/orders/${order.id}`, { status_id: confirmed.id })).status).toBe(200);
    expect((await o.put(`/api/orders/${order.id}`, { status_id: done.id })).status).toBe(200);
    const leave = await o.put(`/api/orders/${order.id}`, { status_id: fresh.id });
    expect(leave.status).toBe(422);
    expect(leave.body.errors?.status_id?.[0]).toMatch(/остаточному/);
    const other = await o.put(`/api/orders/${order.id}`, { status_id: cancelled.id });
    expect(other.status).toBe(422);
    // a bug fixed: a closed order's items and sums could still change (its revenue with them)
    const closed = 'Замовлення в остаточному статусі: його склад і суми вже не змінити.';
    const item = (order.items as Rec[])[0] as Rec;
    for (const change of [
      { items: [{ id: item.id, product_id: a.id, quantity: 3 }] },
      { delivery_cost: 5_000 },
      { payment_method: 'card' },
    ]) {
      const refused = await o.put(`/api/orders/${order.id}`, change);
      expect([refused.status, refused.body.errors], JSON.stringify(change)).toEqual([
        422,
        Object.fromEntries(Object.keys(change).map((k) => [k, [closed]])),
      ]);
    }
    // the same figures sent again (a form saved whole) and other fields still pass
    const same = { items: [{ id: item.id, product_id: a.id, quantity: 1 }], delivery_cost: order.delivery_cost };
    expect((await o.put(`/api/orders/${order.id}`, { ...same, internal_note: 'Оплачено' })).status).toBe(200);

    const comment = await o.post(`/api/orders/${order.id}/comments`, { text: '  Передзвонити  ' });
    expect(comment.status).toBe(201);
    expect(comment.body.data).toMatchObject({
      kind: 'comment',
      text: 'Передзвонити',
      user: { name: expect.any(String) },
    });
    expect((await o.post(`/api/orders/${order.id}/comments`, { text: ' ' })).status).toBe(422);

    const timeline = await o.get<Rec[]>(`/api/orders/${order.id}/timeline`);
    expect(timeline.status).toBe(200);
    const entries = timeline.body.data;
    expect(entries.map((e) => e.kind)).toEqual(['created', 'status', 'status', 'edit', 'comment']);
    expect(entries[0]).toMatchObject({ status: { id: fresh.id, title: fresh.title, color: fresh.color } });
    expect(entries[1]).toMatchObject({ from_status: { id: fresh.id }, status: { id: confirmed.id } });
    expect(entries[2]).toMatchObject({ from_status: { id: confirmed.id }, status: { id: done.id } });
    expect(entries[3]).toMatchObject({ changes: { internal_note: { before: null, after: 'Оплачено' } } });
    for (const e of entries) expect(e.user).toMatchObject({ id: expect.any(Number) });
    expect((await o.get(`/api/orders/999999/timeline`)).status).toBe(404);
  });
});
