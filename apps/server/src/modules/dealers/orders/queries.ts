import { type CurrentUser, fieldMessages } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { parseId } from '../../../crud/engine.ts';
import { isoTimestamp } from '../../../crud/records.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { validationError } from '../../../http/errors.ts';
import { reachable } from '../workspaces/scope.ts';
import type { InvoiceData } from './invoice.ts';

/** The dealer orders a caller reaches: through their workspace, which scope.ts decides in SQL. */
const reached = (user: CurrentUser): SQL => sql`exists (select 1 from dealer_workspaces w
  where w.id = x.workspace_id and ${reachable(user, sql`w`)})`;

const orderColumns = sql`o.id, o.number, x.dealer_id, x.workspace_id, w.name as workspace_name, d.legal_name as dealer_name,
  o.status_id, s.title as status_title, o.payment_method, o.delivery_method, o.delivery_city, o.delivery_branch,
  o.tracking_number, o.customer_comment as comment, o.items_total, o.total, o.created_at, o.updated_at`;
const orderJoins = sql`from dealer_orders x join orders o on o.id = x.order_id
  join dealer_workspaces w on w.id = x.workspace_id join dealers d on d.id = x.dealer_id
  left join order_statuses s on s.id = o.status_id`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const toOrder = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  number: Number(r.number),
  dealer_id: Number(r.dealer_id),
  dealer_name: String(r.dealer_name),
  workspace_id: Number(r.workspace_id),
  workspace_name: String(r.workspace_name),
  status_id: num(r.status_id),
  status_title: r.status_title === null ? null : String(r.status_title),
  payment_method: String(r.payment_method),
  delivery_method: String(r.delivery_method),
  delivery_city: r.delivery_city === null ? null : String(r.delivery_city),
  delivery_branch: r.delivery_branch === null ? null : String(r.delivery_branch),
  tracking_number: r.tracking_number === null ? null : String(r.tracking_number),
  comment: r.comment === null ? null : String(r.comment),
  items_total: Number(r.items_total),
  total: Number(r.total),
  created_at: isoTimestamp(r.created_at) ?? '',
  updated_at: isoTimestamp(r.updated_at) ?? '',
});
export type DealerOrder = ReturnType<typeof toOrder>;

const maxPerPage = 100;

/** The caller's dealer orders, newest first, with filters by status, workspace, company, who placed it and date. */
export async function listDealerOrders(db: Db, user: CurrentUser, q: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const where: SQL[] = [reached(user)];
  for (const [name, column] of [
    ['status_id', sql`o.status_id`],
    ['workspace_id', sql`x.workspace_id`],
    ['dealer_id', sql`x.dealer_id`],
    // the company's person who placed it: a principal reads its managers' orders apart
    ['placed_by', sql`x.placed_by`],
  ] as const) {
    const raw = q[`filter[${name}]`];
    if (raw === undefined || raw === '') continue;
    const id = parseId(raw);
    if (id === null) errors[`filter[${name}]`] = [fieldMessages.reference];
    else where.push(sql`${column} = ${id}`);
  }
  for (const [name, op] of [
    ['created_from', sql`>=`],
    ['created_to', sql`<`],
  ] as const) {
    const raw = q[`filter[${name}]`];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) errors[`filter[${name}]`] = [fieldMessages.datetime];
    else where.push(sql`o.created_at ${op} ${raw}::timestamptz`);
  }
  const page = q.page === undefined ? 1 : Number(q.page);
  const perPage = q.per_page === undefined ? 25 : Number(q.per_page);
  if (!Number.isSafeInteger(page) || page < 1) errors.page = [fieldMessages.min(1)];
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > maxPerPage)
    errors.per_page = [fieldMessages.max(maxPerPage)];
  if (Object.keys(errors).length) throw validationError(errors);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${orderColumns}, count(*) over () as total_count ${orderJoins}
      where ${sql.join(where, sql` and `)}
      order by o.created_at desc, o.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const total = rows.length ? Number(rows[0]?.total_count) : 0;
  return {
    data: rows.map(toOrder),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** One dealer order the caller reaches, with its lines and status timeline (no internal notes), or null. */
export async function findDealerOrder(db: Db, user: CurrentUser, id: number, lock = false) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${orderColumns} ${orderJoins} where o.id = ${id} and ${reached(user)} ${lock ? sql`for update of o` : sql``}`,
  );
  if (!row) return null;
  const items = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.product_id, i.title, i.quantity, i.price, p.sku from orders_items i
      left join products p on p.id = i.product_id where i.owner_id = ${id} order by i.position`,
  );
  const timeline = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.to_status_id as status_id, s.title as status_title, c.created_at from order_status_changes c
      left join order_statuses s on s.id = c.to_status_id where c.order_id = ${id} order by c.created_at, c.id`,
  );
  return {
    ...toOrder(row),
    items: items.map((i) => ({
      product_id: Number(i.product_id),
      sku: i.sku === null ? null : String(i.sku),
      title: String(i.title ?? ''),
      quantity: Number(i.quantity),
      price: Number(i.price),
      line_total: Number(i.price) * Number(i.quantity),
    })),
    timeline: timeline.map((t) => ({
      status_id: num(t.status_id),
      status_title: t.status_title === null ? null : String(t.status_title),
      at: isoTimestamp(t.created_at) ?? '',
    })),
  };
}

/** What an invoice prints: the order the caller reaches (else null), its lines and the buyer's requisites. */
export async function invoiceData(db: Db, user: CurrentUser, id: number): Promise<InvoiceData | null> {
  const order = await findDealerOrder(db, user, id);
  if (!order) return null;
  const [buyer] = await queryRows<InvoiceData['buyer']>(
    db,
    sql`select legal_name, edrpou, vat, legal_address, phone from dealers where id = ${order.dealer_id}`,
  );
  if (!buyer) return null;
  return { number: order.number, created_at: order.created_at, total: order.total, items: order.items, buyer };
}
