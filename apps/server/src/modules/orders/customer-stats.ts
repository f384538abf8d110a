import { sql } from 'drizzle-orm';
import { type Db, sqlList } from '../../db/client.ts';
import { readOrderSettings, revenueOrder } from './settings.ts';

/**
 * A customer's figures, kept from their orders: `orders_count` and `last_order_at` over every
 * order, `total_spent` over those not in a releasing status (a cancelled order earned nothing).
 * Run in the caller's transaction after orders moved (an order's save, a customers' merge). The
 * rows are locked first, in id order, so the sums are read after any parallel save committed.
 */
export async function recomputeCustomerStats(db: Db, customerIds: readonly (number | null | undefined)[]) {
  const ids = [...new Set(customerIds.filter((id): id is number => typeof id === 'number' && id > 0))].sort(
    (a, b) => a - b,
  );
  if (ids.length === 0) return;
  const list = sqlList(ids);
  await db.execute(sql`select id from customers where id in (${list}) order by id for update`);
  const { release_status_ids: released } = await readOrderSettings(db);
  await db.execute(sql`
    update customers c set orders_count = s.n, total_spent = s.spent, last_order_at = s.last
    from (
      select c2.id, count(o.id)::int as n,
        coalesce(sum(o.total) filter (where ${revenueOrder(released)}), 0) as spent, max(o.created_at) as last
      from customers c2 left join orders o on o.customer_id = c2.id
      where c2.id in (${list}) group by c2.id
    ) s
    where c.id = s.id`);
}
