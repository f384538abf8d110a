import type { CurrentUser } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { isoTimestamp } from '../../../crud/records.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { reachable } from '../workspaces/scope.ts';

/**
 * The dealer dashboard's figures (issue 29), each one query over the orders the caller reaches
 * (the wall's own condition on the order's workspace): staff's reach is every dealer's.
 * A month is the shop's calendar month. Purchases leave out orders in a status that gives the
 * stock back (the orders' release statuses: cancelled, returned), so a cancel is not a purchase.
 */
const reached = (user: CurrentUser): SQL => sql`exists (select 1 from dealer_workspaces w
  where w.id = x.workspace_id and ${reachable(user, sql`w`)})`;

const num = (v: unknown) => Number(v ?? 0);
const monthStart = (tz: string, back: number) =>
  sql`(date_trunc('month', now() at time zone ${tz}) - ${`${back} month`}::interval) at time zone ${tz}`;
const purchase = sql`not coalesce(o.status_id in (select jsonb_array_elements_text(s.release_status_ids)::bigint
  from order_settings s where s.id = 1), false)`;

export async function orderFigures(db: Db, user: CurrentUser, tz: string) {
  const where = reached(user);
  const statuses = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.status_id, s.title, s.color, count(*) as n from dealer_orders x join orders o on o.id = x.order_id
      left join order_statuses s on s.id = o.status_id where ${where}
      group by o.status_id, s.title, s.color, s.position order by s.position nulls last, o.status_id`,
  );
  const [months] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) filter (where o.created_at >= ${monthStart(tz, 0)}) as this_n,
        coalesce(sum(o.total) filter (where o.created_at >= ${monthStart(tz, 0)}), 0) as this_total,
        count(*) filter (where o.created_at < ${monthStart(tz, 0)}) as last_n,
        coalesce(sum(o.total) filter (where o.created_at < ${monthStart(tz, 0)}), 0) as last_total
      from dealer_orders x join orders o on o.id = x.order_id
      where ${where} and ${purchase} and o.created_at >= ${monthStart(tz, 1)}`,
  );
  const latest = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id, o.number, o.status_id, s.title as status_title, o.total, o.created_at, x.workspace_id,
        w.name as workspace_name, x.dealer_id, d.legal_name as dealer_name
      from dealer_orders x join orders o on o.id = x.order_id join dealer_workspaces w on w.id = x.workspace_id
      join dealers d on d.id = x.dealer_id left join order_statuses s on s.id = o.status_id
      where ${where} order by o.created_at desc, o.id desc limit 5`,
  );
  return {
    by_status: statuses.map((r) => ({
      status_id: r.status_id === null ? null : Number(r.status_id),
      title: r.title === null ? null : String(r.title),
      color: r.color === null || r.color === undefined ? null : String(r.color),
      count: num(r.n),
    })),
    this_month: { count: num(months?.this_n), total: num(months?.this_total) },
    last_month: { count: num(months?.last_n), total: num(months?.last_total) },
    latest: latest.map((r) => ({
      id: Number(r.id),
      number: Number(r.number),
      status_id: r.status_id === null ? null : Number(r.status_id),
      status_title: r.status_title === null ? null : String(r.status_title),
      total: Number(r.total),
      created_at: isoTimestamp(r.created_at) ?? '',
      workspace_id: Number(r.workspace_id),
      workspace_name: String(r.workspace_name),
      dealer_id: Number(r.dealer_id),
      dealer_name: String(r.dealer_name),
    })),
  };
}

/** Each reached workspace's draft: its lines and what they cost at the dealer's prices now, against the minimum. */
export async function draftFigures(db: Db, user: CurrentUser) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select w.id, w.name, count(*) as lines, coalesce(sum(d.price * l.quantity), 0) as items_total,
        g.min_order_amount
      from dealer_draft_lines l join dealer_workspaces w on w.id = l.workspace_id
      join products p on p.id = l.product_id
      left join price_groups g on g.id = w.price_group_id
      cross join lateral dealer_price(p.id, w.price_group_id, l.quantity, now()) as d(price)
      where ${reachable(user, sql`w`)}
      group by w.id, w.name, g.min_order_amount order by w.name, w.id limit 50`,
  );
  return rows.map((r) => {
    const minimum = r.min_order_amount === null ? null : Number(r.min_order_amount);
    const total = Number(r.items_total);
    return {
      workspace_id: Number(r.id),
      workspace_name: String(r.name),
      lines: Number(r.lines),
      items_total: total,
      min_order_amount: minimum,
      below_minimum: minimum !== null && total < minimum,
    };
  });
}

/** Staff's extras: the applications waiting and the dealers who bought most this month. */
export async function staffFigures(db: Db, tz: string) {
  const pending = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, legal_name, created_at from dealers where status = 'pending' order by created_at desc, id desc limit 5`,
  );
  const top = await queryRows<Record<string, unknown>>(
    db,
    sql`select x.dealer_id, d.legal_name, count(*) as n, sum(o.total) as total
      from dealer_orders x join orders o on o.id = x.order_id join dealers d on d.id = x.dealer_id
      where o.created_at >= ${monthStart(tz, 0)} and ${purchase}
      group by x.dealer_id, d.legal_name order by sum(o.total) desc, x.dealer_id limit 5`,
  );
  return {
    pending_applications: pending.map((r) => ({
      id: Number(r.id),
      legal_name: String(r.legal_name),
      created_at: isoTimestamp(r.created_at) ?? '',
    })),
    top_dealers: top.map((r) => ({
      dealer_id: Number(r.dealer_id),
      legal_name: String(r.legal_name),
      orders: Number(r.n),
      total: Number(r.total),
    })),
  };
}
