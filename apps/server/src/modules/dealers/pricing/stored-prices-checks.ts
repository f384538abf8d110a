import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { orderable } from '../catalog/query.ts';

/** What the stored dealer prices' tests compare: the stored rows and counts against the function's answer. */

/** Stored rows unlike what the function and the visibility rules say, both ways round. */
export const mismatches = (db: Db) =>
  queryRows(
    db,
    sql`with want as (
        select g.id as price_group_id, cat.id as category_id, p.id as product_id, d.price, b.base
        from products p cross join price_groups g
        -- dealer_price's own two steps (migration 0027): the rule once gives both the base and the price
        cross join lateral dealer_base_price(p.id, g.id, now()) as b(base)
        cross join lateral dealer_tier_price(b.base, g.id, 1, now()) as d(price)
        cross join lateral unnest(array[0]::bigint[] || coalesce((select string_to_array(trim(both '/' from c.path), '/')::bigint[]
          from categories c where c.id = p.category), '{}')) as cat(id)
        where ${orderable(sql`p`, sql`g.id`)})
      select coalesce(w.product_id, s.product_id) as product, coalesce(w.category_id, s.category_id) as category,
        w.price as wanted, s.price as stored, w.base as wanted_base, s.base as stored_base
      from want w full join dealer_prices s on s.product_id = w.product_id
        and s.price_group_id = w.price_group_id and s.category_id = w.category_id
      where w.price is distinct from s.price or w.base is distinct from s.base`,
  );

/** Stored counts unlike the stored rows. */
export const countsOff = (db: Db) =>
  queryRows(
    db,
    sql`select * from dealer_price_counts c
      full join (select price_group_id, category_id, count(*) as n from dealer_prices group by 1, 2) x
        on x.price_group_id = c.price_group_id and x.category_id = c.category_id
      where coalesce(c.products, 0) <> coalesce(x.n, 0)`,
  );

/** Until no rebuild is queued or running and every group's stored prices are readable. */
export async function settled(db: Db): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    const [busy] = await queryRows<{ n: unknown }>(
      db,
      sql`select (select count(*) from jobs where kind = 'dealer-prices' and status in ('queued', 'running'))
        + (select count(*) from dealer_price_states where stale) as n`,
    );
    if (Number(busy?.n) === 0) return;
    if (Date.now() > until) throw new Error('the stored prices were not rebuilt within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}
