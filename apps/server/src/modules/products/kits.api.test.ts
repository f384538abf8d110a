import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../crud/test-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { itemLine } from './kit-totals.ts';
import { catalogueMaker } from './test-helpers.ts';

let t: TestApp;
let make: ReturnType<typeof catalogueMaker>;
let phone: Rec;
let case_: Rec;
let charger: Rec;
beforeAll(async () => {
  t = await startTestApp();
  make = catalogueMaker(t, await ownerToken(t));
  const category = await make.category();
  phone = await make.product({ category: category.id, price: 1_999_900 });
  case_ = await make.product({ category: category.id, price: 49_999 });
  charger = await make.product({ category: category.id, price: 79_900 });
});
afterAll(() => t.close());

const kit = (items: unknown[], extra: Record<string, unknown> = {}) =>
  make.post<Rec>('/api/product-kits', { title: 'Комплект', product: phone.id, items, ...extra });

describe('kit totals', () => {
  it('adds the product and the items at full price and with their discounts, rounding each line half up', async () => {
    const res = await kit([
      { product: case_.id, quantity: 3, discount_type: 'percent', discount: 12.5 },
      { product: charger.id, quantity: 2, discount_type: 'price', price: 59_900 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // case: 49 999 × 3 = 149 997, less 12.5% = 131 247.375 → 131 247; charger: 59 900 × 2
    expect(res.body.data).toMatchObject({
      full_total: 1_999_900 + 149_997 + 159_800,
      total: 1_999_900 + 131_247 + 119_800,
    });
    expect(itemLine(1, { product: 1, quantity: 1, discount_type: 'percent', discount: 50 })).toBe(1);
    expect(itemLine(100_000_000_00, { product: 1, quantity: 100, discount_type: 'percent', discount: 0.01 })).toBe(
      999_900_000_000,
    );
  });

  it('recomputes on every save from the current prices, and ignores totals sent by the client', async () => {
    const made = (await kit([{ product: case_.id, quantity: 1, discount_type: 'percent', discount: 10 }])).body.data;
    await make.put(`/api/products/${case_.id}`, { price: 60_000 });
    const res = await make.put<Rec>(`/api/product-kits/${made.id}`, { title: 'Комплект зі знижкою' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_total: 1_999_900 + 60_000, total: 1_999_900 + 54_000 });
    const sent = await make.put(`/api/product-kits/${made.id}`, { total: 1 });
    expect(sent.status).toBe(422);
  });

  it('refuses a percent item without a discount, a price item without a price and the kit’s own product', async () => {
    const res = await kit([
      { product: case_.id, quantity: 1, discount_type: 'percent' },
      { product: charger.id, quantity: 1, discount_type: 'price' },
      { product: phone.id, quantity: 1, discount_type: 'percent', discount: 5 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'items.0.discount': ['Вкажіть знижку у відсотках.'],
      'items.1.price': ['Вкажіть ціну товару в комплекті.'],
      'items.2.product': ['Товар комплекту не може бути його ж позицією.'],
    });
  });
});
