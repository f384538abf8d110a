import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec, rowCount } from '../../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueMaker } from '../../products/test-helpers.ts';

let t: TestApp;
let token: string;
let product: Rec;
let category: Rec;

beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
  const make = catalogueMaker(t, token);
  category = await make.category();
  product = await make.product({ category: category.id, price: 10_000 });
});
afterAll(() => t.close());

type Answer = { data: Rec; errors?: Record<string, string[]> };
const post = (json: Record<string, unknown>, as = token) =>
  call<Answer>(t.url, 'POST', '/api/price-groups', { token: as, json });

describe('price groups', () => {
  it('keep their overrides, tiers and visibility lists in one record', async () => {
    const res = await post({
      name: 'Опт 2',
      discount: 12,
      min_order_amount: 500_000,
      category_overrides: [{ category: category.id, kind: 'percent', discount: 15 }],
      product_overrides: [{ product: product.id, kind: 'price', price: 8_000, ends_at: '2027-01-01T00:00:00+02:00' }],
      tiers: [{ min_quantity: 10, discount: 3 }],
      visible_categories: [category.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const shown = await call<Answer>(t.url, 'GET', `/api/price-groups/${res.body.data.id}`, { token });
    expect(shown.body.data).toMatchObject({
      name: 'Опт 2',
      discount: 12,
      min_order_amount: 500_000,
      category_overrides: [{ category: category.id, kind: 'percent', discount: 15, price: null }],
      product_overrides: [{ product: product.id, kind: 'price', price: 8_000, ends_at: '2026-12-31T22:00:00.000Z' }],
      tiers: [{ min_quantity: 10, discount: 3 }],
      visible_categories: [category.id],
      visible_brands: [],
    });
  });

  it('refuse a row without the value its kind reads, repeated tiers and dates that end before they start', async () => {
    const before = await rowCount(t, 'price_groups');
    const res = await post({
      name: 'Неповна',
      category_overrides: [{ category: category.id, kind: 'price', discount: 10 }],
      product_overrides: [
        { product: product.id, kind: 'percent' },
        {
          product: product.id,
          kind: 'price',
          price: 1,
          starts_at: '2026-05-01T00:00:00+03:00',
          ends_at: '2026-04-01T00:00:00+03:00',
        },
      ],
      tiers: [
        { min_quantity: 10, discount: 3 },
        { min_quantity: 10, discount: 5 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'category_overrides.0.price': ['Вкажіть фіксовану ціну.'],
      'product_overrides.0.discount': ['Вкажіть знижку у відсотках.'],
      'product_overrides.1.ends_at': ['Не раніше за дату початку.'],
      'tiers.1.min_quantity': ['Поріг з такою кількістю вже є.'],
    });
    expect(await rowCount(t, 'price_groups')).toBe(before);
    const over = await post({ name: 'Забагато', discount: 101 });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ discount: ['Не більше 100.'] });
  });

  it('are staff’s behind their own scopes: the dealer panel’s scope alone does not open them', async () => {
    const panel = await signIn(t.url, await createUser(t.app, { scopes: ['dealer.dashboard', 'dealer.manager_user'] }));
    expect((await call(t.url, 'GET', '/api/price-groups', { token: panel })).status).toBe(403);
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['dealer.price_groups.show'] }));
    expect((await call(t.url, 'GET', '/api/price-groups', { token: reader })).status).toBe(200);
    expect((await post({ name: 'Чужа' }, reader)).status).toBe(403);
  });

  it('answer the prices route’s bad input with field errors and a missing group with 404', async () => {
    const group = (await post({ name: 'Для цін', discount: 10 })).body.data;
    const url = (q: string) => `/api/price-groups/${group.id}/prices?${q}`;
    const bad = await call<Answer>(t.url, 'GET', url('products=1,x&quantity=0&at=вчора'), { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      products: ['Оберіть запис зі списку.'],
      quantity: ['Не менше 1.'],
      at: ['Некоректні дата й час.'],
    });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await call<Answer>(t.url, 'GET', url(`products=${many}`), { token })).body.errors).toEqual({
      products: ['Не більше 100 елементів.'],
    });
    const ok = await call<{ data: unknown[] }>(t.url, 'GET', url(`products=${product.id},999999`), { token });
    expect(ok.body.data).toEqual([{ product: product.id, retail: 10_000, price: 9_000, visible: true }]);
    const missing = await call(t.url, 'GET', `/api/price-groups/999999/prices?products=${product.id}`, { token });
    expect(missing.status).toBe(404);
  });

  it('show their dealers only the chosen categories’ subtrees and the chosen brands', async () => {
    const make = catalogueMaker(t, token);
    const chosen = await make.category();
    const below = await make.category({ parent: chosen.id });
    const apart = await make.category();
    const brand = await create(t, token, 'brands', { name: `Бренд ${Date.now()}` });
    const other = await create(t, token, 'brands', { name: `Інший ${Date.now()}` });
    const inside = await make.product({ category: below.id, brand: brand.id });
    const outside = await make.product({ category: apart.id, brand: brand.id });
    const foreign = await make.product({ category: below.id, brand: other.id });
    const group = (await post({ name: 'Вузька', visible_categories: [chosen.id], visible_brands: [brand.id] })).body
      .data;
    const open = (await post({ name: 'Широка' })).body.data;
    const seen = async (g: Rec) => {
      const ids = [inside, outside, foreign].map((p) => p.id).join(',');
      const res = await call<{ data: { product: number; visible: boolean }[] }>(
        t.url,
        'GET',
        `/api/price-groups/${g.id}/prices?products=${ids}`,
        { token },
      );
      return res.body.data.map((r) => r.visible);
    };
    expect(await seen(group)).toEqual([true, false, false]);
    expect(await seen(open)).toEqual([true, true, true]);
  });
});
