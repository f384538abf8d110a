import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { catalogueMaker } from '../../modules/products/test-helpers.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type Db, queryRows } from '../client.ts';
import { seedDemoDealers } from './demo-dealers.ts';

/** The demo dealers' trade (issue 29): ~300 dealer orders across statuses, drafts and order lists, set-based. */
let t: TestApp;
let seconds = 0;

const count = async (query: ReturnType<typeof sql>): Promise<number> =>
  Number((await queryRows<{ n: unknown }>(t.app.database.db, query))[0]?.n);

beforeAll(async () => {
  t = await startTestApp();
  const token = await ownerToken(t);
  const make = catalogueMaker(t, token);
  const category = (await make.category()).id;
  for (let i = 0; i < 12; i++)
    await make.product({ category, status: 'published', price: (i + 1) * 100_00, quantity: 500 });
  const started = performance.now();
  await t.app.database.db.transaction((tx) => seedDemoDealers(tx as unknown as Db));
  seconds = (performance.now() - started) / 1000;
}, 120_000);
afterAll(() => t.close());

describe('the demo dealers’ trade', () => {
  it('places about 300 dealer orders of the trading companies, in every status', async () => {
    const orders = await count(sql`select count(*) as n from dealer_orders x join orders o on o.id = x.order_id
      join dealers d on d.id = x.dealer_id where o.source = 'dealer' and d.status = 'approved'`);
    expect(orders).toBeGreaterThanOrEqual(290);
    expect(orders).toBeLessThanOrEqual(300);
    const statuses = await count(sql`select count(distinct status_id) as n from orders where source = 'dealer'`);
    expect(statuses).toBe(7);
    // this month and the one before both have purchases, for the dashboard
    expect(
      await count(
        sql`select count(*) as n from orders where source = 'dealer' and created_at > now() - interval '20 days'`,
      ),
    ).toBeGreaterThan(20);
    expect(seconds, 'the seed stays fast').toBeLessThan(30);
  });

  it('prices every line at its group’s dealer price of the moment, and the totals add up', async () => {
    const wrong = await count(sql`select count(*) as n from orders_items i join orders o on o.id = i.owner_id
      join dealer_orders x on x.order_id = o.id join dealer_workspaces w on w.id = x.workspace_id
      cross join lateral dealer_price(i.product_id, w.price_group_id, i.quantity, o.created_at) as d(price)
      where i.price <> d.price`);
    expect(wrong).toBe(0);
    const unbalanced = await count(sql`select count(*) as n from orders o join dealer_orders x on x.order_id = o.id
      where o.total <> (select sum(i.price * i.quantity) from orders_items i where i.owner_id = o.id)`);
    expect(unbalanced).toBe(0);
    const numbers = await count(sql`select count(*) - count(distinct number) as n from orders`);
    expect(numbers).toBe(0);
    // numbers grow with time, as placing gives them
    const backwards = await count(sql`select count(*) as n from (select number,
        lag(number) over (order by created_at) as before from orders where dealer_id is not null) s
      where number < before`);
    expect(backwards).toBe(0);
  });

  it('gives workspaces drafts and companies saved order lists', async () => {
    expect(await count(sql`select count(distinct workspace_id) as n from dealer_draft_lines`)).toBeGreaterThan(5);
    expect(await count(sql`select count(*) as n from dealer_order_lists`)).toBe(48);
    expect(
      await count(sql`select count(*) as n from dealer_order_lists l
      where not exists (select 1 from dealer_order_list_lines i where i.list_id = l.id)`),
    ).toBe(0);
  });
});
