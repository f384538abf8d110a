import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { ensureDirectories } from './directories.ts';

/**
 * The benchmark catalogue (`npm run seed -- --products N`): N products made by PostgreSQL itself
 * from generate_series, so a million take minutes, not hours. Every value is a hash of the row
 * number, so two runs make the same rows. They look like the demo's in shape, not in words:
 * «Модель 12345 Samsung Чорний», spread over the leaf categories, with the category's required
 * attributes filled (a select value of the attribute's own, a number, a flag), prices per category,
 * stock and availability that agree, valid EAN-13 and unique SKUs and slugs.
 */

/** A fraction in [0, 1) from the row number and a salt. */
const f = (salt: number, of = 'n'): string => `((hashint8extended(${of}, ${salt}) & 1048575)::float8 / 1048576)`;

const productsInsert = `
  insert into products (name, slug, sku, ean, category, brand, color, availability, status, price, old_price,
    quantity, warranty_months, weight, length, width, height, short_description, created_at, updated_at)
  select 'Модель ' || n || ' ' || d.brand_names[x.b] || ' ' || d.color_names[x.c],
    'model-' || n, 'KR-' || lpad(n::text, 8, '0'), ean.base || ean.check_digit,
    x.category, d.brand_ids[x.b], d.color_ids[x.c],
    case when q.quantity > 0 then 'in_stock'
      else (array['out_of_stock', 'to_order', 'expected', 'discontinued'])[1 + floor(${f(5)} * 4)::int] end,
    case when ${f(6)} < 0.05 then 'draft' else 'published' end,
    pr.price, case when ${f(8)} < 0.2 then pr.price + (floor(pr.price * (0.05 + ${f(9)} * 0.25) / 10000) + 1) * 10000 end,
    q.quantity, (array[12, 12, 24, 36])[1 + floor(${f(10)} * 4)::int],
    round((0.1 + ${f(11)} * 12)::numeric, 3), round((5 + ${f(12)} * 60)::numeric, 1),
    round((5 + ${f(13)} * 40)::numeric, 1), round((1 + ${f(14)} * 30)::numeric, 1),
    'Товар еталонного каталогу для вимірювання швидкодії.', c.created, c.created + (now() - c.created) * ${f(15)}
  from generate_series($1::bigint, $2::bigint) as n
  cross join d
  cross join lateral (select d.leaves[1 + floor(${f(1)} * cardinality(d.leaves))::int] as category,
    1 + floor(${f(2)} * cardinality(d.brand_ids))::int as b,
    1 + floor(${f(3)} * cardinality(d.color_ids))::int as c) x
  cross join lateral (select case when ${f(4)} < 0.15 then 0 else 1 + floor(${f(16)} * ${f(17)} * 200)::int end as quantity) q
  -- each category has its own price level (a cable is not a fridge), each product its place in it
  cross join lateral (select ((floor((200 + (hashint8extended(x.category, 7) & 1023) * 60)
    * (0.3 + ${f(18)} * 1.7) / 10) * 10 + 9) * 100)::bigint as price) pr
  cross join lateral (select '482' || lpad(n::text, 9, '0') as base) b
  cross join lateral (select b.base, ((10 - (select sum(substr(b.base, i, 1)::int * (case when i % 2 = 0 then 3 else 1 end))
    from generate_series(1, 12) as i) % 10) % 10)::text as check_digit) ean
  cross join lateral (select now() - interval '1 second' * floor(${f(19)} * 94608000) as created) c`;

const directoriesCte = `with d as (
  select (select array_agg(id order by id) from categories k
            where not exists (select 1 from categories ch where ch.parent = k.id)) as leaves,
    (select array_agg(id order by id) from brands) as brand_ids,
    (select array_agg(name order by id) from brands) as brand_names,
    (select array_agg(id order by id) from colors) as color_ids,
    (select array_agg(name order by id) from colors) as color_names)`;

/** The category's required attributes of each product, typed as the attribute says. */
const valuesInsert = `
  insert into products_attribute_values (owner_id, position, attribute, value, number, text, flag)
  select p.id, ca.position, ca.attribute,
    case when a.data_type in ('select', 'multiselect')
      then v.ids[1 + floor(${f(31, 'p.id * 1000 + ca.attribute')} * cardinality(v.ids))::int] end,
    case when a.data_type = 'number' then (1 + floor(${f(32, 'p.id * 1000 + ca.attribute')} * 100))::numeric end,
    case when a.data_type = 'string' then 'Пристрій, документація' end,
    a.data_type = 'boolean' and ${f(33, 'p.id * 1000 + ca.attribute')} < 0.5
  from products p
  join categories_attributes ca on ca.owner_id = p.category and ca.required
  join attributes a on a.id = ca.attribute
  left join (select owner_id, array_agg(id order by position) as ids from attributes_values group by owner_id) v
    on v.owner_id = a.id
  where p.id between $1 and $2 and (a.data_type not in ('select', 'multiselect') or v.ids is not null)`;

const labelsInsert = `
  insert into products_labels (owner_id, target_id, position)
  select p.id, l.ids[1 + floor(${f(41, 'p.id')} * cardinality(l.ids))::int], 0
  from products p, (select array_agg(id order by id) as ids from product_labels) l
  where p.id between $1 and $2 and ${f(40, 'p.id')} < 0.1`;

export type Run = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Secondary indexes (not those behind a constraint): dropped for the load, built again after it. */
async function secondaryIndexes(run: Run, tables: string[]): Promise<{ name: string; def: string }[]> {
  const rows = await run(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  return rows.map((r) => ({ name: String(r.name), def: String(r.def) }));
}

const chunk = 200_000;

/**
 * Adds `count` products to an empty products table; the catalogue's categories and attributes must
 * be there already. Logs progress through `log`; returns the seconds it took.
 */
export async function seedBulkProducts(
  db: Db,
  /** One connection of its own: its SET stays in force and VACUUM runs outside a transaction. */
  run: Run,
  count: number,
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const [existing] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from products`);
  if (Number(existing?.n) !== 0) throw new Error(`products is not empty (${existing?.n} rows)`);
  const [leaves] = await run(`${directoriesCte} select cardinality(d.leaves) as n from d`);
  if (!Number(leaves?.n)) throw new Error('the catalogue has no categories: seed the demo catalogue first');
  await ensureDirectories(db);

  const tables = ['products', 'products_attribute_values', 'products_labels'];
  const indexes = await secondaryIndexes(run, tables);
  await run(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await run(`drop index "${index.name}"`);
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await run(`${directoriesCte} ${productsInsert}`, [from, to]);
    log(`products: ${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}, ${seconds()} s`);
  }
  const [ids] = await run('select min(id)::text as min, max(id)::text as max from products');
  for (let from = Number(ids?.min); from <= Number(ids?.max); from += chunk) {
    await run(valuesInsert, [from, from + chunk - 1]);
    await run(labelsInsert, [from, from + chunk - 1]);
  }
  log(`attribute values and labels: ${seconds()} s`);
  for (const index of indexes) await run(index.def);
  log(`${indexes.length} indexes built again: ${seconds()} s`);
  for (const table of tables) await run(`vacuum analyze ${table}`);
  log(`vacuum analyze: ${seconds()} s`);
  return (performance.now() - started) / 1000;
}
