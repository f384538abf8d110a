import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { writeRequestsAndReviews } from './demo-feedback.ts';
import { holding, planCustomers, planOrders, type Sellable, type StatusCode } from './demo-orders-plan.ts';
import { seededRandom } from './demo-products.ts';
import { insertRows, insertRowsNoId } from './demo-seed.ts';

/**
 * The demo shop's trade on first start (after its products): customers, orders over the last 90
 * days in every status with their items, totals, status history and held stock, callback requests
 * and reviews with the products' ratings. Multi-row INSERTs like demo-seed.ts, made consistent
 * here: totals as the order rules compute them, customers' figures as customer-stats.ts keeps them.
 */

export const demoTradeSize = { customers: 500, orders: 2000, requests: 180, reviews: 700 } as const;

const defaultStatuses: { code: StatusCode; title: string; color: string; final: boolean }[] = [
  { code: 'new', title: 'Нове', color: '#1976d2', final: false },
  { code: 'confirmed', title: 'Підтверджене', color: '#0288d1', final: false },
  { code: 'packing', title: 'Комплектується', color: '#7b1fa2', final: false },
  { code: 'shipped', title: 'Відправлене', color: '#f57c00', final: false },
  { code: 'completed', title: 'Виконане', color: '#2e7d32', final: true },
  { code: 'cancelled', title: 'Скасоване', color: '#d32f2f', final: true },
  { code: 'returned', title: 'Повернене', color: '#616161', final: true },
];
const releasing: readonly StatusCode[] = ['cancelled', 'returned'];

/** The usual order statuses and settings when the shop has none yet; the statuses' ids by code. */
export async function ensureOrderDefaults(db: Db): Promise<Map<string, number>> {
  const existing = await queryRows<{ id: unknown; code: string }>(db, sql`select id, code from order_statuses`);
  if (!existing.length) {
    await insertRows(
      db,
      'order_statuses',
      ['title', 'code', 'color', 'position', 'is_final'],
      defaultStatuses.map((s, i) => [sql`${s.title}`, sql`${s.code}`, sql`${s.color}`, sql`${i}`, sql`${s.final}`]),
    );
  }
  const statuses = await queryRows<{ id: unknown; code: string }>(db, sql`select id, code from order_statuses`);
  const ids = new Map(statuses.map((s) => [s.code, Number(s.id)]));
  const of = (codes: readonly string[]) => JSON.stringify(codes.flatMap((c) => (ids.has(c) ? [ids.get(c)] : [])));
  await db.execute(sql`insert into order_settings (id, new_status_id, reserve_status_ids, release_status_ids)
    values (1, ${ids.get('new') ?? null}, ${of(holding)}::jsonb, ${of(releasing)}::jsonb)
    on conflict (id) do nothing`);
  return ids;
}

const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;
const v = (x: unknown): SQL => sql`${x}`;

/** Writes the trade when the shop has no orders, customers, requests nor reviews; the counts, or null. */
export async function seedDemoTrade(
  db: Db,
  size: { customers: number; orders: number; requests: number; reviews: number } = demoTradeSize,
) {
  const [busy] = await queryRows<{ n: unknown }>(
    db,
    sql`select (select count(*) from orders) + (select count(*) from customers) + (select count(*) from requests) + (select count(*) from reviews) as n`,
  );
  if (Number(busy?.n) > 0) return null;
  const statusIds = await ensureOrderDefaults(db);
  const [owner] = await queryRows<{ id: unknown; name: string }>(
    db,
    sql`select id, name from admin_users order by id limit 1`,
  );
  const ownerId = owner ? Number(owner.id) : null;
  const products = (
    await queryRows<Sellable>(
      db,
      sql`select id, name, slug, price, quantity from products where status = 'published' and price > 0 order by id`,
    )
  ).map((p) => ({ ...p, id: Number(p.id), price: Number(p.price), quantity: Number(p.quantity) }));
  if (!products.length) return null;
  const now = Date.now();
  const rnd = seededRandom(1313);
  const customers = planCustomers(rnd, size.customers);
  const orders = planOrders(rnd, { count: size.orders, days: 90, now, customers, products });

  // customers' figures as the orders leave them (customer-stats.ts: release statuses spend nothing)
  const stats = customers.map(() => ({ count: 0, spent: 0, last: 0, first: Number.POSITIVE_INFINITY }));
  const totals = orders.map((o) => {
    const itemsTotal = o.items.reduce((s, i) => s + i.price * i.quantity, 0);
    const discount = o.items.reduce((s, i) => s + i.discount, 0);
    const status = o.path.at(-1) as StatusCode;
    const st = stats[o.customer];
    if (st) {
      st.count++;
      if (!releasing.includes(status)) st.spent += itemsTotal - discount + o.delivery.cost;
      st.last = Math.max(st.last, o.createdAt);
      st.first = Math.min(st.first, o.createdAt);
    }
    return { itemsTotal, discount, total: itemsTotal - discount + o.delivery.cost, status };
  });
  const customerIds = await insertRows(
    db,
    'customers',
    [
      'name',
      'phone',
      'email',
      'marketing_consent',
      'orders_count',
      'total_spent',
      'last_order_at',
      'created_at',
      'updated_at',
    ],
    customers.map((c, i) => {
      const st = stats[i];
      const since = Math.min(st?.first ?? now, now) - (1 + ((i * 37) % 40)) * 86_400_000;
      return [
        v(c.name),
        v(c.phone),
        v(c.email),
        v(c.consent),
        v(st?.count ?? 0),
        v(st?.spent ?? 0),
        st?.count ? at(st.last) : sql`null`,
        at(since),
        at(st?.count ? st.last : since),
      ];
    }),
  );
  await insertRowsNoId(
    db,
    'customers_addresses',
    ['owner_id', 'position', 'city', 'address'],
    customers.flatMap((c, i) => (i % 3 === 2 ? [] : [[v(customerIds[i]), v(0), v(c.city), v(c.address)]])),
  );
  const orderIds = await insertRows(
    db,
    'orders',
    [
      'number',
      'source',
      'customer_id',
      'name',
      'phone',
      'email',
      'delivery_method',
      'delivery_city',
      'delivery_branch',
      'delivery_address',
      'tracking_number',
      'delivery_cost',
      'payment_method',
      'status_id',
      'manager_id',
      'customer_comment',
      'internal_note',
      'items_total',
      'discount_total',
      'total',
      'created_at',
      'updated_at',
    ],
    orders.map((o, i) => {
      const c = customers[o.customer];
      const t = totals[i];
      const shipped = o.path.includes('shipped') && o.delivery.method.startsWith('np');
      return [
        v(100001 + i),
        v(o.source),
        v(customerIds[o.customer]),
        v(c?.name),
        v(c?.phone),
        v(c?.email ?? null),
        v(o.delivery.method),
        v(o.delivery.city),
        v(o.delivery.branch),
        v(o.delivery.address),
        v(shipped ? `2045${String(10_000_000 + i * 7331).slice(-8)}${String(i % 100).padStart(2, '0')}` : null),
        v(o.delivery.cost),
        v(o.payment),
        v(statusIds.get(t?.status ?? 'new') ?? null),
        v(o.path.length > 1 || o.source === 'phone' ? ownerId : null),
        v(o.comment),
        v(o.note),
        v(t?.itemsTotal),
        v(t?.discount),
        v(t?.total),
        at(o.createdAt),
        at(o.times.at(-1) ?? o.createdAt),
      ];
    }),
  );
  await insertRowsNoId(
    db,
    'orders_items',
    ['owner_id', 'position', 'product_id', 'quantity', 'title', 'price', 'discount'],
    orders.flatMap((o, i) =>
      o.items.map((it, position) => [
        v(orderIds[i]),
        v(position),
        v(it.product),
        v(it.quantity),
        v(it.title),
        v(it.price),
        v(it.discount),
      ]),
    ),
  );
  // the timeline: the status each order was created in, then every change, by the owner
  await insertRowsNoId(
    db,
    'order_status_changes',
    ['order_id', 'from_status_id', 'to_status_id', 'user_id', 'user_name', 'created_at'],
    orders.flatMap((o, i) =>
      o.path.map((code, step) => {
        const by = step > 0 || o.source === 'phone';
        const from = step > 0 ? (statusIds.get(o.path[step - 1] as string) ?? null) : null;
        return [
          v(orderIds[i]),
          v(from),
          v(statusIds.get(code) ?? null),
          v(by ? ownerId : null),
          v(by ? (owner?.name ?? null) : null),
          at(o.times[step] ?? o.createdAt),
        ];
      }),
    ),
  );
  await writeStock(db, orders, orderIds, totals);
  await db.execute(sql`update order_settings set last_number = ${100000 + orders.length} where id = 1`);
  await writeRequestsAndReviews(db, { now, rnd, size, products, customers, customerIds, ownerId });
  return { customers: customers.length, orders: orders.length, requests: size.requests, reviews: size.reviews };
}

/** The orders in a holding status hold their items: the rows say so and the products count it. */
async function writeStock(
  db: Db,
  orders: ReturnType<typeof planOrders>,
  orderIds: number[],
  totals: { status: StatusCode }[],
) {
  const held = new Map<number, number>();
  const holders: SQL[][] = [];
  orders.forEach((o, i) => {
    if (!holding.includes(totals[i]?.status as StatusCode)) return;
    holders.push([v(orderIds[i])]);
    for (const it of o.items) held.set(it.product, (held.get(it.product) ?? 0) + it.quantity);
  });
  await insertRowsNoId(db, 'order_stock_holds', ['order_id'], holders);
  if (!held.size) return;
  const rows = [...held].map(([id, q]) => sql`(${id}::bigint, ${q}::int)`);
  await db.execute(sql`update products p set quantity = greatest(p.quantity - h.q, 0),
      -- the last units held: the product is out of stock, as a product's own rule says
      availability = case when p.quantity <= h.q and p.availability = 'in_stock' then 'out_of_stock' else p.availability end
    from (values ${sql.join(rows, sql`, `)}) as h(id, q) where p.id = h.id`);
}
