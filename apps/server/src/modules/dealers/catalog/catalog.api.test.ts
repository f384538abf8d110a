import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueMaker } from '../../products/test-helpers.ts';
import { createDealer, insertDealerPerson, insertWorkspace } from '../test-helpers.ts';

/**
 * The dealer catalogue (issue 29) through HTTP: what a workspace's group sees, at its prices, with
 * its filters and sorts; another company's workspace is a 404 like a missing one.
 */
let t: TestApp;
let owner: string;
let dealer: string;
let other: string;
let space = 0;
let foreignSpace = 0;
const p = {} as Record<'cheap' | 'dear' | 'none' | 'draft' | 'gone' | 'unseen', Rec>;
const cat = {} as Record<'root' | 'leaf' | 'hidden', Rec>;

interface Item {
  id: number;
  sku: string;
  price: number;
  retail: number;
  availability: string;
  stock: number | null;
  tiers: { min_quantity: number; price: number }[];
}
type Page = { data: Item[]; meta: { total: number } };

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const make = catalogueMaker(t, owner);
  cat.root = await make.category();
  cat.leaf = await make.category({ parent: cat.root.id });
  cat.hidden = await make.category();
  const brand = await create(t, owner, 'brands', { name: `Бренд ${Date.now()}` });
  const published = { status: 'published' };
  p.cheap = await make.product({ ...published, category: cat.leaf.id, price: 10_000, quantity: 3, brand: brand.id });
  p.dear = await make.product({ ...published, category: cat.root.id, price: 50_000, quantity: 40 });
  p.none = await make.product({ ...published, category: cat.root.id, price: 20_000, quantity: 0 });
  p.draft = await make.product({ category: cat.root.id, price: 30_000, quantity: 10 });
  p.gone = await make.product({ ...published, category: cat.root.id, price: 30_000, availability: 'discontinued' });
  p.unseen = await make.product({ ...published, category: cat.hidden.id, price: 30_000, quantity: 10 });
  const group = await create(t, owner, 'price-groups', {
    name: `Опт ${Date.now()}`,
    discount: 10,
    visible_categories: [cat.root.id],
    tiers: [{ min_quantity: 10, discount: 5 }],
  });
  const staff = await createUser(t.app, { scopes: [] });
  const approve = (id: number) =>
    call(t.url, 'POST', '/api/dealers-users/moderation/approve', {
      token: owner,
      json: { ids: [id], price_group_id: group.id, manager_id: staff.id },
    });
  const company = await createDealer(t, owner);
  const foreign = await createDealer(t, owner);
  space = await insertWorkspace(t, company.id);
  foreignSpace = await insertWorkspace(t, foreign.id);
  const person = await insertDealerPerson(t, company.id);
  const stranger = await insertDealerPerson(t, foreign.id);
  await approve(company.id);
  await approve(foreign.id);
  await call(t.url, 'PUT', `/api/dealers/workspaces/${space}/price_group`, {
    token: owner,
    json: { price_group_id: group.id },
  });
  dealer = await signIn(t.url, person);
  other = await signIn(t.url, stranger);
});
afterAll(() => t.close());

const page = (query: string, token = dealer) => call<Page>(t.url, 'GET', `/api/dealers/catalog?${query}`, { token });
const ids = (res: { body: Page }) => res.body.data.map((i) => i.id);

describe('the dealer catalogue', () => {
  it('lists what the group sees, published and not discontinued, at the dealer’s price beside retail', async () => {
    const res = await page(`workspace=${space}&sort=price`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([p.cheap.id, p.none.id, p.dear.id]);
    expect(res.body.meta.total).toBe(3);
    const cheap = res.body.data[0];
    expect(cheap).toMatchObject({ retail: 10_000, price: 9_000, availability: 'few', stock: null });
    // from 10 pieces a further 5 %: 9 000 × 0.95
    expect(cheap?.tiers).toEqual([{ min_quantity: 10, price: 8_550 }]);
    expect(res.body.data.map((i) => i.availability)).toEqual(['few', 'to_order', 'in_stock']);
  });

  it('filters by category subtree, brand, stock, the dealer’s price range and a search by SKU', async () => {
    expect(ids(await page(`workspace=${space}&filter[category]=${cat.leaf.id}`))).toEqual([p.cheap.id]);
    expect(ids(await page(`workspace=${space}&filter[brand]=${p.cheap.brand}`))).toEqual([p.cheap.id]);
    expect(ids(await page(`workspace=${space}&filter[in_stock]=1&sort=-price`))).toEqual([p.dear.id, p.cheap.id]);
    // the dealer's prices are 9 000, 18 000 and 45 000: retail 20 000 is inside only at the dealer's price
    expect(ids(await page(`workspace=${space}&filter[price_min]=9001&filter[price_max]=18000`))).toEqual([p.none.id]);
    expect(ids(await page(`workspace=${space}&search=${String(p.dear.sku).toLowerCase()}`))).toEqual([p.dear.id]);
    const paged = await page(`workspace=${space}&sort=price&per_page=2&page=2`);
    expect(ids(paged)).toEqual([p.dear.id]);
    expect(paged.body.meta.total).toBe(3);
  });

  it('answers another company’s workspace exactly as a missing one, and bad input with a field error', async () => {
    const foreign = await page(`workspace=${foreignSpace}`);
    const missing = await page('workspace=999999999');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    // the same page's statement, compiled once for its shape, is filled with each caller's own id
    expect((await page(`workspace=${space}`)).status).toBe(200);
    expect((await page(`workspace=${space}`, other)).status).toBe(404);
    const bad = await page(`workspace=${space}&sort=price;drop&filter[price_min]=abc&per_page=1000`);
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as unknown as { errors: object }).errors).sort()).toEqual([
      'per_page',
      'price_min',
      'sort',
    ]);
    expect((await page('')).status).toBe(422);
  });

  it('shows the exact stock only when the dealer orders’ settings allow it', async () => {
    const saved = await call(t.url, 'PUT', '/api/dealers/orders/settings', {
      token: owner,
      json: { exact_stock: true },
    });
    expect(saved.status).toBe(200);
    const res = await page(`workspace=${space}&sort=price`);
    expect(res.body.data.map((i) => i.stock)).toEqual([3, 0, 40]);
  });

  it('offers the filters only the categories and brands the group sees, with the ones above a seen category', async () => {
    const res = await call<{ data: { categories: { id: number; parent: number | null }[]; brands: { id: number }[] } }>(
      t.url,
      'GET',
      `/api/dealers/catalog/facets?workspace=${space}`,
      { token: dealer },
    );
    expect(res.status).toBe(200);
    const shown = res.body.data.categories.map((c) => c.id);
    expect(shown).toEqual(expect.arrayContaining([cat.root.id, cat.leaf.id]));
    expect(shown).not.toContain(cat.hidden.id);
    expect(res.body.data.categories.find((c) => c.id === cat.leaf.id)?.parent).toBe(cat.root.id);
    expect(res.body.data.brands.map((b) => b.id)).toContain(p.cheap.brand);
    const facets = (query: string, token = dealer) =>
      call(t.url, 'GET', `/api/dealers/catalog/facets?${query}`, { token });
    expect((await facets(`workspace=${space}`, other)).status).toBe(404);
    expect((await facets(`workspace=${foreignSpace}`)).status).toBe(404);
    expect((await facets('workspace=abc')).status).toBe(422);
  });
});
