import { type SQL, sql } from 'drizzle-orm';
import type { Storage } from '../../storage/storage.ts';
import { type Db, queryRows } from '../client.ts';
import { demoKits, sandboxNotes, sandboxSources } from './demo-kits.ts';
import { storePictures } from './demo-pictures.ts';
import { type DemoContext, type DemoProduct, demoProducts, seededRandom } from './demo-products.ts';
import type { SetMember } from './demo-values.ts';
import { ensureDirectories } from './directories.ts';

/**
 * First start: the demo shop's products, kits and sandbox on top of the demo catalogue. Rows go
 * straight into the tables in multi-row INSERTs (the engine's save, one product at a time with its
 * checks and audit entry, takes a minute for 3 000), so they are made valid here: see
 * demo-products.ts. Pictures are stored through the storage like uploads, thumbnails and all.
 */

export const demoSize = { products: 3000, kits: 40, sandbox: 60 } as const;

async function readContext(db: Db): Promise<DemoContext> {
  const leaves = await queryRows<{ id: string | number; title: string }>(
    db,
    sql`select id, title from categories k where not exists (select 1 from categories c where c.parent = k.id)`,
  );
  const members = await queryRows<{
    owner_id: string | number;
    attribute: string | number;
    code: string;
    title: string;
    unit: string | null;
    data_type: SetMember['dataType'];
    required: boolean;
  }>(
    db,
    sql`select ca.owner_id, ca.attribute, a.code, a.title, u.suffix as unit, a.data_type, ca.required
        from categories_attributes ca join attributes a on a.id = ca.attribute left join units u on u.id = a.unit
        order by ca.owner_id, ca.position, ca.id`,
  );
  const values = await queryRows<{ owner_id: string | number; id: string | number; title: string }>(
    db,
    sql`select owner_id, id, title from attributes_values order by owner_id, position, id`,
  );
  const valuesOf = new Map<number, { id: number; title: string }[]>();
  for (const v of values) {
    const list = valuesOf.get(Number(v.owner_id)) ?? [];
    list.push({ id: Number(v.id), title: v.title });
    valuesOf.set(Number(v.owner_id), list);
  }
  const sets = new Map<number, SetMember[]>();
  for (const m of members) {
    const list = sets.get(Number(m.owner_id)) ?? [];
    const attribute = Number(m.attribute);
    list.push({
      attribute,
      code: m.code,
      title: m.title,
      unit: m.unit,
      dataType: m.data_type,
      required: m.required,
      values: valuesOf.get(attribute) ?? [],
    });
    sets.set(Number(m.owner_id), list);
  }
  const directories = await ensureDirectories(db);
  return {
    leaves: new Map(leaves.map((l) => [l.title, Number(l.id)])),
    sets,
    brands: directories.brands,
    colors: directories.colors,
    labels: directories.labels,
  };
}

const productColumns = [
  'name',
  'slug',
  'sku',
  'ean',
  'category',
  'brand',
  'color',
  'availability',
  'status',
  'price',
  'old_price',
  'quantity',
  'warranty_months',
  'weight',
  'length',
  'width',
  'height',
  'gallery',
  'short_description',
  'description',
  'meta_title',
  'created_at',
  'updated_at',
] as const;

/** Multi-row INSERTs of `size` rows each; the ids come back in the rows' order. */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: SQL[][],
  size = 400,
): Promise<number[]> {
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += size) {
    const chunk = rows.slice(at, at + size).map((row) => sql`(${sql.join(row, sql`, `)})`);
    const inserted = await queryRows<{ id: string | number }>(
      db,
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )})
          values ${sql.join(chunk, sql`, `)} returning id`,
    );
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

const daysAgo = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString();

/** Products or sandbox items with their labels and attribute values; returns their ids. */
async function writeProducts(
  db: Db,
  storage: Storage,
  table: 'products' | 'products_sandbox',
  products: readonly DemoProduct[],
  extra: (p: DemoProduct, i: number) => SQL[],
  extraColumns: readonly string[],
  seed: number,
): Promise<number[]> {
  const specs = products.flatMap((p) => p.pictures);
  const names = products.flatMap((p) => p.pictures.map(() => p.slug));
  const paths = await storePictures(storage, specs, names);
  const rnd = seededRandom(seed);
  const now = Date.now();
  let picture = 0;
  const rows = products.map((p, i) => {
    const gallery = p.pictures.map(() => paths[picture++]);
    const age = rnd() * 400;
    const v = (x: unknown) => sql`${x}`;
    return [
      v(p.name),
      v(p.slug),
      v(p.sku),
      v(p.ean),
      v(p.category),
      v(p.brand),
      v(p.color),
      v(p.availability),
      v(p.status),
      v(p.price),
      v(p.old_price),
      v(p.quantity),
      v(p.warranty_months),
      v(p.weight),
      v(p.length),
      v(p.width),
      v(p.height),
      sql`${JSON.stringify(gallery)}::jsonb`,
      v(p.short_description),
      v(p.description),
      v(p.meta_title),
      sql`${daysAgo(now, age)}::timestamptz`,
      sql`${daysAgo(now, age * rnd())}::timestamptz`,
      ...extra(p, i),
    ];
  });
  const ids = await insertRows(db, table, [...productColumns, ...extraColumns], rows);
  const labels = products.flatMap((p, i) =>
    p.labels.map((label, position) => [sql`${ids[i]}`, sql`${label}`, sql`${position}`]),
  );
  if (labels.length) await insertRowsNoId(db, `${table}_labels`, ['owner_id', 'target_id', 'position'], labels);
  const values = products.flatMap((p, i) =>
    p.values.map((r) => [
      sql`${ids[i]}`,
      sql`${r.position}`,
      sql`${r.attribute}`,
      sql`${r.value}`,
      sql`${r.number}`,
      sql`${r.text}`,
      sql`${r.flag}`,
    ]),
  );
  await insertRowsNoId(
    db,
    `${table}_attribute_values`,
    ['owner_id', 'position', 'attribute', 'value', 'number', 'text', 'flag'],
    values,
  );
  return ids;
}

export async function insertRowsNoId(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: SQL[][],
  size = 1000,
): Promise<void> {
  for (let at = 0; at < rows.length; at += size) {
    const chunk = rows.slice(at, at + size).map((row) => sql`(${sql.join(row, sql`, `)})`);
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values ${sql.join(chunk, sql`, `)}`,
    );
  }
}

async function writeKits(db: Db, products: readonly DemoProduct[], ids: readonly number[]): Promise<number> {
  const kits = demoKits(products, demoSize.kits, 909);
  const now = Date.now();
  const kitIds = await insertRows(
    db,
    'product_kits',
    ['title', 'product', 'status', 'position', 'full_total', 'total', 'starts_at', 'ends_at'],
    kits.map((k) => [
      sql`${k.title}`,
      sql`${ids[k.product]}`,
      sql`'active'`,
      sql`${k.position}`,
      sql`${k.full_total}`,
      sql`${k.total}`,
      sql`${daysAgo(now, -k.daysFromNow[0])}::timestamptz`,
      k.daysFromNow[1] === null ? sql`null` : sql`${daysAgo(now, -k.daysFromNow[1])}::timestamptz`,
    ]),
  );
  const items = kits.flatMap((k, i) =>
    k.items.map((item, position) => [
      sql`${kitIds[i]}`,
      sql`${position}`,
      sql`${ids[item.productIndex]}`,
      sql`${item.quantity}`,
      sql`${item.discount_type}`,
      sql`${item.discount ?? null}`,
      sql`${item.price ?? null}`,
    ]),
  );
  await insertRowsNoId(
    db,
    'product_kits_items',
    ['owner_id', 'position', 'product', 'quantity', 'discount_type', 'discount', 'price'],
    items,
  );
  return kits.length;
}

const isEmpty = async (db: Db, table: string) =>
  (await queryRows(db, sql`select 1 from ${sql.identifier(table)} limit 1`)).length === 0;

/** Writes the demo products, kits and sandbox when all three are empty; the counts written, or null. */
export async function seedDemoProducts(db: Db, storage: Storage): Promise<typeof demoSize | null> {
  for (const table of ['products', 'products_sandbox', 'product_kits']) if (!(await isEmpty(db, table))) return null;
  const context = await readContext(db);
  const products = demoProducts(context, { total: demoSize.products, seed: 2026, skuPrefix: 'KR', eanPrefix: '482' });
  const ids = await writeProducts(db, storage, 'products', products, () => [], [], 11);
  const kits = await writeKits(db, products, ids);
  const sandbox = demoProducts(context, { total: demoSize.sandbox, seed: 777, skuPrefix: 'SUP', eanPrefix: '590' }).map(
    // what a supplier sends is a draft: some come without pictures or with values still to fill
    (p, i) => ({
      ...p,
      status: 'draft' as const,
      pictures: i % 4 === 0 ? [] : p.pictures,
      values: i % 5 === 0 ? [] : p.values,
      labels: [],
    }),
  );
  await writeProducts(
    db,
    storage,
    'products_sandbox',
    sandbox,
    (_, i) => [sql`${sandboxSources[i % sandboxSources.length]}`, sql`${sandboxNotes[i % sandboxNotes.length]}`],
    ['source', 'review_note'],
    12,
  );
  return { products: products.length, kits, sandbox: sandbox.length } as typeof demoSize;
}
