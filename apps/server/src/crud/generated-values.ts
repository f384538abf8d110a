import { type ResourceDef, slugify } from '@kramar/contract';
import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ResourceTable } from './tables.ts';
import { pgErrorOf } from './write-checks.ts';

type Values = Record<string, unknown>;

/** Values this save made up (a slug left empty), by field, with the base each one grows from. */
export type Generated = Map<string, string>;

/** Saves of one slug base wait for each other: each then sees what the one before it committed. */
const lockBase = (tx: Db, table: string, name: string, base: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}.${name}`}), hashtext(${base}))`);

/** The base itself, or the base with the first free `-2`, `-3`… that fits the field's length. */
async function freeSlug(
  tx: Db,
  table: ResourceTable,
  name: string,
  max: number,
  base: string,
  excludeId: number | null,
  avoid: ReadonlySet<string>,
): Promise<string> {
  const column = table[name] as PgColumn;
  const others = excludeId === null ? undefined : ne(table.id as PgColumn, excludeId);
  const rows = await tx
    .select({ slug: column })
    .from(table)
    .where(and(sql`(${column} = ${base} or ${column} like ${`${base}-%`})`, others));
  const taken = new Set([...avoid, ...rows.map((r) => String(r.slug))]);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) {
    const suffix = `-${n}`;
    slug = `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  return slug;
}

/**
 * A slug left empty is made from its source field and made unique with `-2`, `-3`… A slug the
 * user typed is kept as typed (a clash is a 422 from `uniqueErrors`).
 */
export async function fillSlugs(
  tx: Db,
  resource: ResourceDef,
  table: ResourceTable,
  values: Values,
  merged: Values,
  excludeId: number | null,
): Promise<Generated> {
  const generated: Generated = new Map();
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'slug') continue;
    const wanted = values[name];
    const empty = wanted === null || (wanted === undefined && excludeId === null);
    if (!empty) continue;
    const source = merged[field.from];
    const base = slugify(typeof source === 'string' ? source : '', field.max) || slugify(resource.name, field.max);
    await lockBase(tx, resource.table, name, base);
    const slug = await freeSlug(tx, table, name, field.max, base, excludeId, new Set());
    values[name] = slug;
    merged[name] = slug;
    generated.set(name, base);
  }
  return generated;
}

/** Tries of a write whose generated value another save took meanwhile (one that typed it, say). */
export const generatedAttempts = 4;

/**
 * Runs the row's INSERT or UPDATE. Should it break a unique index on a value this save generated,
 * the next free value is taken and the statement runs again, inside the same transaction (a
 * savepoint undoes the failed try); a value the client sent keeps its 422.
 */
export async function writeGenerated<T>(
  tx: Db,
  resource: ResourceDef,
  table: ResourceTable,
  generated: Generated,
  save: { values: Values; merged: Values; excludeId: number | null },
  write: (db: Db) => Promise<T>,
): Promise<T> {
  if (generated.size === 0) return write(tx);
  const tried = new Map<string, Set<string>>();
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((savepoint) => write(savepoint as unknown as Db));
    } catch (error) {
      const pg = pgErrorOf(error);
      const constraint = pg?.constraint ?? pg?.constraint_name ?? '';
      const name = [...generated.keys()].find((n) => constraint === `${resource.table}_${n}_unique`);
      const field = name ? resource.fields[name] : undefined;
      const base = name ? generated.get(name) : undefined;
      if (pg?.code !== '23505' || !name || field?.kind !== 'slug' || base === undefined) throw error;
      if (attempt >= generatedAttempts) throw error;
      const avoid = tried.get(name) ?? new Set<string>();
      avoid.add(String(save.values[name]));
      tried.set(name, avoid);
      const slug = await freeSlug(tx, table, name, field.max, base, save.excludeId, avoid);
      save.values[name] = slug;
      save.merged[name] = slug;
    }
  }
}
