import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { orderMaker } from './test-helpers.ts';

let t: TestApp;
let o: ReturnType<typeof orderMaker>;
beforeAll(async () => {
  t = await startTestApp();
  o = orderMaker(t, await ownerToken(t));
});
afterAll(() => t.close());

const day = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

describe('order totals', () => {
  it('captures title and price from the product, whatever the body says, and sums in kopecks', async () => {
    const a = await o.product({ price: 12_345 });
    const b = await o.product({ price: 999 });
    const order = await o.order(
      [
        [a, 3, 500],
        [b, 2],
      ],
      { delivery_cost: 7_000 },
    );
    expect(order.items).toMatchObject([
      { product_id: a.id, title: a.name, price: 12_345, quantity: 3, discount: 500 },
      { product_id: b.id, title: b.name, price: 999, quantity: 2, discount: 0 },
    ]);
    expect(order).toMatchObject({ items_total: 39_033, discount_total: 500, total: 45_533, monthly_payment: null });
    expect(typeof order.number).toBe('number');

    // a later price change leaves the order's rows alone, even when it is edited
    await o.put(`/api/products/${a.id}`, { price: 1 });
    const items = (order.items as { id: number; product_id: number; quantity: number }[]).map((i) => ({
      id: i.id,
      product_id: i.product_id,
      quantity: i.quantity + 1,
    }));
    const edited = await o.put(`/api/orders/${order.id}`, { items });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ items_total: 12_345 * 4 + 999 * 3, discount_total: 0 });
  });

  it('refuses a line discount above its line and an unknown product with a 422, not a 500', async () => {
    const a = await o.product({ price: 1_000 });
    const over = await o.post('/api/orders', o.body([[a, 2, 2_001]]));
    expect(over.status).toBe(422);
    expect(over.body.errors).toHaveProperty(['items.0.discount']);
    const missing = await o.post('/api/orders', o.body([[{ id: 987_654_321 }, 1]]));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty(['items.0.product_id']);
    const nul = await o.post('/api/orders', { ...o.body([[a, 1]]), name: 'Ol\u0000ena' });
    expect(nul.status).toBe(422);
    for (const body of [[], { items: 'x' }, { ...o.body([[a, 1]]), items: [{ product_id: 'x' }] }]) {
      expect((await o.post('/api/orders/preview', body)).status, JSON.stringify(body)).toBe(422);
    }
    const order = await o.order([[a, 1]]);
    expect((await o.post(`/api/orders/${order.id}/comments`, { text: 5 })).status).toBe(422);
    expect((await o.post(`/api/orders/${order.id}/comments`, { text: 'a'.repeat(2001) })).status).toBe(422);
    expect((await o.post('/api/orders/999999999/comments', { text: 'Так' })).status).toBe(404);
    expect((await o.post('/api/orders/preview', { ...o.body([[a, 1]]), id: 999_999_999 })).status).toBe(404);
  });

  it('rounds a percent promo half up once per line, in BigInt for huge lines', async () => {
    // 3 × 333 = 999 kopecks at 12.5 % = 124.875 → 125; 1 × 4 at 12.5 % = 0.5 → 1
    const a = await o.product({ price: 333 });
    const b = await o.product({ price: 4 });
    const promo = await o.promo({ discount_value: 12.5 });
    const order = await o.order(
      [
        [a, 3],
        [b, 1],
      ],
      { promo_code: promo.code },
    );
    expect(order).toMatchObject({ items_total: 1_003, discount_total: 126, total: 877 });

    // 10 000 × 99 999 999.99 ₴ at 33.33 %: the product passes 2^53
    const big = await o.product({ price: 9_999_999_999, quantity: 20_000 });
    const p33 = await o.promo({ discount_value: 33.33 });
    const huge = await o.post('/api/orders', o.body([[big, 10_000]], { promo_code: p33.code }));
    expect(huge.status, JSON.stringify(huge.body)).toBe(201);
    const gross = 99_999_999_990_000n;
    const discount = (gross * 3_333n + 5_000n) / 10_000n;
    expect(huge.body.data).toMatchObject({ items_total: Number(gross), discount_total: Number(discount) });
  });

  // 91 products made through the API: more than the default time on a busy machine
  it('refuses a total past 2^53 kopecks rather than rounding it', { timeout: 90_000 }, async () => {
    // 91 lines of 10 000 × 99 999 999.99 ₴, each of its own product: one product's lines are one
    const products = await Promise.all(
      Array.from({ length: 91 }, () => o.product({ price: 9_999_999_999, quantity: 20_000 })),
    );
    const over = await o.post('/api/orders/preview', o.body(products.map((p) => [p, 10_000])));
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ items: ['Сума замовлення завелика.'] });
  });
});

describe('promo code rules', () => {
  const refused = async (promo: Record<string, unknown>, message: RegExp, quantity = 1) => {
    const a = await o.product({ price: 10_000 });
    const res = await o.post('/api/orders', o.body([[a, quantity]], { promo_code: promo.code }));
    expect(res.status).toBe(422);
    expect(res.body.errors?.promo_code?.[0]).toMatch(message);
  };

  it('refuses unknown, expired, not started, inactive codes and a total below the minimum', async () => {
    await refused({ code: 'NOSUCHCODE' }, /немає/);
    await refused(await o.promo({ discount_value: 10, starts_at: at(-3), ends_at: at(-1) }), /минув/);
    await refused(await o.promo({ discount_value: 10, starts_at: at(1) }), /ще не діє/);
    await refused(await o.promo({ discount_value: 10, status: 'inactive' }), /вимкнено/);
    await refused(await o.promo({ discount_value: 10, min_order_amount: 20_001 }), /від 200,01/, 2);
  });

  it('counts uses in total and per customer, an edit of the order not counting its own', async () => {
    const a = await o.product({ price: 10_000 });
    const total = await o.promo({ discount_value: 10, usage_limit: 2 });
    await o.order([[a, 1]], { promo_code: total.code });
    const second = await o.order([[a, 1]], { promo_code: total.code });
    await refused(total, /максимальну кількість/);
    const edit = await o.put(`/api/orders/${second.id}`, { delivery_cost: 100 });
    expect(edit.status).toBe(200);

    const perCustomer = await o.promo({ discount_value: 10, usage_limit_per_customer: 1 });
    const first = await o.order([[a, 1]], { promo_code: perCustomer.code });
    const again = await o.post('/api/orders', o.body([[a, 1]], { promo_code: perCustomer.code, phone: first.phone }));
    expect(again.status).toBe(422);
    expect(again.body.errors?.promo_code?.[0]).toMatch(/клієнт/);
    const other = await o.post('/api/orders', o.body([[a, 1]], { promo_code: perCustomer.code }));
    expect(other.status).toBe(201);
  });

  it('caps the discount at the items: percent 100 and a fixed sum above the total', async () => {
    const a = await o.product({ price: 2_550 });
    const all = await o.promo({ discount_value: 100 });
    const free = await o.order([[a, 2, 100]], { promo_code: all.code, delivery_cost: 500 });
    expect(free).toMatchObject({ items_total: 5_100, discount_total: 5_100, total: 500 });
    const fixed = await o.promo({ discount_type: 'fixed', discount_value: 1_000 });
    const capped = await o.order([[a, 1]], { promo_code: fixed.code });
    expect(capped).toMatchObject({ items_total: 2_550, discount_total: 2_550, total: 0 });
    const small = await o.promo({ discount_type: 'fixed', discount_value: 10.5 });
    const part = await o.order([[a, 1]], { promo_code: String(small.code).toLowerCase() });
    expect(part).toMatchObject({ discount_total: 1_050, total: 1_500, promo_code: small.code });
  });
});
