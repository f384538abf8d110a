import type { CurrentUser } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryShaped } from '../../../crud/prepared.ts';
import type { Db } from '../../../db/client.ts';
import { expiredSql, freshSql } from '../pricing/stored-prices.ts';
import { reachable } from '../workspaces/scope.ts';
import { availabilitySql, type CatalogQuery, orderOfPage, searchBy, searchValues } from './query.ts';

/** The stored page's sorts: the price from `dealer_prices`, so a category by price is one index range. */
const storedSorts: Record<CatalogQuery['sort'], SQL> = {
  price: sql`dp.price asc, dp.product_id asc`,
  '-price': sql`dp.price desc, dp.product_id desc`,
  name: sql`p.name asc, p.id asc`,
  '-name': sql`p.name desc, p.id desc`,
  '-created_at': sql`p.created_at desc, p.id desc`,
};

const value = (name: string) => sql.placeholder(name);

/**
 * The filters besides the category, as placeholders (`values` below fills them); with none, the
 * total is the stored count of the category.
 */
function productConditions(q: CatalogQuery, word: boolean): SQL[] {
  const where: SQL[] = [];
  if (q.search) where.push(searchBy(value('pattern'), word ? value('word') : undefined));
  // one parameter whatever the number of brands, so the prepared statements stay few
  if (q.brands.length) where.push(sql`p.brand = any (${value('brands')}::bigint[])`);
  if (q.inStock) where.push(sql`p.quantity > 0`);
  if (q.priceMin !== null) where.push(sql`dp.price >= ${value('min')}`);
  if (q.priceMax !== null) where.push(sql`dp.price <= ${value('max')}`);
  return where;
}

/** The stored page's one row: the workspace's facts and, when its group is fresh, the page as JSON. */
export interface StoredPage {
  group: unknown;
  fresh: boolean | null;
  expired: boolean | null;
  total: unknown;
  /** The items as `itemOf` (query.ts) writes them, written by the database: sent on as they are. */
  items: string;
}

/**
 * The tiers of a stored row: each of the group's tiers (read once per page, `tiers`) applied to the
 * row's base price by `dealer_tiered`, the arithmetic `dealer_price` itself ends with (migration
 * 0027); running the function per row and tier was half of the page's time.
 */
const storedTiersSql = (base: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('min_quantity', t.min_quantity, 'price', dealer_tiered(${base}, t.discount))
      order by t.min_quantity), '[]'::json) from tiers t)`;

/**
 * The workspace the caller reaches (no row: another company's, or none) and, when its group's
 * stored prices are readable, a page of them, in one statement: most requests need no other.
 * Only the products the group orders have rows in `dealer_prices`, each under its category, every
 * category above it and 0 (the whole catalogue), so the subtree filter is one equality. The items
 * come as JSON the database wrote, sent on as text (a page was 850 values parsed, mapped and
 * written again). A page past the end, or a group that is not fresh, has none.
 */
export async function storedPage(db: Db, user: CurrentUser, q: CatalogQuery): Promise<StoredPage | undefined> {
  const search = q.search ? searchValues(q.search) : undefined;
  // written into the text, both checked whole numbers: as parameters, a kept plan guessed a tenth
  // of the category for its LIMIT and read it with a parallel worker, 12 ms where 0.6 ms will do
  const offset = (q.page - 1) * q.perPage;
  const filters = [
    search ? (search.word ? 'word' : 'search') : '',
    q.brands.length ? 'brands' : '',
    q.inStock ? 'stock' : '',
  ];
  filters.push(q.priceMin !== null ? 'min' : '', q.priceMax !== null ? 'max' : '');
  const [row] = await queryShaped<StoredPage>(
    db,
    `${q.sort}_${q.perPage}_${offset}_${filters.join(',')}`,
    () => pageSql(q, offset, search?.word !== undefined),
    {
      user: user.id,
      workspace: q.workspace,
      category: q.category ?? 0,
      pattern: search?.pattern,
      word: search?.word,
      brands: `{${q.brands.join(',')}}`,
      min: q.priceMin,
      max: q.priceMax,
    },
    // deeper pages, each its own text, are planned as they come
    offset === 0 ? 'dealer_catalog' : undefined,
  );
  return row;
}

/** The stored page's statement for the query's shape, every value a placeholder. */
function pageSql(q: CatalogQuery, offset: number, word: boolean): SQL {
  const filters = productConditions(q, word);
  const scope = sql`dp.price_group_id = (select space.group from space where space.fresh) and dp.category_id = ${value('category')}`;
  const where = sql.join([scope, ...filters], sql` and `);
  const total = filters.length
    ? sql`(select count(*) from dealer_prices dp join products p on p.id = dp.product_id where ${where})`
    : // joined to the workspace rather than correlated with it: read once, not once per row
      sql`coalesce((select c.products from dealer_price_counts c join space on c.price_group_id = space.group
        where c.category_id = ${value('category')}), 0)`;
  return sql`with space as (
        select w.price_group_id as group, ${freshSql(sql`s`)} as fresh, ${expiredSql(sql`s`)} as expired,
          (select o.exact_stock from dealer_order_settings o where o.id = 1) as exact_stock
        from dealer_workspaces w left join dealer_price_states s on s.price_group_id = w.price_group_id
        where w.id = ${value('workspace')} and ${reachable({ id: value('user') }, sql`w`)}),
      tiers as materialized (select t.min_quantity, t.discount from space cross join lateral dealer_group_tiers(space.group, now()) t),
      page as (
        select p.id, p.name, p.sku, p.brand, p.gallery ->> 0 as picture, p.price as retail, dp.price, dp.base,
          p.quantity, p.created_at
        from dealer_prices dp join products p on p.id = dp.product_id
        where ${where}
        order by ${storedSorts[q.sort]}
        limit ${sql.raw(String(q.perPage))} offset ${sql.raw(String(offset))})
      select space.group, space.fresh, space.expired, ${total} as total,
        coalesce(json_agg(json_build_object('id', page.id, 'name', page.name, 'sku', page.sku,
          'brand', case when page.brand is not null then json_build_object('id', page.brand, 'name', coalesce(b.name, '')) end,
          'picture', page.picture, 'retail', page.retail, 'price', page.price, 'tiers', ${storedTiersSql(sql`page.base`)},
          'availability', ${availabilitySql(sql`page.quantity`)}, 'stock', case when space.exact_stock then page.quantity end)
          order by ${sql.raw(orderOfPage[q.sort])}) filter (where page.id is not null), '[]')::text as items
      from space left join page on true left join brands b on b.id = page.brand
      group by space.group, space.fresh, space.expired, space.exact_stock`;
}
