import { type CurrentUser, fieldMessages } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { parseId } from '../../../crud/engine.ts';
import { likeContains } from '../../../crud/filters.ts';
import { rareWord } from '../../../crud/search.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { validationError } from '../../../http/errors.ts';
import { expireStoredPrices } from '../pricing/stored-prices.ts';
import { groupSees } from '../pricing/visibility.ts';
import { livePage } from './live-page.ts';
import { storedPage } from './stored-page.ts';

/** At most this many left in stock reads «few» to a dealer who may not see the exact count. */
export const fewLeft = 5;
export const maxPerPage = 100;
const defaultPerPage = 24;

export const catalogSorts = {
  price: sql`d.price asc, p.id asc`,
  '-price': sql`d.price desc, p.id desc`,
  name: sql`p.name asc, p.id asc`,
  '-name': sql`p.name desc, p.id desc`,
  '-created_at': sql`p.created_at desc, p.id desc`,
} as const;
export type CatalogSort = keyof typeof catalogSorts;

export interface CatalogQuery {
  workspace: number;
  page: number;
  perPage: number;
  sort: CatalogSort;
  search: string | null;
  category: number | null;
  brands: number[];
  inStock: boolean;
  priceMin: number | null;
  priceMax: number | null;
}

type Errors = Record<string, string[]>;

function positiveInt(raw: unknown, field: string, errors: Errors, max = Number.MAX_SAFE_INTEGER): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) errors[field] = [fieldMessages.integer];
  else if (n > max) errors[field] = [fieldMessages.max(max)];
  else return n;
  return null;
}

/** The address's query, checked: a bad value is the field's 422, never a 500. */
export function parseCatalogQuery(q: Record<string, unknown>): CatalogQuery {
  const errors: Errors = {};
  // flat keys, as the engine's lists read them: `filter[brand]`
  const pick = (name: string): unknown => q[`filter[${name}]`];
  const workspace = parseId(q.workspace);
  if (workspace === null) errors.workspace = [fieldMessages.reference];
  const page = positiveInt(q.page, 'page', errors) ?? 1;
  const perPage = positiveInt(q.per_page, 'per_page', errors, maxPerPage) ?? defaultPerPage;
  const sort = (q.sort ?? 'name') as string;
  if (!(sort in catalogSorts)) errors.sort = [fieldMessages.choice];
  const search = typeof q.search === 'string' && q.search.trim() ? q.search.trim().slice(0, 100) : null;
  const rawCategory = pick('category');
  const category = rawCategory === undefined || rawCategory === '' ? null : parseId(rawCategory);
  if (rawCategory !== undefined && rawCategory !== '' && category === null) errors.category = [fieldMessages.reference];
  const rawBrand = pick('brand');
  const brands =
    typeof rawBrand === 'string' && rawBrand !== '' ? rawBrand.split(',').map((s) => parseId(s.trim())) : [];
  if (brands.some((b) => b === null)) errors.brand = [fieldMessages.reference];
  const inStock = ['1', 'true'].includes(String(pick('in_stock') ?? ''));
  const priceMin = positiveInt(pick('price_min'), 'price_min', errors);
  const priceMax = positiveInt(pick('price_max'), 'price_max', errors);
  if (priceMin !== null && priceMax !== null && priceMax < priceMin) errors.price_max = [fieldMessages.atLeast];
  if (page < 1) errors.page = [fieldMessages.min(1)];
  if (perPage < 1) errors.per_page = [fieldMessages.min(1)];
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    workspace: workspace as number,
    page,
    perPage,
    sort: sort as CatalogSort,
    search,
    category,
    brands: brands as number[],
    inStock,
    priceMin,
    priceMax,
  };
}

export interface CatalogItem {
  id: number;
  name: string;
  sku: string;
  brand: { id: number; name: string } | null;
  picture: string | null;
  retail: number;
  price: number;
  tiers: { min_quantity: number; price: number }[];
  availability: 'in_stock' | 'few' | 'to_order';
  stock: number | null;
}

/** A dealer's view of a product's stock: the words, and the count only when the settings allow it. */
export const availabilitySql = (quantity: SQL): SQL =>
  sql`case when ${quantity} > ${fewLeft} then 'in_stock' when ${quantity} > 0 then 'few' else 'to_order' end`;

/** What a dealer may order at all: published, not discontinued, and seen by the workspace's group. */
export const orderable = (product: SQL, group: SQL): SQL =>
  sql`${product}.status = 'published' and ${product}.availability <> 'discontinued' and ${groupSees(product, group)}`;

/**
 * Search by name or SKU (`p` the products row), the way the staff lists search (crud/list-query.ts):
 * of several words, the rare one with a digit is what the trigram index looks up, and the rows it
 * finds are checked against the whole query; «Модель 12345» otherwise reads most of the index.
 */
export function searchSql(search: string): SQL {
  const { pattern, word } = searchValues(search);
  return searchBy(pattern, word);
}

/** The patterns of a search: the whole query, and the rare word the index looks up (rareWord). */
export function searchValues(search: string): { pattern: string; word: string | undefined } {
  const word = rareWord(search);
  return { pattern: likeContains(search), word: word === undefined ? undefined : likeContains(word) };
}

/** The search's condition on the patterns as values or as placeholders (stored-page.ts). */
export function searchBy(pattern: unknown, word: unknown): SQL {
  const one = (column: SQL) =>
    word !== undefined
      ? sql`(${column} ilike ${word} and (${column} || '') ilike ${pattern})`
      : sql`${column} ilike ${pattern}`;
  return sql`(${one(sql`p.name`)} or ${one(sql`p.sku`)})`;
}

/** A page's row as both page queries answer it. */
export interface PageRow {
  id: unknown;
  name: string;
  sku: string;
  brand_id: unknown;
  brand_name: string | null;
  picture: string | null;
  retail: unknown;
  price: unknown;
  quantity: unknown;
  availability: CatalogItem['availability'];
  tiers: unknown;
  total: unknown;
}

/** The tiers of a page's product, priced by `dealer_price` for the page's rows alone. */
export const tiersSql = (product: SQL, group: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('min_quantity', t.min_quantity, 'price', tp.price)
      order by t.min_quantity), '[]'::json)
    from price_groups_tiers t
    cross join lateral dealer_price(${product}, ${group}, t.min_quantity, now()) as tp(price)
    where t.owner_id = ${group})`;

export function itemOf(r: PageRow, exactStock: boolean): CatalogItem {
  return {
    id: Number(r.id),
    name: r.name,
    sku: r.sku,
    brand: r.brand_id === null ? null : { id: Number(r.brand_id), name: r.brand_name ?? '' },
    picture: r.picture,
    retail: Number(r.retail),
    price: Number(r.price),
    tiers: (
      (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as { min_quantity: number; price: number }[]
    ).map((t) => ({ min_quantity: Number(t.min_quantity), price: Number(t.price) })),
    availability: r.availability,
    stock: exactStock ? Number(r.quantity) : null,
  };
}

/** The page's order again outside the CTE (the join to brands may reorder it). */
export const orderOfPage: Record<CatalogSort, string> = {
  price: 'page.price asc, page.id asc',
  '-price': 'page.price desc, page.id desc',
  name: 'page.name asc, page.id asc',
  '-name': 'page.name desc, page.id desc',
  '-created_at': 'page.created_at desc, page.id desc',
};

/**
 * A page of the dealer catalogue for one workspace the caller reaches (null when it reaches none:
 * the 404 of another company's workspace), its items as JSON text. One statement reads the
 * workspace and, while its group's stored prices are fresh, the page from them (stored-page.ts);
 * else, while a rule change is rebuilt, `dealer_price` computes the prices in a second statement
 * (live-page.ts). Either way the same answer.
 */
export async function catalogPage(
  db: Db,
  user: CurrentUser,
  q: CatalogQuery,
): Promise<{ items: string; total: number } | null> {
  const space = await storedPage(db, user, q);
  if (!space) return null;
  if (space.fresh === true) return { total: Number(space.total ?? 0), items: space.items };
  const group = space.group === null ? null : Number(space.group);
  if (group !== null && space.expired) await expireStoredPrices(db, group);
  const rows = await livePage(db, user, q);
  // the staff's setting (orders/settings.ts)
  const [settings] = await queryRows<{ exact_stock: boolean }>(
    db,
    sql`select exact_stock from dealer_order_settings where id = 1`,
  );
  const exactStock = settings?.exact_stock === true;
  const items = rows.filter((r) => r.id !== null).map((r) => itemOf(r, exactStock));
  return { total: Number(rows[0]?.total ?? 0), items: JSON.stringify(items) };
}
