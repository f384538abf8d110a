import { sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';

/**
 * Products' `rating` (the average of their published reviews, 2 decimals; null with none) and
 * `reviews_count` (published ones), worked out again from the reviews in the caller's
 * transaction. `leaving` are reviews about to be deleted in it, counted out already.
 */
export async function recomputeRatings(
  tx: Db,
  productIds: readonly unknown[],
  leaving: readonly number[] = [],
): Promise<void> {
  const products = [...new Set(productIds.filter((id) => id !== null && id !== undefined).map(Number))]
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .sort((a, b) => a - b);
  if (products.length === 0) return;
  const skip = leaving.length ? sql`and r.id not in (${sqlList(leaving)})` : sql``;
  await tx.execute(sql`
    update products p set rating = s.rating, reviews_count = s.n
    from (
      select p2.id, round(avg(r.rating)::numeric, 2) as rating, count(r.id)::int as n
      from products p2
        left join reviews r on r.product_id = p2.id and r.status = 'published' ${skip}
      where p2.id in (${sqlList(products)}) group by p2.id
    ) s
    where p.id = s.id`);
}

/** The products of these reviews, as they are in the transaction. */
export async function productsOf(tx: Db, reviewIds: readonly number[]): Promise<number[]> {
  if (reviewIds.length === 0) return [];
  const rows = await queryRows<{ product_id: unknown }>(
    tx,
    sql`select distinct product_id from reviews where id in (${sqlList(reviewIds)}) and product_id is not null`,
  );
  return rows.map((r) => Number(r.product_id));
}
