import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueMaker } from '../../products/test-helpers.ts';

/**
 * The table of cases of `dealer_price` (migration 0012), asked through the staff route that reads
 * it. A tree root › middle › leaf and a category apart; every expected figure is worked out by hand
 * in kopecks beside its case.
 */

let t: TestApp;
let token: string;
const p: Record<string, Rec> = {};
const g: Record<string, Rec> = {};

// moments in the shop's zone (Kyiv, +02:00 in winter, +03:00 in summer)
const summer = '2026-06-01T12:00:00+03:00';
const newYear = '2026-01-01T00:00:00+02:00';
const justBefore = '2025-12-31T23:59:59+02:00';
const spring = '2027-03-15T12:00:00+02:00';
const springStart = '2027-03-01T00:00:00+02:00';

beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
  const make = catalogueMaker(t, token);
  const root = await make.category();
  const middle = await make.category({ parent: root.id });
  const leaf = await make.category({ parent: middle.id });
  const apart = await make.category();
  p.leaf = await make.product({ category: leaf.id, price: 10_000 });
  p.leafOdd = await make.product({ category: leaf.id, price: 12_345 });
  p.middle = await make.product({ category: middle.id, price: 20_000 });
  p.root = await make.product({ category: root.id, price: 1_001 });
  p.apart = await make.product({ category: apart.id, price: 9_999 });

  const group = (json: Record<string, unknown>) => create(t, token, 'price-groups', json);
  g.wholesale = await group({
    name: 'Опт 1',
    discount: 12,
    category_overrides: [
      { category: root.id, kind: 'percent', discount: 20 },
      { category: middle.id, kind: 'percent', discount: 15 },
    ],
    product_overrides: [{ product: p.leafOdd.id, kind: 'price', price: 9_000 }],
    tiers: [
      { min_quantity: 50, discount: 5 },
      { min_quantity: 10, discount: 3 },
    ],
  });
  g.seasonal = await group({
    name: 'Сезонний',
    discount: 10,
    category_overrides: [
      // expired at the new year, and the middle one not valid until spring
      { category: leaf.id, kind: 'price', price: 6_000, ends_at: newYear },
      { category: middle.id, kind: 'percent', discount: 30, starts_at: springStart },
    ],
    product_overrides: [
      { product: p.leaf.id, kind: 'percent', discount: 50 },
      { product: p.leaf.id, kind: 'price', price: 7_500 },
      { product: p.leaf.id, kind: 'price', price: 7_000 },
    ],
    tiers: [{ min_quantity: 10, discount: 3 }],
  });
  g.inactive = await group({ name: 'Вимкнена', discount: 40, status: 'inactive' });
  g.spring = await group({ name: 'Весняний прайс', discount: 25, starts_at: springStart });
  g.ended = await group({ name: 'Минулий прайс', discount: 25, ends_at: newYear });
});
afterAll(() => t.close());

async function priceOf(group: Rec, product: Rec, quantity: number, at: string): Promise<number | undefined> {
  const query = `products=${product.id}&quantity=${quantity}&at=${encodeURIComponent(at)}`;
  const res = await call<{ data: { product: number; price: number }[] }>(
    t.url,
    'GET',
    `/api/price-groups/${group.id}/prices?${query}`,
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0]?.price;
}

type Case = [what: string, group: string, product: string, quantity: number, at: string, kopecks: number];

const cases: Case[] = [
  // 9 999 × 0.88 = 8 799.12
  ['the group’s base discount where nothing nearer applies', 'wholesale', 'apart', 1, summer, 8_799],
  // 1 001 × 0.80 = 800.8
  ['a category override on the product’s own category', 'wholesale', 'root', 1, summer, 801],
  ['the nearer of two category overrides (middle, not root)', 'wholesale', 'middle', 1, summer, 17_000],
  ['an ancestor’s override reaches its whole subtree, the nearest one winning', 'wholesale', 'leaf', 1, summer, 8_500],
  ['a product override over its category’s', 'wholesale', 'leafOdd', 1, summer, 9_000],
  ['below the first tier, no further discount', 'wholesale', 'leaf', 9, summer, 8_500],
  ['from 10 pieces the first tier: 8 500 × 0.97', 'wholesale', 'leaf', 10, summer, 8_245],
  ['49 pieces still the first tier', 'wholesale', 'leaf', 49, summer, 8_245],
  ['from 50 pieces the larger tier only: 8 500 × 0.95', 'wholesale', 'leaf', 50, summer, 8_075],
  ['a tier takes its percent off a fixed price too: 9 000 × 0.95', 'wholesale', 'leafOdd', 50, summer, 8_550],
  ['a fixed price over a cheaper percent; of two fixed, the lower', 'seasonal', 'leaf', 1, summer, 7_000],
  // 12 345 × 0.90 = 11 110.5: half up
  ['expired and not yet valid overrides are ignored; rounding half up', 'seasonal', 'leafOdd', 1, summer, 11_111],
  ['an override before its end date applies (the leaf’s fixed price)', 'seasonal', 'leafOdd', 1, justBefore, 6_000],
  ['an override’s end is exclusive: at that very moment it is over', 'seasonal', 'leafOdd', 1, newYear, 11_111],
  // 12 345 × 0.70 = 8 641.5
  ['an override from its start date on', 'seasonal', 'leafOdd', 1, spring, 8_642],
  ['an override’s start is inclusive', 'seasonal', 'leafOdd', 1, springStart, 8_642],
  // 12 345 × 0.90 × 0.97 = 10 777.185; rounding twice would give 10 778
  ['discount and tier are multiplied exactly and rounded once', 'seasonal', 'leafOdd', 10, summer, 10_777],
  ['an inactive group gives the retail price', 'inactive', 'leaf', 100, summer, 10_000],
  ['a group before its start gives the retail price', 'spring', 'leaf', 1, summer, 10_000],
  ['a group from its start on', 'spring', 'leaf', 1, spring, 7_500],
  ['a group after its end gives the retail price', 'ended', 'leaf', 1, summer, 10_000],
  ['a group before its end', 'ended', 'leaf', 1, justBefore, 7_500],
];

describe('dealer_price', () => {
  it.each(cases)('%s', async (_what, group, product, quantity, at, kopecks) => {
    expect(await priceOf(g[group] as Rec, p[product] as Rec, quantity, at)).toBe(kopecks);
  });

  it('follows a change of the group for later moments, and reads the clock only through its `at`', async () => {
    const res = await call(t.url, 'PUT', `/api/price-groups/${g.spring?.id}`, { token, json: { discount: 50 } });
    expect(res.status).toBe(200);
    expect(await priceOf(g.spring as Rec, p.leaf as Rec, 1, spring)).toBe(5_000);
    expect(await priceOf(g.spring as Rec, p.leaf as Rec, 1, summer)).toBe(10_000);
  });
});
