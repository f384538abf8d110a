import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { insertRows, insertRowsNoId } from './demo-seed.ts';

/**
 * The demo shop's four wholesale price lists, on its catalogue: two everyday ones with quantity
 * tiers, a partners' list with fixed prices and a shorter range, and a spring list that switches
 * itself on next March and off at the end of May. Their ids come back in the order below.
 */

interface Override {
  kind: 'percent' | 'price';
  discount?: number;
  /** Share of the retail price, for a fixed price worked out from the product's own. */
  share?: number;
  dates?: readonly [string | null, string | null];
}

interface GroupPlan {
  name: string;
  discount: number;
  minOrder: number | null;
  dates: readonly [string | null, string | null];
  /** Overrides on the n-th top-level category (and so its whole subtree). */
  categories: readonly (Override & { at: number })[];
  /** Overrides on the n-th product by id. */
  products: readonly (Override & { at: number })[];
  tiers: readonly (readonly [number, number])[];
  /** Only these top-level categories and brands, by position; all when empty. */
  visibleCategories: readonly number[];
  visibleBrands: readonly number[];
}

/** The next 1 March on or after `now`, at midnight in Kyiv (+02:00 in winter), and 1 June after it (+03:00). */
function nextSpring(now: Date): [string, string] {
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return [`${year}-03-01T00:00:00+02:00`, `${year}-06-01T00:00:00+03:00`];
}

function plans(now: Date): GroupPlan[] {
  const spring = nextSpring(now);
  const always = [null, null] as const;
  return [
    {
      name: 'Опт 1',
      discount: 12,
      minOrder: 5_000_00,
      dates: always,
      categories: [
        { at: 0, kind: 'percent', discount: 15 },
        { at: 1, kind: 'percent', discount: 10 },
      ],
      products: [
        { at: 0, kind: 'price', share: 0.8 },
        { at: 1, kind: 'percent', discount: 20 },
      ],
      tiers: [
        [10, 3],
        [50, 5],
      ],
      visibleCategories: [],
      visibleBrands: [],
    },
    {
      name: 'Опт 2',
      discount: 18,
      minOrder: 20_000_00,
      dates: always,
      categories: [{ at: 2, kind: 'percent', discount: 22 }],
      products: [{ at: 2, kind: 'price', share: 0.75 }],
      tiers: [
        [20, 2],
        [100, 4],
      ],
      visibleCategories: [],
      visibleBrands: [0, 1, 2, 3, 4, 5],
    },
    {
      name: 'Партнер VIP',
      discount: 25,
      minOrder: 50_000_00,
      dates: always,
      categories: [{ at: 0, kind: 'percent', discount: 28 }],
      products: [
        { at: 3, kind: 'price', share: 0.7 },
        { at: 4, kind: 'price', share: 0.68 },
      ],
      tiers: [[10, 2]],
      visibleCategories: [0, 1, 2],
      visibleBrands: [],
    },
    {
      name: 'Весняний прайс',
      discount: 15,
      minOrder: 10_000_00,
      dates: spring,
      categories: [{ at: 1, kind: 'percent', discount: 20, dates: spring }],
      products: [],
      tiers: [[25, 3]],
      visibleCategories: [],
      visibleBrands: [],
    },
  ];
}

const ids = async (db: Db, query: SQL): Promise<number[]> =>
  (await queryRows<{ id: unknown }>(db, query)).map((r) => Number(r.id));

const at = (list: readonly number[], n: number): number | undefined => list[n % Math.max(list.length, 1)];

/** Writes the four groups when there are none; their ids (empty when groups existed already). */
export async function seedDemoPriceGroups(db: Db, now = new Date()): Promise<number[]> {
  if ((await queryRows(db, sql`select 1 from price_groups limit 1`)).length) return [];
  const tops = await ids(db, sql`select id from categories where depth = 0 order by position, id`);
  const brands = await ids(db, sql`select id from brands order by id limit 20`);
  const products = await queryRows<{ id: unknown; price: unknown }>(
    db,
    sql`select id, price from products order by id limit 20`,
  );
  const list = plans(now);
  const groupIds = await insertRows(
    db,
    'price_groups',
    ['name', 'discount', 'min_order_amount', 'starts_at', 'ends_at', 'status'],
    list.map((g) => [
      sql`${g.name}`,
      sql`${g.discount}`,
      sql`${g.minOrder}`,
      sql`${g.dates[0]}::timestamptz`,
      sql`${g.dates[1]}::timestamptz`,
      sql`'active'`,
    ]),
  );
  const row = (owner: number, position: number, target: number, o: Override, retail = 0): SQL[] => [
    sql`${owner}`,
    sql`${position}`,
    sql`${target}`,
    sql`${o.kind}`,
    sql`${o.kind === 'percent' ? (o.discount ?? 0) : null}`,
    sql`${o.kind === 'price' ? Math.round(retail * (o.share ?? 1)) : null}`,
    sql`${o.dates?.[0] ?? null}::timestamptz`,
    sql`${o.dates?.[1] ?? null}::timestamptz`,
  ];
  const columns = (target: string) => [
    'owner_id',
    'position',
    target,
    'kind',
    'discount',
    'price',
    'starts_at',
    'ends_at',
  ];
  const categoryRows: SQL[][] = [];
  const productRows: SQL[][] = [];
  const tierRows: SQL[][] = [];
  const visibleCategories: SQL[][] = [];
  const visibleBrands: SQL[][] = [];
  list.forEach((g, i) => {
    const owner = groupIds[i] as number;
    g.categories.forEach((o, p) => {
      const category = at(tops, o.at);
      if (category !== undefined) categoryRows.push(row(owner, p, category, o));
    });
    g.products.forEach((o, p) => {
      const product = products[o.at % Math.max(products.length, 1)];
      if (product) productRows.push(row(owner, p, Number(product.id), o, Number(product.price)));
    });
    for (const [p, [from, off]] of g.tiers.entries())
      tierRows.push([sql`${owner}`, sql`${p}`, sql`${from}`, sql`${off}`]);
    const visible = (positions: readonly number[], pool: readonly number[], into: SQL[][]) => {
      const chosen = [...new Set(positions.map((n) => at(pool, n)).filter((id) => id !== undefined))];
      for (const [p, target] of chosen.entries()) into.push([sql`${owner}`, sql`${target}`, sql`${p}`]);
    };
    visible(g.visibleCategories, tops, visibleCategories);
    visible(g.visibleBrands, brands, visibleBrands);
  });
  await insertRowsNoId(db, 'price_groups_category_overrides', columns('category'), categoryRows);
  await insertRowsNoId(db, 'price_groups_product_overrides', columns('product'), productRows);
  await insertRowsNoId(db, 'price_groups_tiers', ['owner_id', 'position', 'min_quantity', 'discount'], tierRows);
  await insertRowsNoId(db, 'price_groups_visible_categories', ['owner_id', 'target_id', 'position'], visibleCategories);
  await insertRowsNoId(db, 'price_groups_visible_brands', ['owner_id', 'target_id', 'position'], visibleBrands);
  return groupIds;
}
