import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderMaker } from '../../orders/test-helpers.ts';
import {
  createDealer,
  insertDealerOrder,
  insertDealerPerson,
  insertWorkspace,
  setDealerStatus,
} from '../test-helpers.ts';

/**
 * The dashboard's order figures (issue 29) against the database: orders by status, this month's
 * purchases against last month's, the latest orders, the drafts, and staff's pending applications
 * and top dealers. Each figure is counted here again in SQL of its own and must match exactly.
 */
let t: TestApp;
let staff: string;
let a: Rec;
let principalA: string;
let managerA: string;
const ws: Record<string, number> = {};
const status: Record<string, Rec> = {};

interface Figures {
  orders: {
    by_status: { status_id: number | null; count: number }[];
    this_month: { count: number; total: number };
    last_month: { count: number; total: number };
    latest: { id: number; number: number; dealer_id: number }[];
  };
  drafts: { workspace_id: number; lines: number; items_total: number; below_minimum: boolean }[];
  pending_applications: { id: number }[] | null;
  top_dealers: { dealer_id: number; orders: number; total: number }[] | null;
}
const dashboard = async (token: string) =>
  (await call<{ data: Figures }>(t.url, 'GET', '/api/dealers/dashboard', { token })).body.data;
const db = () => t.app.database.db;

/** An order of company `dealer` in `space`, of `total` kopecks, in `statusOf`, `daysAgo` before now. */
async function order(dealer: number, space: number, product: number, total: number, statusOf: Rec, daysAgo: number) {
  const id = await insertDealerOrder(t, dealer, space, product);
  await queryRows(
    db(),
    sql`update orders set total = ${total}, items_total = ${total}, status_id = ${statusOf.id},
      created_at = now() - ${`${daysAgo} days`}::interval where id = ${id}`,
  );
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await ownerToken(t);
  const o = orderMaker(t, staff);
  status.fresh = await o.status();
  status.done = await o.status();
  status.cancelled = await o.status({ is_final: true });
  await o.put('/api/orders/settings', { release_status_ids: [status.cancelled.id] });
  const group = await create(t, staff, 'price-groups', { name: 'Фігури', discount: 10, min_order_amount: 100_000 });
  a = await createDealer(t, staff);
  const b = await createDealer(t, staff);
  await createDealer(t, staff); // stays pending
  for (const d of [a, b]) await setDealerStatus(t, d.id, 'approved');
  const manager = await insertDealerPerson(t, a.id, 'manager');
  ws.shop = await insertWorkspace(t, a.id, [manager.id]);
  ws.store = await insertWorkspace(t, a.id);
  ws.foreign = await insertWorkspace(t, b.id);
  await queryRows(db(), sql`update dealer_workspaces set price_group_id = ${group.id}`);
  const product = await o.product({ status: 'published', price: 10_000 });
  // today, and 40 days back: last month (or the one before) whatever today's date
  await order(a.id, ws.shop, product.id, 50_000, status.fresh, 0);
  await order(a.id, ws.shop, product.id, 20_000, status.cancelled, 0);
  await order(a.id, ws.store, product.id, 30_000, status.done, 0);
  await order(a.id, ws.store, product.id, 70_000, status.done, 40);
  await order(b.id, ws.foreign, product.id, 90_000, status.fresh, 0);
  principalA = await signIn(t.url, await insertDealerPerson(t, a.id, 'principal'));
  managerA = await signIn(t.url, manager);
});
afterAll(() => t.close());

/** The same figures counted straight from the tables, over the given workspaces. */
async function counted(spaces: number[]) {
  const inSpaces = sql`x.workspace_id = any (select jsonb_array_elements_text(${JSON.stringify(spaces)}::jsonb)::bigint)`;
  const byStatus = await queryRows<{ status_id: string; n: string }>(
    db(),
    sql`select o.status_id, count(*) as n from dealer_orders x join orders o on o.id = x.order_id
      where ${inSpaces} group by o.status_id order by o.status_id`,
  );
  const month = async (from: number, to: number) => {
    const [row] = await queryRows<{ n: string; total: string | null }>(
      db(),
      sql`select count(*) as n, sum(o.total) as total from dealer_orders x join orders o on o.id = x.order_id
        where ${inSpaces} and o.status_id <> ${status.cancelled?.id}
          and o.created_at >= (date_trunc('month', now() at time zone 'Europe/Kyiv') - ${`${from} month`}::interval) at time zone 'Europe/Kyiv'
          and o.created_at < (date_trunc('month', now() at time zone 'Europe/Kyiv') - ${`${to} month`}::interval) at time zone 'Europe/Kyiv'`,
    );
    return { count: Number(row?.n), total: Number(row?.total ?? 0) };
  };
  return {
    byStatus: byStatus.map((r) => [Number(r.status_id), Number(r.n)]),
    thisMonth: await month(0, -1),
    lastMonth: await month(1, 0),
  };
}

describe('the dashboard’s figures', () => {
  it('match the database for a principal: its company’s orders only', async () => {
    const seen = await dashboard(principalA);
    const want = await counted([ws.shop as number, ws.store as number]);
    const byStatus = seen.orders.by_status
      .map((s) => [s.status_id, s.count])
      .sort((x, y) => Number(x[0]) - Number(y[0]));
    expect(byStatus).toEqual(want.byStatus);
    expect(seen.orders.this_month).toEqual(want.thisMonth);
    expect(seen.orders.this_month).toEqual({ count: 2, total: 80_000 });
    expect(seen.orders.last_month).toEqual(want.lastMonth);
    expect(seen.orders.latest.every((o) => o.dealer_id === a.id)).toBe(true);
    expect(seen.orders.latest).toHaveLength(4);
    expect(seen.pending_applications).toBeNull();
    expect(seen.top_dealers).toBeNull();
  });

  it('keep a manager to the workspaces they act for, drafts priced at the dealer’s prices', async () => {
    const seen = await dashboard(managerA);
    const want = await counted([ws.shop as number]);
    expect(seen.orders.this_month).toEqual(want.thisMonth);
    expect(seen.orders.by_status.reduce((s, r) => s + r.count, 0)).toBe(2);
    // insertDealerOrder left 2 units of the product (10 000 − 10 % = 9 000) in the draft
    expect(seen.drafts).toEqual([
      {
        workspace_id: ws.shop,
        workspace_name: expect.any(String),
        lines: 1,
        items_total: 18_000,
        min_order_amount: 100_000,
        below_minimum: true,
      },
    ]);
  });

  it('give staff every dealer’s orders, the pending applications and the top dealers of the month', async () => {
    const seen = await dashboard(staff);
    const all = await queryRows<{ n: string }>(db(), sql`select count(*) as n from dealer_orders`);
    expect(seen.orders.by_status.reduce((s, r) => s + r.count, 0)).toBe(Number(all[0]?.n));
    const [pending] = await queryRows<{ n: string }>(
      db(),
      sql`select count(*) as n from dealers where status = 'pending'`,
    );
    expect(seen.pending_applications?.length).toBe(Math.min(5, Number(pending?.n)));
    expect(seen.top_dealers?.slice(0, 2).map((d) => [d.orders, d.total])).toEqual([
      [1, 90_000],
      [2, 80_000],
    ]);
  });
});
