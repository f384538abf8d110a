import type { Dashboard } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { catalogueMaker } from '../../modules/products/test-helpers.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { seedDemoTrade } from './demo-orders.ts';

let t: TestApp;
let token: string;
const size = { customers: 40, orders: 300, requests: 30, reviews: 60 };
const stockBefore = new Map<number, number>();
let written: Awaited<ReturnType<typeof seedDemoTrade>>;

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> =>
  (await queryRows<T>(t.app.database.db, query))[0] as T;
const count = async (query: ReturnType<typeof sql>): Promise<number> => Number((await one<{ n: unknown }>(query)).n);

beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
  const make = catalogueMaker(t, token);
  const category = (await make.category()).id;
  for (let i = 0; i < 8; i++) {
    const p = await make.product({ category, status: 'published', price: (i + 1) * 1000_00, quantity: 3 + i * 4 });
    stockBefore.set(p.id, 3 + i * 4);
  }
  written = await seedDemoTrade(t.app.database.db, size);
});
afterAll(() => t.close());

describe('the demo trade', () => {
  it('writes customers, orders in every status, requests and reviews once', async () => {
    expect(written).toEqual({ customers: 40, orders: expect.any(Number), requests: 30, reviews: 60 });
    expect(written?.orders).toBeGreaterThan(250);
    const codes = await queryRows<{ code: string }>(
      t.app.database.db,
      sql`select distinct s.code from orders o join order_statuses s on s.id = o.status_id order by 1`,
    );
    expect(codes.map((c) => c.code)).toEqual([
      'cancelled',
      'completed',
      'confirmed',
      'new',
      'packing',
      'returned',
      'shipped',
    ]);
    expect(await seedDemoTrade(t.app.database.db, size)).toBeNull();
    expect(await count(sql`select count(*) as n from orders`)).toBe(written?.orders);
  });

  it('gives the orders the totals, numbers and status history the order rules would', async () => {
    expect(
      await count(sql`select count(*) as n from orders o where o.items_total <> (select sum(price * quantity) from orders_items i where i.owner_id = o.id)
        or o.discount_total <> (select sum(discount) from orders_items i where i.owner_id = o.id)
        or o.total <> o.items_total - o.discount_total + o.delivery_cost`),
    ).toBe(0);
    const numbers = await one<{ min: number; max: number; last: number }>(
      sql`select min(number) as min, max(number) as max, (select last_number from order_settings where id = 1) as last from orders`,
    );
    expect([Number(numbers.min), Number(numbers.max), Number(numbers.last)]).toEqual([
      100001,
      100000 + Number(written?.orders),
      100000 + Number(written?.orders),
    ]);
    // the first entry has no "from", the last is where the order is, and time only goes forward
    expect(
      await count(sql`select count(*) as n from orders o where
        (select to_status_id from order_status_changes c where c.order_id = o.id order by c.created_at desc, c.id desc limit 1) is distinct from o.status_id
        or (select from_status_id from order_status_changes c where c.order_id = o.id order by c.created_at, c.id limit 1) is not null
        or (select min(created_at) from order_status_changes c where c.order_id = o.id) <> o.created_at`),
    ).toBe(0);
  });

  it('holds the stock of the orders in a reserving status and keeps the customers’ figures', async () => {
    expect(
      await count(sql`select count(*) as n from orders o, order_settings s where s.id = 1
        and (exists (select 1 from order_stock_holds h where h.order_id = o.id))
          <> (s.reserve_status_ids @> to_jsonb(o.status_id))`),
    ).toBe(0);
    const held = await queryRows<{ id: unknown; quantity: unknown; held: unknown }>(
      t.app.database.db,
      sql`select p.id, p.quantity, coalesce((select sum(i.quantity) from orders_items i join order_stock_holds h on h.order_id = i.owner_id
            where i.product_id = p.id), 0) as held from products p`,
    );
    for (const p of held) expect(Number(p.quantity) + Number(p.held)).toBe(stockBefore.get(Number(p.id)));
    expect(
      await count(sql`select count(*) as n from customers c, order_settings s where s.id = 1 and (
        c.orders_count <> (select count(*) from orders o where o.customer_id = c.id)
        or c.total_spent <> (select coalesce(sum(total), 0) from orders o where o.customer_id = c.id
                             and not (s.release_status_ids @> to_jsonb(o.status_id)))
        or c.last_order_at is distinct from (select max(created_at) from orders o where o.customer_id = c.id))`),
    ).toBe(0);
  });

  it('rates the products from their published reviews and fills the dashboard', async () => {
    expect(
      await count(sql`select count(*) as n from products p where p.reviews_count is distinct from
        (select nullif(count(*), 0) from reviews r where r.product_id = p.id and r.status = 'published')
        or p.rating is distinct from (select round(avg(rating)::numeric, 2) from reviews r where r.product_id = p.id and r.status = 'published')`),
    ).toBe(0);
    const data = (await call<{ data: Dashboard }>(t.url, 'GET', '/api/dashboard', { token })).body.data;
    expect(data.orders?.month.orders).toBeGreaterThan(100);
    expect(data.orders?.by_status).toHaveLength(7);
    expect(data.products?.top.length).toBeGreaterThan(0);
    expect(data.reviews?.pending).toBeGreaterThan(0);
  });
});
