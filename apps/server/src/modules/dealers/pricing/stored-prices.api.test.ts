import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec, recordStatements } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueMaker } from '../../products/test-helpers.ts';
import { orderable, tiersSql } from '../catalog/query.ts';
import { createDealer, insertDealerPerson, insertWorkspace } from '../test-helpers.ts';
import { settled, countsOff as storedCountsOff, mismatches as storedMismatches } from './stored-prices-checks.ts';

/**
 * The stored dealer prices (migration 0024, stored-prices.md) against the price function and the
 * visibility rules they stand for, after every kind of change made through the API: a product's
 * price, category, status and brand, a new and a removed product, a product override, the group's
 * discount, its tiers, a visibility list, a moved category, a dated rule turning, a
 * removed group. After each: the stored rows are exactly what `dealer_price` and `orderable` say
 * (no row missing, none extra, no price off), the stored counts match, and the catalogue answers
 * the function's prices in the function's order.
 */
let t: TestApp;
let owner: string;
let dealer: string;
let space = 0;
let group: Rec;
const cat = {} as Record<'root' | 'middle' | 'leaf' | 'apart', Rec>;
const p = {} as Record<'a' | 'b' | 'c' | 'd', Rec>;
const db = () => t.app.database.db;
const mismatches = () => storedMismatches(db());
const countsOff = () => storedCountsOff(db());
const settle = () => settled(db());

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const make = catalogueMaker(t, owner);
  cat.root = await make.category();
  cat.middle = await make.category({ parent: cat.root.id });
  cat.leaf = await make.category({ parent: cat.middle.id });
  cat.apart = await make.category();
  const published = { status: 'published', quantity: 5 };
  p.a = await make.product({ ...published, category: cat.leaf.id, price: 10_000 });
  p.b = await make.product({ ...published, category: cat.middle.id, price: 12_345 });
  p.c = await make.product({ ...published, category: cat.root.id, price: 7_777 });
  p.d = await make.product({ ...published, category: cat.apart.id, price: 20_000 });
  group = await create(t, owner, 'price-groups', {
    name: `Збережені ${Date.now()}`,
    discount: 10,
    category_overrides: [{ category: cat.middle.id, kind: 'percent', discount: 15 }],
    tiers: [{ min_quantity: 10, discount: 5 }],
  });
  const staff = await createUser(t.app, { scopes: [] });
  const company = await createDealer(t, owner);
  space = await insertWorkspace(t, company.id);
  const person = await insertDealerPerson(t, company.id);
  await call(t.url, 'POST', '/api/dealers-users/moderation/approve', {
    token: owner,
    json: { ids: [company.id], price_group_id: group.id, manager_id: staff.id },
  });
  await call(t.url, 'PUT', `/api/dealers/workspaces/${space}/price_group`, {
    token: owner,
    json: { price_group_id: group.id },
  });
  dealer = await signIn(t.url, person);
});
afterAll(() => t.close());

interface Item {
  id: number;
  price: number;
  tiers: { min_quantity: number; price: number }[];
}

/** The catalogue's first 100 prices and their order beside the function's, for a category (or all) by price. */
async function expectCatalogueExact(category: number | null = null): Promise<void> {
  const filter = category === null ? '' : `&filter[category]=${category}`;
  const res = await call<{ data: Item[]; meta: { total: number } }>(
    t.url,
    'GET',
    `/api/dealers/catalog?workspace=${space}&sort=price&per_page=100${filter}`,
    { token: dealer },
  );
  expect(res.status).toBe(200);
  const expected = await queryRows<{ id: unknown; price: unknown; total: unknown; tiers: unknown }>(
    db(),
    sql`select p.id, d.price, count(*) over () as total, ${tiersSql(sql`p.id`, sql`${group.id}::bigint`)}::text as tiers
      from products p cross join lateral dealer_price(p.id, ${group.id}, 1, now()) as d(price)
      where ${orderable(sql`p`, sql`${group.id}::bigint`)}
        ${category === null ? sql`` : sql`and p.category in (select id from categories where path like ${`%/${category}/%`})`}
      order by d.price, p.id limit 100`,
  );
  expect(res.body.data.map((i) => [i.id, i.price])).toEqual(expected.map((r) => [Number(r.id), Number(r.price)]));
  // each tier's price as `dealer_price` gives it for that quantity (the stored page derives it from the base)
  expect(res.body.data.map((i) => i.tiers)).toEqual(expected.map((r) => JSON.parse(String(r.tiers))));
  expect(res.body.meta.total).toBe(Number(expected[0]?.total ?? 0));
}

async function expectExact(): Promise<void> {
  expect(await mismatches()).toEqual([]);
  expect(await countsOff()).toEqual([]);
  await expectCatalogueExact();
  await expectCatalogueExact(cat.middle.id);
}

const generation = async () =>
  Number(
    (
      await queryRows<{ generation: unknown }>(
        db(),
        sql`select generation from dealer_price_states where price_group_id = ${group.id}`,
      )
    )[0]?.generation,
  );

const put = async (resource: string, id: number, json: Record<string, unknown>) => {
  const res = await call(t.url, 'PUT', `/api/${resource}/${id}`, { token: owner, json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('stored dealer prices', () => {
  it('are filled for a new group by its job, and the catalogue then reads them, not the function', async () => {
    await settle();
    await expectExact();
    const [rows] = await queryRows<{ n: unknown }>(
      db(),
      sql`select count(*) as n from dealer_prices where price_group_id = ${group.id}`,
    );
    // a, b, c under the root (with their categories above them and 0), d apart: 4 + 3 + 2 + 2
    expect(Number(rows?.n)).toBe(11);
    await expectCatalogueExact(cat.middle.id);
    const statements = await recordStatements(t, () =>
      call(t.url, 'GET', `/api/dealers/catalog?workspace=${space}&sort=price&filter[category]=${cat.middle.id}`, {
        token: dealer,
      }),
    );
    // one statement reads the workspace and the page, and no tier runs the price function again
    const own = statements.filter(
      (s) => !s.includes('access_tokens') && (s.includes('dealer_workspaces') || s.includes('dealer_prices')),
    );
    expect(own).toHaveLength(1);
    expect(own[0]).toContain('dealer_prices dp');
    expect(own[0]).not.toContain('dealer_price(');
  });

  it('give the very items the function gives, field for field (the database writes the stored page’s JSON)', async () => {
    await settle();
    const url = `/api/dealers/catalog?workspace=${space}&sort=price&per_page=100`;
    const stored = await call<{ data: unknown[] }>(t.url, 'GET', url, { token: dealer });
    const mark = (stale: boolean) =>
      queryRows(db(), sql`update dealer_price_states set stale = ${stale} where price_group_id = ${group.id}`);
    await mark(true);
    const live = await call<{ data: unknown[] }>(t.url, 'GET', url, { token: dealer });
    await mark(false);
    expect(stored.status).toBe(200);
    expect(stored.body.data.length).toBeGreaterThan(0);
    expect(stored.body).toEqual(live.body);
  });

  it('follow a product’s price, category, status and brand in the request that changes them', async () => {
    const before = await generation();
    await put('products', p.a.id, { price: 11_111 });
    await expectExact();
    await put('products', p.b.id, { category: cat.apart.id });
    await expectExact();
    await put('products', p.c.id, { status: 'draft' });
    await expectExact();
    await put('products', p.c.id, { status: 'published', availability: 'discontinued' });
    await expectExact();
    await put('products', p.c.id, { availability: 'in_stock' });
    const brand = await create(t, owner, 'brands', { name: `Бренд ${Date.now()}` });
    await put('products', p.d.id, { brand: brand.id });
    await expectExact();
    // the stored page's other filters: a brand, a search, stock and the price range
    const sku = String(p.d.sku);
    const [price] = await queryRows<{ price: unknown }>(
      db(),
      sql`select price from dealer_prices where product_id = ${p.d.id} and price_group_id = ${group.id} and category_id = 0`,
    );
    const query = `filter[brand]=${brand.id}&search=${encodeURIComponent(sku)}&filter[in_stock]=1&filter[price_min]=${price?.price}&filter[price_max]=${price?.price}`;
    const filtered = await call<{ data: Item[]; meta: { total: number } }>(
      t.url,
      'GET',
      `/api/dealers/catalog?workspace=${space}&sort=name&${query}`,
      { token: dealer },
    );
    expect(filtered.body.data.map((i) => i.id)).toEqual([p.d.id]);
    expect(filtered.body.meta.total).toBe(1);
    // none of that reached the whole group: it stayed readable, nothing rebuilt
    expect(await generation()).toBe(before);
    const made = await catalogueMaker(t, owner).product({ status: 'published', category: cat.leaf.id, price: 3_000 });
    await expectExact();
    expect((await call(t.url, 'DELETE', `/api/products/${made.id}`, { token: owner })).status).toBeLessThan(300);
    await expectExact();
  });

  it('are rebuilt by the job after one statement of more than 10 000 products (a bulk seed)', async () => {
    const before = await generation();
    // the API writes one product a request: a bulk write is what `npm run seed` and a mass update do
    // on the untimed pool: ten thousand rows and their foreign keys outlast a request's timeout
    const untimed = t.app.database.jobsDb;
    await queryRows(
      untimed,
      sql`insert into products (name, slug, sku, category, price, status, quantity)
        select 'Масовий ' || n, 'bulk-' || n, 'BULK-' || n, ${cat.leaf.id}, 1000 + n, 'published', 1
        from generate_series(1, 10001) as n`,
    );
    expect(await generation()).toBeGreaterThan(before);
    await settle();
    await expectExact();
    await queryRows(untimed, sql`delete from products where sku like 'BULK-%'`);
    await expectExact();
  }, 90_000);

  it('follow a product override, and the group’s discount, rebuilt by a job while the catalogue computes', async () => {
    await put('price-groups', group.id, {
      product_overrides: [{ product: p.a.id, kind: 'price', price: 5_000 }],
    });
    await expectExact();
    const before = await generation();
    await put('price-groups', group.id, { discount: 12.5 });
    expect(await generation()).toBeGreaterThan(before);
    // stale or rebuilt already: either way the catalogue answers the function's prices
    await expectCatalogueExact();
    await settle();
    await expectExact();
  });

  it('stay as they are through tier changes, which price larger quantities only', async () => {
    const before = await generation();
    await put('price-groups', group.id, {
      tiers: [
        { min_quantity: 10, discount: 5 },
        { min_quantity: 20, discount: 7 },
      ],
    });
    await expectCatalogueExact(cat.root.id);
    await put('price-groups', group.id, { tiers: [{ min_quantity: 2, discount: 4 }] });
    expect(await generation()).toBe(before);
    await expectExact();
    await expectCatalogueExact();
    // the contract asks a tier from 2 pieces; a tier from one written around it still reaches the
    // price of one, so the trigger rebuilds the group then
    await queryRows(
      db(),
      sql`insert into price_groups_tiers (owner_id, position, min_quantity, discount) values (${group.id}, 9, 1, 3)`,
    );
    expect(await generation()).toBeGreaterThan(before);
    await settle();
    await expectExact();
    await queryRows(db(), sql`delete from price_groups_tiers where owner_id = ${group.id} and min_quantity = 1`);
    await settle();
    await expectExact();
  });

  it('follow the visibility lists, a category moved in the tree, and a category override', async () => {
    await put('price-groups', group.id, { visible_categories: [cat.root.id] });
    await settle();
    await expectExact();
    // saved again as it is (a form sends every list it shows): no rebuild of the whole group
    const before = await generation();
    await put('price-groups', group.id, { visible_categories: [cat.root.id] });
    expect(await generation()).toBe(before);
    await put('categories', cat.apart.id, { parent: cat.middle.id });
    await settle();
    await expectExact();
    await put('price-groups', group.id, {
      category_overrides: [{ category: cat.leaf.id, kind: 'price', price: 4_321 }],
    });
    await settle();
    await expectExact();
  });

  it('turn with a dated rule: the first request after it marks them stale and answers the new price', async () => {
    const starts = new Date(Date.now() + 3000).toISOString();
    await put('price-groups', group.id, {
      category_overrides: [{ category: cat.middle.id, kind: 'percent', discount: 40, starts_at: starts }],
    });
    await settle();
    const [state] = await queryRows<{ valid_until: unknown }>(
      db(),
      sql`select valid_until from dealer_price_states where price_group_id = ${group.id}`,
    );
    expect(new Date(String(state?.valid_until)).getTime()).toBe(new Date(starts).getTime());
    await new Promise((r) => setTimeout(r, Math.max(0, new Date(starts).getTime() - Date.now() + 100)));
    await expectCatalogueExact(cat.middle.id);
    await settle();
    await expectExact();
  });

  it('go with a removed group', async () => {
    const other = await create(t, owner, 'price-groups', { name: `Тимчасова ${Date.now()}`, discount: 1 });
    await settle();
    expect((await call(t.url, 'DELETE', `/api/price-groups/${other.id}`, { token: owner })).status).toBeLessThan(300);
    await settle();
    const left = await queryRows(db(), sql`select 1 from dealer_prices where price_group_id = ${other.id}`);
    expect(left).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });
});
