import { codeOf, type Field, type ResourceDef, slugify } from '@kramar/contract';
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

/** How a generated value is made: a slug's hyphens, or a code's underscores (attribute codes). */
interface Style {
  from: string;
  max: number;
  make(text: string, max: number): string;
  joint: '-' | '_';
}

const styleOf = (field: Field): Style | undefined => {
  if (field.kind === 'slug') return { from: field.from, max: field.max, make: slugify, joint: '-' };
  if (field.kind === 'text' && field.from) return { from: field.from, max: field.max, make: codeOf, joint: '_' };
  return undefined;
};

/** The base itself, or the base with the first free `-2`, `-3`… that fits the field's length. */
async function freeSlug(
  tx: Db,
  table: ResourceTable,
  name: string,
  style: Style,
  base: string,
  excludeId: number | null,
  avoid: ReadonlySet<string>,
): Promise<string> {
  const column = table[name] as PgColumn;
  const others = excludeId === null ? undefined : ne(table.id as PgColumn, excludeId);
  // `_` is LIKE's any-character: a few rows too many only widen what is avoided
  const rows = await tx
    .select({ slug: column })
    .from(table)
    .where(and(sql`(${column} = ${base} or ${column} like ${`${base}${style.joint}%`})`, others));
  const taken = new Set([...avoid, ...rows.map((r) => String(r.slug))]);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) {
    const suffix = `${style.joint}${n}`;
    slug = `${base.slice(0, style.max - suffix.length).replace(/[-_]+$/, '')}${suffix}`;
  }
  return slug;
}

/**
 * A slug (or a code with `from`) left empty is made from its source field and made unique with
 * `-2`, `-3`… (`_2` for codes). One the user typed is kept as typed (a clash is a 422 from `uniqueErrors`).
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
    const style = styleOf(field);
    if (!style) continue;
    const wanted = values[name];
    const empty = wanted === null || wanted === '' || (wanted === undefined && excludeId === null);
    if (!empty) continue;
    const source = merged[style.from];
    const base =
      style.make(typeof source === 'string' ? source : '', style.max) || style.make(resource.name, style.max);
    await lockBase(tx, resource.table, name, base);
    const slug = await freeSlug(tx, table, name, style, base, excludeId, new Set());
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
      const style = field && styleOf(field);
      const base = name ? generated.get(name) : undefined;
      if (pg?.code !== '23505' || !name || !style || base === undefined) throw error;
      if (attempt >= generatedAttempts) throw error;
      const avoid = tried.get(name) ?? new Set<string>();
      avoid.add(String(save.values[name]));
      tried.set(name, avoid);
      const slug = await freeSlug(tx, table, name, style, base, save.excludeId, avoid);
      save.values[name] = slug;
      save.merged[name] = slug;
    }
  }
}
