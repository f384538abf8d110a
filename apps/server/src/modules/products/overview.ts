import { type CatalogOverview, productStatuses } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writesOf } from '../../crud/table-writes.ts';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * GET /api/catalog/overview: what in the catalogue needs attention. Two statements whatever the
 * size: one pass over products counting every figure at once (`count(*) filter (where …)`), and the
 * products per top-level category from the per-category counts. The figures are a dashboard's
 * (each links to a list that counts afresh), so they are kept 30 seconds (`catalogOverview`), or
 * until a write to a table they count commits through any instance.
 */

const availability = productStatuses;

/**
 * Each category's required attributes, from its own set or its nearest ancestor's (attribute-set.ts),
 * and the products lacking a row of one of them: an anti-join of (product, required attribute)
 * pairs against the values, which the planner answers with one hash over the values table.
 */
const missingRequired = sql`(
  with owner as (
    select c.id as category, (
      select p.id from categories p
      where p.id = any(string_to_array(trim(both '/' from c.path), '/')::bigint[])
        and exists (select 1 from categories_attributes x where x.owner_id = p.id)
      order by p.depth desc limit 1) as set_owner
    from categories c),
  required as (
    select o.category, ca.attribute from owner o join categories_attributes ca on ca.owner_id = o.set_owner
    where ca.required)
  select count(distinct p.id) from products p join required r on r.category = p.category
  where not exists (select 1 from products_attribute_values v where v.owner_id = p.id and v.attribute = r.attribute))`;

async function readOverview(db: Db): Promise<CatalogOverview> {
  const counts = availability.map((a) => sql`, count(*) filter (where availability = ${a}) as ${sql.identifier(a)}`);
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select count(*) as total,
          count(*) filter (where status = 'draft') as draft,
          count(*) filter (where status = 'published') as published
          ${sql.join(counts, sql``)},
          count(*) filter (where gallery = '[]'::jsonb) as without_image,
          count(*) filter (where price = 0) as without_price,
          count(*) filter (where quantity = 0) as out_of_stock,
          ${missingRequired} as missing_required,
          (select count(*) from products_sandbox) as sandbox
        from products`,
  );
  const categories = await queryRows<{ id: number; title: string; products: number | string }>(
    db,
    sql`with per as (select category, count(*) as n from products where category is not null group by category),
        roots as (select split_part(c.path, '/', 2)::bigint as root, sum(per.n) as n
                  from per join categories c on c.id = per.category group by 1)
        select r.id, r.title, coalesce(roots.n, 0) as products
        from categories r left join roots on roots.root = r.id
        where r.parent is null order by r.position, r.id`,
  );
  // PostgreSQL's driver hands counts (bigint) over as text
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: n('total'),
    by_status: { draft: n('draft'), published: n('published') },
    by_availability: Object.fromEntries(availability.map((a) => [a, n(a)])),
    without_image: n('without_image'),
    without_price: n('without_price'),
    missing_required: n('missing_required'),
    out_of_stock: n('out_of_stock'),
    sandbox: n('sandbox'),
    categories: categories.map((c) => ({ id: Number(c.id), title: c.title, products: Number(c.products) })),
  };
}

export const overviewTtlMs = 30_000;

interface Cached {
  at: number;
  /** The counted tables' committed writes when it was read (crud/table-writes.ts). */
  writes: string;
  answer: Promise<CatalogOverview>;
  /** The last answer read in full, served while a newer one of the same writes is read. */
  last?: CatalogOverview;
}
const cache = new WeakMap<Db, Cached>();

// attribute values and set members are written in the same transaction as their product or category
const countedTables = ['products', 'products_sandbox', 'categories'];

async function countedWrites(db: Db): Promise<string> {
  const sums = sql.join(countedTables.map(writesOf), sql`, `);
  const [row] = await queryRows<{ writes: string }>(db, sql`select concat_ws(',', ${sums}) as writes`);
  return row?.writes ?? '';
}

/**
 * The figures, read at most once per 30 seconds per process and database while nothing is
 * written. A write to the counted tables, committed through any instance, changes their write
 * counts (one small read per request): the next request reads the figures afresh. Without a
 * write, an answer older than 30 s is still served while the next one is read in the background
 * (a million products take a second or two to count), so only the first request after a start waits.
 */
export async function catalogOverview(db: Db, now = Date.now()): Promise<CatalogOverview> {
  const writes = await countedWrites(db);
  const hit = cache.get(db);
  const same = hit?.writes === writes;
  if (hit && same && now - hit.at < overviewTtlMs) return hit.last ?? hit.answer;
  const answer = readOverview(db);
  // an older answer may stand in while this one is read only when nothing was written since
  const entry: Cached = { at: now, writes, answer, last: same ? hit?.last : undefined };
  cache.set(db, entry);
  answer.then(
    (value) => {
      entry.last = value;
    },
    () => {
      // a failed read is tried again by the next request
      if (cache.get(db) === entry) cache.set(db, { ...entry, at: 0 });
    },
  );
  return entry.last ?? answer;
}

const count = z.number().int();
const overviewDoc = z.object({
  data: z.object({
    total: count,
    by_status: z.object({ draft: count, published: count }),
    by_availability: z.record(z.enum(productStatuses), count),
    without_image: count,
    without_price: count,
    missing_required: count.describe('бракує значення обовʼязкової характеристики'),
    out_of_stock: count,
    sandbox: count,
    categories: z.array(z.object({ id: count, title: z.string(), products: count })),
  }),
});

export function overviewRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/catalog/overview',
    {
      schema: { summary: 'Огляд каталогу: що потребує уваги (кешується на 30 с)', tags: ['catalog'] },
      config: { access: { scope: 'catalog.show' }, docs: { response: { 200: overviewDoc } } },
    },
    async () => ({ data: await catalogOverview(db) }),
  );
}
