import { type SQL, sql } from 'drizzle-orm';
import { orderable } from '../../modules/dealers/catalog/query.ts';
import { type Db, queryRows } from '../client.ts';
import { ensureOrderDefaults } from './demo-orders.ts';
import { holding } from './demo-orders-plan.ts';

/** How much dealer trade the demo has: orders over the last `days`, so this month and the last have figures. */
export const demoDealerTradeSize = { orders: 300, days: 120 } as const;

// newest first: the fresh orders are still being worked, the old ones done (a few cancelled or returned)
const statusCycle = [
  'completed',
  'completed',
  'shipped',
  'completed',
  'cancelled',
  'completed',
  'returned',
  'completed',
];

/**
 * The demo dealers' trade (issue 29), set-based so the seed stays fast: ~300 dealer orders of the
 * trading workspaces across statuses, each of 1–4 products the workspace's group may order, priced
 * by `dealer_price` at the moment it was placed; the stock of those still being worked is held as
 * the orders' rules hold it. Every other trading workspace has a draft, and each company's first
 * workspace two saved order lists. Nothing when the shop has no orderable products.
 */
export async function seedDemoDealerTrade(db: Db): Promise<number> {
  const [any] = await queryRows(db, sql`select 1 from products p where p.status = 'published' limit 1`);
  if (!any) return 0;
  const statuses = await ensureOrderDefaults(db);
  const ids = JSON.stringify(Object.fromEntries(statuses));
  const { orders, days } = demoDealerTradeSize;
  // what each group may order, once: a line then picks from its group's array by a hash, no sort per line
  await db.execute(sql`create temporary table demo_dealer_goods on commit drop as
    select g.group_id, array_agg(p.id order by p.id) as ids
    from (select distinct price_group_id as group_id from dealer_workspaces) g
    join products p on ${orderable(sql`p`, sql`g.group_id`)} group by g.group_id`);
  await db.execute(sql`create temporary table demo_dealer_plan on commit drop as
    with spaces as (
      select w.id, w.dealer_id, w.price_group_id, w.city, w.np_branch, w.delivery_method, d.legal_name, d.phone, d.email,
        row_number() over (order by w.id) as rn, count(*) over () as cnt
      from dealer_workspaces w join dealers d on d.id = w.dealer_id where d.status = 'approved')
    select n, s.id as workspace_id, s.dealer_id, s.price_group_id, s.city, s.np_branch, s.delivery_method,
      s.legal_name, s.phone, s.email,
      now() - (n::float8 * ${days * 86_400} / ${orders} + (hashint4(n) & 3599)) * interval '1 second' as created_at,
      case when n < 12 then 'new' when n < 24 then 'confirmed' when n < 32 then 'packing'
        else (${sql.raw(`array[${statusCycle.map((c) => `'${c}'`).join(',')}]`)})[1 + n % ${statusCycle.length}] end as code,
      (select coalesce(max(number), 100000) from orders) + ${orders} - n as number
    from generate_series(0, ${orders - 1}) as n join spaces s on s.rn = 1 + (hashint4(n) & 1048575) % s.cnt`);
  // the lines' products first, then their prices: one statement doing both planned badly (seconds)
  await db.execute(sql`create temporary table demo_dealer_lines on commit drop as
    select * from (select pl.number, j as position, ${pick(sql`pl.price_group_id`, sql`pl.n * 7 + j`)} as product_id,
        1 + (hashint4(pl.n * 5 + j) & 15) as quantity, pl.price_group_id, pl.created_at, null::bigint as price,
        null::text as title
      from demo_dealer_plan pl cross join generate_series(0, (pl.n % 4)) as j) q
    where product_id is not null`);
  await db.execute(sql`update demo_dealer_lines x set title = p.name,
      price = (select d.price from dealer_price(x.product_id, x.price_group_id, x.quantity, x.created_at) as d(price))
    from products p where p.id = x.product_id`);
  const placed = await queryRows<{ n: unknown }>(
    db,
    sql`with made as (
      insert into orders (number, source, name, phone, email, delivery_method, delivery_city, delivery_branch,
        payment_method, status_id, items_total, discount_total, total, created_at, updated_at, dealer_id)
      select pl.number, 'dealer', pl.legal_name, pl.phone, pl.email, pl.delivery_method, pl.city, pl.np_branch,
        'bank_transfer', (${ids}::jsonb ->> pl.code)::bigint, t.total, 0, t.total, pl.created_at, pl.created_at, pl.dealer_id
      from demo_dealer_plan pl join (select number, sum(price * quantity) as total from demo_dealer_lines group by number) t
        on t.number = pl.number
      returning id, number, status_id, created_at)
    select count(*) as n from made`,
  );
  const order = sql`(select o.id from orders o where o.number = x.number)`;
  await db.execute(sql`insert into dealer_orders (order_id, dealer_id, workspace_id)
    select o.id, pl.dealer_id, pl.workspace_id from demo_dealer_plan pl join orders o on o.number = pl.number`);
  await db.execute(sql`insert into orders_items (owner_id, position, product_id, quantity, title, price)
    select ${order}, x.position, x.product_id, x.quantity, x.title, x.price from demo_dealer_lines x`);
  await db.execute(sql`insert into order_status_changes (order_id, from_status_id, to_status_id, user_name, created_at)
    select o.id, null, o.status_id, 'Демо', o.created_at from demo_dealer_plan pl join orders o on o.number = pl.number`);
  // the orders still being worked hold their stock, as placing would have
  const held = JSON.stringify(holding.map((c) => statuses.get(c)).filter((id) => id !== undefined));
  await db.execute(sql`insert into order_stock_holds (order_id)
    select o.id from demo_dealer_plan pl join orders o on o.number = pl.number
    where o.status_id in (select jsonb_array_elements_text(${held}::jsonb)::bigint)`);
  // the last units held: out of stock, as the staff's demo trade leaves such a product (demo-orders.ts)
  await db.execute(sql`update products p set quantity = greatest(p.quantity - h.q, 0),
      availability = case when p.quantity <= h.q and p.availability = 'in_stock' then 'out_of_stock' else p.availability end
    from (select i.product_id, sum(i.quantity) as q from demo_dealer_plan pl join orders o on o.number = pl.number
      join order_stock_holds s on s.order_id = o.id join orders_items i on i.owner_id = o.id group by i.product_id) h
    where p.id = h.product_id`);
  await seedDraftsAndLists(db);
  return Number(placed[0]?.n ?? 0);
}

/** One of the products `group` may order, chosen by the hash of `salt` (null when it may order none). */
const pick = (
  group: SQL,
  salt: SQL,
): SQL => sql`(select g.ids[1 + (hashint4((${salt})::int) & 1048575) % cardinality(g.ids)]
  from demo_dealer_goods g where g.group_id is not distinct from ${group})`;

/** A draft in every other trading workspace, and two saved lists in each company's first workspace. */
async function seedDraftsAndLists(db: Db): Promise<void> {
  const trading = sql`select w.id, w.dealer_id, w.price_group_id, row_number() over (partition by w.dealer_id order by w.id) as nth
    from dealer_workspaces w join dealers d on d.id = w.dealer_id where d.status = 'approved'`;
  await db.execute(sql`insert into dealer_draft_lines (workspace_id, product_id, quantity, added_at)
    select * from (select s.id, ${pick(sql`s.price_group_id`, sql`s.id * 10 + j`)} as product_id, 1 + j * 2,
        now() - (3 - j) * interval '1 minute'
      from (${trading}) s cross join generate_series(0, 2) as j where s.id % 2 = 0) q
    where product_id is not null on conflict do nothing`);
  await db.execute(sql`insert into dealer_order_lists (workspace_id, name)
    select s.id, l.name from (${trading}) s
    cross join (values ('Щотижневий асортимент'), ('Сезонне поповнення')) as l(name) where s.nth = 1`);
  await db.execute(sql`insert into dealer_order_list_lines (list_id, product_id, quantity, position)
    select * from (select l.id, ${pick(sql`s.price_group_id`, sql`l.id * 10 + j + 5`)} as product_id, 2 + j, j
      from dealer_order_lists l join dealer_workspaces s on s.id = l.workspace_id cross join generate_series(1, 5) as j) q
    where product_id is not null on conflict do nothing`);
}
