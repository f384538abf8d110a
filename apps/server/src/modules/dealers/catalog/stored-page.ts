import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryPrepared } from './prepared-page.ts';
import { availabilitySql, type CatalogQuery, orderOfPage, type PageRow, searchSql, tiersSql } from './query.ts';

/** The stored page's sorts: the price from `dealer_prices`, so a category by price is one index range. */
const storedSorts: Record<CatalogQuery['sort'], SQL> = {
  price: sql`dp.price asc, dp.product_id asc`,
  '-price': sql`dp.price desc, dp.product_id desc`,
  name: sql`p.name asc, p.id asc`,
  '-name': sql`p.name desc, p.id desc`,
  '-created_at': sql`p.created_at desc, p.id desc`,
};

/** The filters besides the category; with none, the total is the stored count of the category. */
function productConditions(q: CatalogQuery): SQL[] {
  const where: SQL[] = [];
  if (q.search) {
    where.push(searchSql(q.search));
  }
  // one parameter whatever the number of brands, so the prepared statements stay few
  if (q.brands.length) where.push(sql`p.brand = any (${`{${q.brands.join(',')}}`}::bigint[])`);
  if (q.inStock) where.push(sql`p.quantity > 0`);
  if (q.priceMin !== null) where.push(sql`dp.price >= ${q.priceMin}`);
  if (q.priceMax !== null) where.push(sql`dp.price <= ${q.priceMax}`);
  return where;
}

/**
 * A page read from the group's stored prices (`dealer_prices`, kept exact by the triggers of
 * migration 0024): only the products the group orders have rows, each under its category, every
 * category above it and 0 (the whole catalogue), so the subtree filter is one equality. The tiers
 * are priced by `dealer_price` for the page's rows alone. A page past the end still carries the
 * total: the page is left-joined to it, leaving one empty row.
 */
export async function storedPage(db: Db, group: number, q: CatalogQuery): Promise<PageRow[]> {
  const filters = productConditions(q);
  const scope = sql`dp.price_group_id = ${group} and dp.category_id = ${q.category ?? 0}`;
  const where = sql.join([scope, ...filters], sql` and `);
  const total = filters.length
    ? sql`(select count(*) from dealer_prices dp join products p on p.id = dp.product_id where ${where})`
    : sql`coalesce((select c.products from dealer_price_counts c
        where c.price_group_id = ${group} and c.category_id = ${q.category ?? 0}), 0)`;
  return queryPrepared<PageRow>(
    db,
    sql`with page as (
        select p.id, p.name, p.sku, p.brand, p.gallery ->> 0 as picture, p.price as retail, dp.price, p.quantity,
          p.created_at
        from dealer_prices dp join products p on p.id = dp.product_id
        where ${where}
        order by ${storedSorts[q.sort]}
        limit ${q.perPage} offset ${(q.page - 1) * q.perPage})
      select page.id, page.name, page.sku, page.brand as brand_id, b.name as brand_name, page.picture, page.retail,
        page.price, page.quantity, ${total} as total, ${availabilitySql(sql`page.quantity`)} as availability,
        ${tiersSql(sql`page.id`, sql`${group}::bigint`)} as tiers
      from (select 1) one left join page on true left join brands b on b.id = page.brand
      order by ${sql.raw(orderOfPage[q.sort])}`,
    'dealer_catalog',
  );
}
