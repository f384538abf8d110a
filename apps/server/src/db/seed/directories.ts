import { slugify } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { colours } from './catalogue-data.ts';
import { brandSeeds, labelSeeds } from './directory-data.ts';

/** The directories' ids by lower-cased name, as products need them. */
export interface Directories {
  brands: Map<string, number>;
  /** A colour's id and swatch. */
  colors: Map<string, { id: number; hex: string }>;
  labels: Map<string, number>;
}

const colourSeeds = colours.flatMap((c) =>
  typeof c === 'string' || !c.color ? [] : [{ name: c.title, hex: c.color }],
);

async function namesTaken(db: Db, table: string, column: string): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select ${sql.identifier(column)} as name from ${sql.identifier(table)}`,
  );
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** One multi-row INSERT of the rows whose name is not taken yet (a shop's own record stays as it is). */
async function insertMissing(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const [nameColumn] = columns;
  if (!nameColumn) return;
  const taken = await namesTaken(db, table, nameColumn);
  const missing = rows.filter((row) => !taken.has(String(row[0]).toLowerCase()));
  if (!missing.length) return;
  const values = missing.map(
    (row) =>
      sql`(${sql.join(
        row.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values ${sql.join(values, sql`, `)}`,
  );
}

/**
 * Brands, colours and labels for seeded products, written straight in SQL: dozens of rows that
 * need no checks beyond their unique names, made before thousands of products point at them.
 */
export async function ensureDirectories(db: Db): Promise<Directories> {
  await insertMissing(
    db,
    'brands',
    ['name', 'slug', 'site_url'],
    brandSeeds.map((b) => [b.name, slugify(b.name), b.site]),
  );
  await insertMissing(
    db,
    'colors',
    ['name', 'hex'],
    colourSeeds.map((c) => [c.name, c.hex]),
  );
  await insertMissing(
    db,
    'product_labels',
    ['title', 'text_color', 'background_color', 'priority'],
    labelSeeds.map((l) => [l.title, l.text, l.background, l.priority]),
  );
  return readDirectories(db);
}

async function idsByName(db: Db, table: string, column: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string | number; name: string }>(
    db,
    sql`select id, ${sql.identifier(column)} as name from ${sql.identifier(table)} order by id`,
  );
  return new Map(rows.map((r) => [r.name.toLowerCase(), Number(r.id)]));
}

export async function readDirectories(db: Db): Promise<Directories> {
  const colorRows = await queryRows<{ id: string | number; name: string; hex: string }>(
    db,
    sql`select id, name, hex from colors order by id`,
  );
  return {
    brands: await idsByName(db, 'brands', 'name'),
    colors: new Map(colorRows.map((r) => [r.name.toLowerCase(), { id: Number(r.id), hex: r.hex }])),
    labels: await idsByName(db, 'product_labels', 'title'),
  };
}
