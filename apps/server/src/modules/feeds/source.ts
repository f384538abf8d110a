import { isEan13 } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { applyPrice, type PriceRule } from './price.ts';
import { plainText } from './text.ts';

/** The feed's settings the builder reads (its row, as stored). */
export interface FeedSettings {
  id: number;
  format: string;
  base_url: string;
  categories: number[];
  brands: number[];
  product_statuses: string[];
  in_stock_only: boolean;
  price_rule: PriceRule['rule'];
  price_percent: string | number | null;
  rounding: PriceRule['rounding'];
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  csv_columns: string[];
}

export interface FeedParam {
  name: string;
  value: string;
  unit: string | null;
}

/** One product as every writer takes it: prices after the feed's rule, links absolute, text plain. */
export interface FeedProduct {
  id: number;
  name: string;
  sku: string | null;
  ean: string | null;
  categoryId: number;
  brand: string | null;
  availability: string;
  quantity: number;
  inStock: boolean;
  /** What the buyer pays, kopecks. */
  price: number;
  /** The price before a sale, when there is one (above `price`). */
  oldPrice: number | null;
  url: string;
  images: string[];
  description: string;
  params: FeedParam[];
}

export type SkipReason = 'no_price' | 'no_picture' | 'not_in_stock' | 'invalid_gtin';

export interface Category {
  id: number;
  title: string;
  parent: number | null;
  /** Google's product taxonomy number, where staff set one. */
  google: number | null;
}

interface Row {
  id: number | string;
  name: string;
  slug: string;
  sku: string | null;
  ean: string | null;
  category: number | string;
  brand: string | null;
  availability: string;
  quantity: number | null;
  price: number | string | null;
  old_price: number | string | null;
  gallery: string[] | null;
  short_description: string | null;
  description: string | null;
}

/**
 * Products per keyset query. A batch stays alive across its queries and its writing; at 1 000 it
 * outlived the young generation's collections, was promoted and piled up in the old one (100 000
 * products took the server past 400 MiB), and formatting it held the event loop for as long as
 * a list request's whole answer. A quarter of that dies young and lets requests in four times as often.
 */
export const batchSize = 250;

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The filters of a feed as one condition on `p` (published products of the chosen subtrees, brands, statuses). */
function conditions(feed: FeedSettings, categoryIds: number[] | null) {
  const parts = [sql`p.status = 'published'`];
  if (categoryIds) parts.push(sql`p.category = any(${`{${categoryIds.join(',')}}`}::bigint[])`);
  if (feed.brands.length) parts.push(sql`p.brand = any(${`{${feed.brands.join(',')}}`}::bigint[])`);
  if (feed.product_statuses.length) {
    parts.push(sql`p.availability = any(${`{${feed.product_statuses.join(',')}}`}::text[])`);
  }
  return sql.join(parts, sql` and `);
}

/** The chosen categories with every descendant; null when none is chosen (the whole catalogue). */
export function subtreeIds(chosen: number[], all: Category[]): number[] | null {
  if (!chosen.length) return null;
  const children = new Map<number, number[]>();
  for (const c of all) if (c.parent !== null) children.set(c.parent, [...(children.get(c.parent) ?? []), c.id]);
  const out = new Set<number>();
  const stack = [...chosen];
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...out];
}

export const loadCategories = async (db: Db): Promise<Category[]> =>
  (
    await queryRows<{ id: number | string; title: string; parent: number | string | null; google: number | null }>(
      db,
      sql`select id, title, parent, google_product_category as google from categories order by id`,
    )
  ).map((c) => ({
    id: Number(c.id),
    title: c.title,
    parent: c.parent === null ? null : Number(c.parent),
    google: c.google === null ? null : Number(c.google),
  }));

export async function countProducts(db: Db, feed: FeedSettings, categoryIds: number[] | null): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from products p where ${conditions(feed, categoryIds)}`,
  );
  return Number(row?.n ?? 0);
}

async function paramsOf(db: Db, ids: number[]): Promise<Map<number, FeedParam[]>> {
  const rows = await queryRows<{ owner_id: number | string; name: string; value: string | null; unit: string | null }>(
    db,
    sql`select v.owner_id, a.title as name, u.suffix as unit,
          coalesce(av.title, v.text, trim(trailing '.' from trim(trailing '0' from v.number::text)),
            case when v.flag then 'Так' when v.flag = false then 'Ні' end) as value
        from products_attribute_values v
        join attributes a on a.id = v.attribute
        left join attributes_values av on av.id = v.value
        left join units u on u.id = a.unit
        where v.owner_id = any(${`{${ids.join(',')}}`}::bigint[])
        order by v.owner_id, v.position`,
  );
  const out = new Map<number, FeedParam[]>();
  for (const r of rows) {
    if (r.value === null || r.value === '') continue;
    const id = Number(r.owner_id);
    const list = out.get(id) ?? [];
    list.push({ name: r.name, value: r.value, unit: r.unit });
    out.set(id, list);
  }
  return out;
}

/**
 * The feed's products in id order, `batchSize` at a time by a keyset cursor (`id > last`): a
 * million products never sit in memory at once. Each comes out as a product or a skip with its reason.
 */
export async function* feedProducts(
  db: Db,
  feed: FeedSettings,
  categoryIds: number[] | null,
  withParams: boolean,
): AsyncGenerator<{ product: FeedProduct; skip?: SkipReason }[]> {
  const base = trimSlash(feed.base_url);
  const rule: PriceRule = { rule: feed.price_rule, percent: Number(feed.price_percent ?? 0), rounding: feed.rounding };
  const utm = new URLSearchParams();
  if (feed.utm_source) utm.set('utm_source', feed.utm_source);
  if (feed.utm_medium) utm.set('utm_medium', feed.utm_medium);
  if (feed.utm_campaign) utm.set('utm_campaign', feed.utm_campaign);
  const query = utm.toString();
  const where = conditions(feed, categoryIds);
  let last = 0;
  for (;;) {
    const rows = await queryRows<Row>(
      db,
      sql`select p.id, p.name, p.slug, p.sku, p.ean, p.category, b.name as brand, p.availability, p.quantity,
            p.price, p.old_price, p.gallery, p.short_description, p.description
          from products p left join brands b on b.id = p.brand
          where ${where} and p.id > ${last} order by p.id limit ${batchSize}`,
    );
    if (!rows.length) return;
    last = Number(rows[rows.length - 1]?.id);
    const params = withParams
      ? await paramsOf(
          db,
          rows.map((r) => Number(r.id)),
        )
      : new Map<number, FeedParam[]>();
    yield rows.map((r) => {
      const id = Number(r.id);
      const raw = r.price === null ? 0 : Number(r.price);
      const price = applyPrice(raw, rule);
      const old = r.old_price === null ? null : applyPrice(Number(r.old_price), rule);
      const inStock = r.availability === 'in_stock' && Number(r.quantity ?? 0) > 0;
      const images = (r.gallery ?? []).map((p) => `${base}/uploads/${p.split('/').map(encodeURIComponent).join('/')}`);
      const product: FeedProduct = {
        id,
        name: r.name,
        sku: r.sku,
        ean: r.ean,
        categoryId: Number(r.category),
        brand: r.brand,
        availability: r.availability,
        quantity: Number(r.quantity ?? 0),
        inStock,
        price,
        oldPrice: old !== null && old > price ? old : null,
        url: `${base}/product/${encodeURIComponent(r.slug)}${query ? `?${query}` : ''}`,
        images,
        description: plainText(r.description) || plainText(r.short_description),
        params: params.get(id) ?? [],
      };
      const skip: SkipReason | undefined =
        raw <= 0
          ? 'no_price'
          : images.length === 0
            ? 'no_picture'
            : feed.in_stock_only && !inStock
              ? 'not_in_stock'
              : r.ean && !isEan13(r.ean)
                ? 'invalid_gtin'
                : undefined;
      return { product, skip };
    });
  }
}
