import type { Dashboard, DashboardPeriod } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { revenueOrder } from '../orders/settings.ts';

/**
 * The dashboard's statements. Each reads one index range: the orders of the last 60 shop days by
 * `orders_created_at_status_id_total_idx` (the 30 days shown and the 30 before them), every
 * order's status by `orders_status_id_idx`, low stock by `products_status_quantity_idx`, the waiting
 * requests and reviews by their `(status, …)` indexes. Days are the shop's: a local midnight is turned into an
 * instant by `at time zone`, so a day is 23 or 25 hours around a clock change, as it should be.
 */

export const lowStockThreshold = 5;
const topSize = 5;
const lowStockSize = 5;
const days = 30;

/** The first instant of the shop's day `back` days before today. */
export const shopDayStart = (zone: string, back: number): SQL =>
  sql`(((now() at time zone ${zone})::date - ${back}::int)::timestamp at time zone ${zone})`;

const num = (v: unknown): number => Number(v ?? 0);

export interface DayRow {
  day: string;
  orders: number | string;
  paid: number | string;
  revenue: number | string;
  /** The day's orders and revenue placed before this moment's shop time of day. */
  orders_by_now: number | string;
  revenue_by_now: number | string;
}

/** The periods compared with the ones before them (today, a week, 30 days), in shop days. */
const periods = [1, 7, days] as const;

/**
 * Orders, revenue orders and revenue per shop day over the last 60 days, every day present, oldest
 * first; with what each day had by the time of day it is now, so a period is compared with the
 * one before it up to the same hour. `at` stands for now (tests ask about a moment of their own).
 *
 * Each day is a range of `orders_created_at_status_id_total_idx` between its two boundaries, read
 * from the index alone and summed without converting each order's time to the shop's zone. Only
 * the last day before each period converts, for its part before this time of day: a shop clock's
 * time of day, so an hour repeated by a clock change counts as the clock shows it.
 */
export function dailySql(zone: string, release: readonly number[], at?: string): SQL {
  const now = at === undefined ? sql`now()` : sql`${at}::timestamptz`;
  const revenue = revenueOrder(release);
  return sql`with d as (
      select g, n.local::date - g as day, n.local::time as t,
        (n.local::date - g)::timestamp at time zone ${zone} as start,
        (n.local::date - g + 1)::timestamp at time zone ${zone} as stop
      from (select ${now} at time zone ${zone} as local) n, generate_series(0, ${days * 2 - 1}::int) g)
    select to_char(d.day, 'YYYY-MM-DD') as day, a.orders, a.paid, a.revenue,
      coalesce(b.orders, 0) as orders_by_now, coalesce(b.revenue, 0) as revenue_by_now
    from d cross join lateral (
      select count(*) as orders, count(*) filter (where ${revenue}) as paid,
        coalesce(sum(o.total) filter (where ${revenue}), 0) as revenue
      from orders o where o.created_at >= d.start and o.created_at < d.stop) a
    left join lateral (
      select count(*) as orders, coalesce(sum(o.total) filter (where ${revenue}), 0) as revenue
      from orders o
      where d.g in (${sqlList(periods)}) and o.created_at >= d.start and o.created_at < d.stop
        and (o.created_at at time zone ${zone})::time < d.t) b on true
    order by d.day`;
}

export const byStatusSql = (): SQL =>
  sql`with c as (select status_id, count(*) as n from orders group by status_id)
    select c.status_id as id, s.title, s.color, c.n as count
    from c left join order_statuses s on s.id = c.status_id
    order by s.position nulls last, s.id nulls last`;

/**
 * The month's best sellers: items summed by product id alone (a small hash), names joined for the
 * five winners only. Grouped by name too, every item row carried its name into a sort that spilled
 * to disk.
 */
export const topProductsSql = (zone: string, release: readonly number[]): SQL =>
  sql`with top as (
      select i.product_id, sum(i.quantity) as quantity,
        sum(coalesce(i.price, 0) * i.quantity - coalesce(i.discount, 0)) as revenue
      from orders o join orders_items i on i.owner_id = o.id
      where o.created_at >= ${shopDayStart(zone, days - 1)} and ${revenueOrder(release)}
      group by i.product_id
      order by quantity desc, revenue desc, i.product_id
      limit ${topSize})
    select top.product_id as id, p.name, top.quantity, top.revenue
    from top join products p on p.id = top.product_id
    order by top.quantity desc, top.revenue desc, top.product_id`;

/**
 * The first few published products running out, and how many there are. The count is a subquery
 * of its own, read from `products_status_quantity_idx` alone: as a window over the rows
 * (`count(*) over ()`) it fetched every low product's name and SKU from the table to keep five
 * (two seconds at a million products under a few staff's load).
 */
export const lowStockSql = (): SQL =>
  sql`select id, name, sku, quantity,
      (select count(*) from products where status = 'published' and quantity <= ${lowStockThreshold}) as total
    from products
    where status = 'published' and quantity <= ${lowStockThreshold}
    order by quantity, id limit ${lowStockSize}`;

export const waitingSql = (table: 'requests' | 'reviews', status: string): SQL =>
  sql`select count(*) as n from ${sql.identifier(table)} where status = ${status}`;

/**
 * One period's figures from the day rows (oldest first, the last is today). Today is not over, so
 * the period before ends at the same time of day: today at 00:30 against yesterday until 00:30,
 * not against the whole of yesterday.
 */
function period(rows: readonly DayRow[], length: number): DashboardPeriod {
  const sum = (from: number, to: number, key: keyof Omit<DayRow, 'day'>) =>
    rows.slice(Math.max(0, from), Math.max(0, to)).reduce((s, r) => s + num(r[key]), 0);
  const end = rows.length;
  // the previous period's last day is taken only up to the time of day it is now
  const last = end - length - 1;
  return {
    orders: sum(end - length, end, 'orders'),
    revenue: sum(end - length, end, 'revenue'),
    previous_orders: sum(end - 2 * length, last, 'orders') + sum(last, last + 1, 'orders_by_now'),
    previous_revenue: sum(end - 2 * length, last, 'revenue') + sum(last, last + 1, 'revenue_by_now'),
  };
}

export async function ordersSection(
  db: Db,
  zone: string,
  release: readonly number[],
  at?: string,
): Promise<NonNullable<Dashboard['orders']>> {
  const [rows, statuses] = await Promise.all([
    queryRows<DayRow>(db, dailySql(zone, release, at)),
    queryRows<{ id: unknown; title: string | null; color: string | null; count: unknown }>(db, byStatusSql()),
  ]);
  const month = rows.slice(-days);
  const paid = month.reduce((s, r) => s + num(r.paid), 0);
  const revenue = month.reduce((s, r) => s + num(r.revenue), 0);
  return {
    today: period(rows, 1),
    week: period(rows, 7),
    month: period(rows, days),
    average_order: paid ? Math.round(revenue / paid) : 0,
    daily: month.map((r) => ({ date: r.day, orders: num(r.orders), revenue: num(r.revenue) })),
    by_status: statuses.map((s) => ({
      id: s.id === null ? null : num(s.id),
      title: s.title,
      color: s.color,
      count: num(s.count),
    })),
  };
}

export async function productsSection(
  db: Db,
  zone: string,
  release: readonly number[],
): Promise<NonNullable<Dashboard['products']>> {
  const [top, low] = await Promise.all([
    queryRows<{ id: unknown; name: string; quantity: unknown; revenue: unknown }>(db, topProductsSql(zone, release)),
    queryRows<{ id: unknown; name: string; sku: string | null; quantity: unknown; total: unknown }>(db, lowStockSql()),
  ]);
  return {
    top: top.map((p) => ({ id: num(p.id), name: p.name, quantity: num(p.quantity), revenue: num(p.revenue) })),
    low_stock: low.map((p) => ({ id: num(p.id), name: p.name, sku: p.sku, quantity: num(p.quantity) })),
    low_stock_count: num(low[0]?.total),
    low_stock_threshold: lowStockThreshold,
  };
}

export async function waitingCount(db: Db, table: 'requests' | 'reviews', status: string): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(db, waitingSql(table, status));
  return num(row?.n);
}
