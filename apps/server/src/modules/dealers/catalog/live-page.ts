import type { CurrentUser } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../../db/client.ts';
import { reachable } from '../workspaces/scope.ts';
import {
  availabilitySql,
  type CatalogQuery,
  catalogSorts,
  orderable,
  orderOfPage,
  type PageRow,
  searchSql,
  tiersSql,
} from './query.ts';

function conditions(q: CatalogQuery): SQL[] {
  const where: SQL[] = [orderable(sql`p`, sql`w.price_group_id`)];
  if (q.search) {
    where.push(searchSql(q.search));
  }
  if (q.category !== null) {
    where.push(sql`p.category in (select c.id from categories c where c.path like ${`%/${q.category}/%`})`);
  }
  if (q.brands.length) where.push(sql`p.brand in (${sqlList(q.brands)})`);
  if (q.inStock) where.push(sql`p.quantity > 0`);
  if (q.priceMin !== null) where.push(sql`d.price >= ${q.priceMin}`);
  if (q.priceMax !== null) where.push(sql`d.price <= ${q.priceMax}`);
  return where;
}

/**
 * A page priced by `dealer_price` in the page's own query: for a workspace without a group, or
 * while its group's stored prices are rebuilt. Every matching row is priced before it is sorted, so
 * at a million products a large category sorted by price is slow here; the stored prices are the
 * fast way. The wall (workspaces/scope.ts) is in this statement too, not only in the one before it.
 */
export async function livePage(db: Db, user: CurrentUser, q: CatalogQuery): Promise<PageRow[]> {
  return queryRows<PageRow>(
    db,
    sql`with page as (
        select p.id, p.name, p.sku, p.brand, p.gallery ->> 0 as picture, p.price as retail, d.price, p.quantity,
          p.created_at, w.price_group_id, count(*) over () as total
        from dealer_workspaces w
        cross join products p
        cross join lateral dealer_price(p.id, w.price_group_id, 1, now()) as d(price)
        where w.id = ${q.workspace} and ${reachable(user, sql`w`)} and ${sql.join(conditions(q), sql` and `)}
        order by ${catalogSorts[q.sort]}
        limit ${q.perPage} offset ${(q.page - 1) * q.perPage})
      select page.id, page.name, page.sku, page.brand as brand_id, b.name as brand_name, page.picture, page.retail,
        page.price, page.quantity, page.total, ${availabilitySql(sql`page.quantity`)} as availability,
        ${tiersSql(sql`page.id`, sql`page.price_group_id`)} as tiers
      from page left join brands b on b.id = page.brand
      order by ${sql.raw(orderOfPage[q.sort])}`,
  );
}
