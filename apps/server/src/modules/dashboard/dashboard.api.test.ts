import type { Dashboard } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueMaker } from '../products/test-helpers.ts';
import { lowStockSql } from './queries.ts';

let t: TestApp;
let token: string;
const zone = 'Europe/Kyiv';
const ids: Record<string, number> = {};

/** An instant `minutes` past the shop's midnight `back` days ago, as the database sees the day. */
const at = (back: number, minutes: number) =>
  sql`(((now() at time zone ${zone})::date - ${back}::int)::timestamp at time zone ${zone}) + ${minutes} * interval '1 minute'`;

async function insertOrder(
  name: string,
  o: { back: number; minutes?: number; status: number | null; total: number; items?: [number, number, number][] },
) {
  const db = t.app.database.db;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (name, phone, status_id, items_total, discount_total, total, created_at)
        values (${name}, '+380501234567', ${o.status}, ${o.total}, 0, ${o.total}, ${at(o.back, o.minutes ?? 720)})
        returning id`,
  );
  for (const [position, [product, quantity, price]] of (o.items ?? []).entries()) {
    await db.execute(sql`insert into orders_items (owner_id, position, product_id, quantity, title, price, discount)
      values (${row?.id}, ${position}, ${product}, ${quantity}, 'x', ${price}, 0)`);
  }
}

beforeAll(async () => {
  t = await startTestApp({ shopTimeZone: zone });
  token = await ownerToken(t);
  const make = catalogueMaker(t, token);
  const db = t.app.database.db;
  const category = (await make.category()).id;
  const product = (json: Record<string, unknown>) => make.product({ category, ...json });
  ids.p1 = (await product({ name: 'Чайник', status: 'published', quantity: 2 })).id;
  ids.p2 = (await product({ name: 'Праска', status: 'published', quantity: 50 })).id;
  await product({ name: 'Чернетка', status: 'draft', quantity: 0 });
  ids.p4 = (await product({ name: 'Тостер', status: 'published', quantity: 5 })).id;
  await product({ name: 'Міксер', status: 'published', quantity: 6 });
  const statuses = await queryRows<{ id: number; code: string }>(
    db,
    sql`insert into order_statuses (title, code, color, position) values
        ('Нове', 'new', '#2196f3', 0), ('Скасоване', 'cancelled', '#f44336', 1) returning id, code`,
  );
  ids.new = Number(statuses.find((s) => s.code === 'new')?.id);
  ids.cancelled = Number(statuses.find((s) => s.code === 'cancelled')?.id);
  await db.execute(
    sql`insert into order_settings (id, release_status_ids) values (1, ${JSON.stringify([ids.cancelled])}::jsonb)`,
  );
  // around the shop's midnight: 00:10 today is still yesterday in UTC, 23:50 yesterday is today in UTC
  await insertOrder('A', { back: 0, minutes: 10, status: ids.new, total: 100_00, items: [[ids.p1, 3, 20_00]] });
  await insertOrder('B', { back: 0, status: ids.cancelled, total: 999_00, items: [[ids.p2, 10, 99_90]] });
  // yesterday's first and last instants: at any time of day today, the first is before it, the last after
  await insertOrder('Y', { back: 1, minutes: 0, status: ids.new, total: 70_00 });
  await insertOrder('C', {
    back: 1,
    minutes: 24 * 60 - 0.01,
    status: ids.new,
    total: 200_00,
    items: [[ids.p2, 1, 200_00]],
  });
  await insertOrder('D', { back: 3, status: ids.new, total: 300_00 });
  await insertOrder('E', { back: 10, status: ids.new, total: 400_00 });
  await insertOrder('F', { back: 40, status: ids.new, total: 500_00, items: [[ids.p2, 20, 25_00]] });
  await insertOrder('G', { back: 70, status: ids.new, total: 600_00 });
  await insertOrder('H', { back: 5, status: null, total: 50_00 });
  await db.execute(sql`insert into requests (name, phone, status) values
    ('a', '+380501111111', 'new'), ('b', '+380502222222', 'new'), ('c', '+380503333333', 'done')`);
  await db.execute(sql`insert into reviews (product_id, author, rating, status) values
    (${ids.p1}, 'a', 5, 'pending'), (${ids.p1}, 'b', 4, 'published')`);
});
afterAll(() => t.close());

const dashboard = (as: string) => call<{ data: Dashboard }>(t.url, 'GET', '/api/dashboard', { token: as });

/** The shop's calendar date `back` days before the database's today. */
async function shopDate(back: number): Promise<string> {
  const [row] = await queryRows<{ d: string }>(
    t.app.database.db,
    sql`select to_char((now() at time zone ${zone})::date - ${back}::int, 'YYYY-MM-DD') as d`,
  );
  return String(row?.d);
}

describe('GET /api/dashboard', () => {
  it('counts orders and revenue by the shop’s days, leaving the release statuses out of revenue', async () => {
    const res = await dashboard(token);
    expect(res.status).toBe(200);
    const orders = res.body.data.orders;
    expect(orders?.week).toEqual({ orders: 6, revenue: 720_00, previous_orders: 1, previous_revenue: 400_00 });
    expect(orders?.month).toEqual({ orders: 7, revenue: 1120_00, previous_orders: 1, previous_revenue: 500_00 });
    // 1 120 ₴ over the six orders that are revenue
    expect(orders?.average_order).toBe(18_667);
    expect(orders?.daily).toHaveLength(30);
    expect(orders?.daily[0]?.date).toBe(await shopDate(29));
    expect(orders?.daily.at(-1)).toEqual({ date: await shopDate(0), orders: 2, revenue: 100_00 });
    expect(orders?.daily.at(-2)).toEqual({ date: await shopDate(1), orders: 2, revenue: 270_00 });
    expect(orders?.daily.reduce((s, d) => s + d.revenue, 0)).toBe(1120_00);
    expect(orders?.by_status).toEqual([
      { id: ids.new, title: 'Нове', color: '#2196f3', count: 7 },
      { id: ids.cancelled, title: 'Скасоване', color: '#f44336', count: 1 },
      { id: null, title: null, color: null, count: 1 },
    ]);
  });

  it('compares today with yesterday up to the same time of day, not with the whole of yesterday', async () => {
    // yesterday's 00:00 order is counted, its 23:59:59 one not yet: today is not over either
    const today = (await dashboard(token)).body.data.orders?.today;
    expect(today).toEqual({ orders: 2, revenue: 100_00, previous_orders: 1, previous_revenue: 70_00 });
  });

  it('counts on each money card exactly the orders its link opens in the list', async () => {
    const orders = (await dashboard(token)).body.data.orders;
    const listTotal = async (query: string) =>
      (await call<{ meta: { total: number } }>(t.url, 'GET', `/api/orders?${query}`, { token })).body.meta.total;
    for (const [name, back] of [
      ['today', 0],
      ['week', 6],
      ['month', 29],
    ] as const) {
      const from = `filter[created_at][from]=${await shopDate(back)}`;
      expect(await listTotal(from), name).toBe(orders?.[name].orders);
    }
    // the average order is over the month's orders that count as revenue: 6 of its 7
    expect(await listTotal(`filter[created_at][from]=${await shopDate(29)}&filter[revenue]=1`)).toBe(6);
    expect(await listTotal(`filter[created_at][from]=${await shopDate(29)}&filter[revenue]=0`)).toBe(1);
    expect((await call(t.url, 'GET', '/api/orders?filter[revenue]=yes', { token })).status).toBe(422);
  });

  it('ranks the products sold in 30 days and lists the published ones running out', async () => {
    const products = (await dashboard(token)).body.data.products;
    expect(products?.top).toEqual([
      { id: ids.p1, name: 'Чайник', quantity: 3, revenue: 60_00 },
      { id: ids.p2, name: 'Праска', quantity: 1, revenue: 200_00 },
    ]);
    expect(products?.low_stock.map((p) => [p.id, p.quantity])).toEqual([
      [ids.p1, 2],
      [ids.p4, 5],
    ]);
    expect(products?.low_stock_count).toBe(2);
    expect(products?.low_stock_threshold).toBe(5);
  });

  it('counts new requests and pending reviews', async () => {
    const data = (await dashboard(token)).body.data;
    expect(data.requests).toEqual({ new: 2 });
    expect(data.reviews).toEqual({ pending: 1 });
  });

  it('answers only the sections the scopes allow', async () => {
    const sections = async (scopes: string[]) => {
      const user = await createUser(t.app, { scopes });
      return Object.keys((await dashboard(await signIn(t.url, user))).body.data).sort();
    };
    expect(await sections(['orders.show'])).toEqual(['orders']);
    expect(await sections(['products.show'])).toEqual(['products']);
    expect(await sections(['admin.requests.show', 'reviews.show'])).toEqual(['requests', 'reviews']);
    expect(await sections(['orders.edit', 'news.show'])).toEqual([]);
    expect(Object.keys((await dashboard(token)).body.data).sort()).toEqual([
      'orders',
      'products',
      'requests',
      'reviews',
    ]);
    expect((await call(t.url, 'GET', '/api/dashboard')).status).toBe(401);
  });

  it('gives a low-stock count its list agrees with, never an invented "about" figure', async () => {
    const db = t.app.database.db;
    // statistics taken while few products ran low: the planner then guesses the list's total low
    await db.execute(sql`analyze products`);
    await db.execute(sql`insert into products (name, slug, sku, status, quantity, price)
      select 'Кабель ' || g, 'cable-' || g, 'CB-' || g, 'published', 1, 100 from generate_series(1, 1100) g`);
    const count = (await dashboard(token)).body.data.products?.low_stock_count ?? 0;
    expect(count).toBe(1102);
    const list = await call<{ meta: { total: number; total_is_lower_bound?: boolean } }>(
      t.url,
      'GET',
      '/api/products?filter[status]=published&filter[quantity][to]=5',
      { token },
    );
    // the list stops counting at its cap and says "more than 1 000", which the dashboard's 1 102 is
    expect(list.body.meta).toMatchObject({ total: 1000, total_is_lower_bound: true });
  });

  it('counts the low stock from an index alone, never from the rows of the low products', async () => {
    type Plan = { 'Node Type': string; 'Index Name'?: string; Plans?: Plan[] };
    const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
    // a test's few products would be read whole anyway: the planner is told to use what indexes
    // there are, with the table's pages marked all-visible as a shop's long-lived rows are
    await t.app.database.db.execute(sql`vacuum analyze products`);
    const plan = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const [row] = await queryRows<{ 'QUERY PLAN': string | { Plan: Plan }[] }>(
        tx as never,
        sql`explain (format json) ${lowStockSql()}`,
      );
      const raw = row?.['QUERY PLAN'];
      return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as Plan;
    });
    const all = nodes(plan);
    // a window over every low product read each one's name to keep five (2 s at a million products)
    expect(all.map((n) => n['Node Type'])).not.toContain('WindowAgg');
    expect(all).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Only Scan', 'Index Name': 'products_status_quantity_idx' }),
    );
  });
});
