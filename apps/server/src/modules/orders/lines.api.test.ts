import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { orderMessages } from './messages.ts';
import { orderMaker } from './test-helpers.ts';

let t: TestApp;
let token: string;
let o: ReturnType<typeof orderMaker>;
beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
  o = orderMaker(t, token);
});
afterAll(() => t.close());

type Line = { id: number; product_id: number; quantity: number; discount: number; price: number; title: string };
const linesOf = (order: Rec) => order.items as Line[];

describe("a closed order's lines are frozen whatever shape the request has", () => {
  it('keeps the captured prices of its lines re-sent without ids, in another order or with swapped ids', async () => {
    const a = await o.product({ price: 66_078_00 });
    const b = await o.product({ price: 1_000 });
    const done = await o.status({ is_final: true });
    const order = await o.order([
      [a, 1],
      [b, 2, 300],
    ]);
    const closed = await o.put(`/api/orders/${order.id}`, { status_id: done.id });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const frozen = closed.body.data;
    // the figures: 66 078 ₴ became 67 078 ₴ after a price change and a save without ids
    await o.put(`/api/products/${a.id}`, { price: 67_078_00 });
    await o.put(`/api/products/${b.id}`, { price: 2_000 });
    const [lineA, lineB] = linesOf(frozen) as [Line, Line];
    const shapes = [
      [
        { product_id: a.id, quantity: 1 },
        { product_id: b.id, quantity: 2, discount: 300 },
      ],
      [
        { product_id: b.id, quantity: 2, discount: 300 },
        { product_id: a.id, quantity: 1, discount: 0 },
      ],
      [
        { id: lineB.id, product_id: a.id, quantity: 1 },
        { id: lineA.id, product_id: b.id, quantity: 2, discount: 300 },
      ],
      // split over two lines, with the captured price named
      [
        { product_id: a.id, quantity: 1, price: lineA.price },
        { product_id: b.id, quantity: 1, discount: 100 },
        { product_id: b.id, quantity: 1, discount: 200 },
      ],
    ];
    for (const items of shapes) {
      const res = await o.put(`/api/orders/${order.id}`, { items, internal_note: 'Перевірено' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data, JSON.stringify(items)).toMatchObject({
        items_total: frozen.items_total,
        discount_total: frozen.discount_total,
        total: frozen.total,
      });
      expect(linesOf(res.body.data)).toEqual(linesOf(frozen));
    }
    expect(frozen.total).toBe(66_078_00 + 2_000 - 300);
  });

  it('refuses a real change sent without ids with the 422 on items, and writes nothing', async () => {
    const a = await o.product({ price: 5_000 });
    const b = await o.product({ price: 700 });
    const done = await o.status({ is_final: true });
    const order = await o.order([[a, 2]]);
    expect((await o.put(`/api/orders/${order.id}`, { status_id: done.id })).status).toBe(200);
    const before = (await o.get(`/api/orders/${order.id}`)).body.data;
    const refused = { items: [orderMessages.finalMoney] };
    for (const items of [
      [{ product_id: a.id, quantity: 3 }],
      [{ product_id: a.id, quantity: 2, discount: 100 }],
      [{ product_id: a.id, quantity: 2, price: 1 }],
      [{ product_id: b.id, quantity: 2 }],
      [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ],
    ]) {
      const res = await o.put(`/api/orders/${order.id}`, { items, internal_note: 'Змінено' });
      expect([res.status, res.body.errors], JSON.stringify(items)).toEqual([422, refused]);
    }
    expect((await o.get(`/api/orders/${order.id}`)).body.data).toEqual(before);
  });
});

describe('a product on several lines is one line, its cap on the sum', () => {
  it('merges repeated products on create, update and preview, quantities and discounts summed', async () => {
    const a = await o.product({ price: 100 });
    const b = await o.product({ price: 10 });
    const order = await o.order([
      [a, 2_000, 50],
      [b, 1],
      [a, 3_000, 25],
    ]);
    expect(linesOf(order).map((l) => [l.product_id, l.quantity, l.discount])).toEqual([
      [a.id, 5_000, 75],
      [b.id, 1, 0],
    ]);
    expect(order).toMatchObject({ items_total: 500_010, discount_total: 75 });

    const [lineA] = linesOf(order) as [Line];
    const items = [
      { id: lineA.id, product_id: a.id, quantity: 10 },
      { product_id: a.id, quantity: 5 },
    ];
    const updated = await o.put(`/api/orders/${order.id}`, { items });
    expect(linesOf(updated.body.data).map((l) => [l.id, l.quantity])).toEqual([[lineA.id, 15]]);

    const preview = await o.post('/api/orders/preview', { id: order.id, items });
    expect(preview.body.data).toMatchObject({ items: [{ product_id: a.id, quantity: 15 }], items_total: 1_500 });
  });

  it('refuses 50 000 units of a product over five lines with a 422 on the first line, writing nothing', async () => {
    const a = await o.product({ price: 100, quantity: 100_000 });
    const before = await rowCount(t, 'orders');
    const lines: [Rec, number][] = Array.from({ length: 5 }, () => [a, 10_000]);
    const res = await o.post('/api/orders', o.body(lines));
    expect([res.status, res.body.errors]).toEqual([
      422,
      { 'items.0.quantity': ['Товар повторюється в кількох рядках: разом — не більше 10\u00a0000 шт.'] },
    ]);
    const split = await o.post(
      '/api/orders',
      o.body([
        [a, 1],
        [await o.product(), 1],
        [a, 10_000],
      ]),
    );
    expect(split.body.errors).toEqual({ 'items.0.quantity': [orderMessages.productOverCap('10\u00a0000')] });
    const preview = await o.post('/api/orders/preview', o.body(lines));
    expect(preview.status).toBe(422);
    expect(await rowCount(t, 'orders')).toBe(before);
    // the most a line may hold still passes when it is said on two lines
    const most = await o.post(
      '/api/orders',
      o.body([
        [a, 4_000],
        [a, 6_000],
      ]),
    );
    expect(linesOf(most.body.data).map((l) => l.quantity)).toEqual([10_000]);
  });
});

describe('integers sent as text are digits only', () => {
  it('refuses "1e1", "10.0", " 10" and "0x10" as an order line quantity in a multipart body', async () => {
    const a = await o.product({ price: 100 });
    const before = await rowCount(t, 'orders');
    const form = (quantity: string) => {
      const f = new FormData();
      f.set('name', 'Олена Коваль');
      f.set('phone', '+380671234567');
      f.set('items[0][product_id]', String(a.id));
      f.set('items[0][quantity]', quantity);
      return f;
    };
    for (const [quantity, message] of [
      ['1e1', 'Має бути числом.'],
      ['0x10', 'Має бути числом.'],
      [' 10', 'Має бути числом.'],
      ['10 ', 'Має бути числом.'],
      ['+10', 'Має бути числом.'],
      ['10.0', 'Має бути цілим числом.'],
      ['10,5', 'Має бути цілим числом.'],
    ] as const) {
      const res = await call<{ errors?: Record<string, string[]> }>(t.url, 'POST', '/api/orders', {
        token,
        form: form(quantity),
      });
      expect([res.status, res.body.errors], quantity).toEqual([422, { 'items.0.quantity': [message] }]);
    }
    expect(await rowCount(t, 'orders')).toBe(before);
    const ok = await call<{ data: Rec }>(t.url, 'POST', '/api/orders', { token, form: form('10') });
    expect(linesOf(ok.body.data)[0]?.quantity).toBe(10);
  });
});
