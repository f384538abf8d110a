import { type ChildrenField, fieldMessages, type ResourceDef } from '@kramar/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isSecret } from './field-kinds.ts';
import type { Errors } from './filters.ts';
import { crudMessages } from './messages.ts';
import { childTableOf, linkTableOf, relationFields } from './relations.ts';
import type { ResourceTable } from './tables.ts';

type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id?: number };

const add = (errors: Errors, key: string, message: string) => {
  errors[key] = [...(errors[key] ?? []), message];
};

/** Ids among `ids` with no row in `table`. */
async function missingIds(tx: Db, table: ResourceTable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await tx
    .select({ id: table.id as PgColumn })
    .from(table)
    .where(inArray(table.id as PgColumn, ids));
  const present = new Set(found.map((r) => Number(r.id)));
  return new Set(ids.filter((id) => !present.has(id)));
}

/** Every id a references field or a row's reference names must exist: 422 on the field or cell. */
export async function relationErrors(
  tx: Db,
  resource: ResourceDef,
  tables: ReadonlyMap<string, ResourceTable>,
  ownerId: number | null,
  values: Values,
  errors: Errors,
): Promise<void> {
  for (const [name, def] of relationFields(resource)) {
    const value = values[name];
    if (!Array.isArray(value) || errors[name]) continue;
    if (def.kind === 'references') {
      const target = tables.get(def.resource);
      if (target && (await missingIds(tx, target, value as number[])).size > 0)
        add(errors, name, fieldMessages.reference);
      continue;
    }
    const rows = value as Row[];
    const child = childTableOf(resource, name);
    const own =
      ownerId === null
        ? []
        : await tx
            .select({ id: child.id as PgColumn })
            .from(child)
            .where(eq(child.owner_id as PgColumn, ownerId));
    const ownIds = new Set(own.map((r) => Number(r.id)));
    rows.forEach((row, i) => {
      if (row.id !== undefined && !ownIds.has(row.id)) add(errors, `${name}.${i}.id`, crudMessages.rowGone);
    });
    for (const [sub, f] of Object.entries(def.fields)) {
      if (f.kind !== 'reference') continue;
      const target = tables.get(f.resource);
      const ids = rows.map((r) => r[sub]).filter((v): v is number => typeof v === 'number');
      const missing = target ? await missingIds(tx, target, [...new Set(ids)]) : new Set<number>();
      rows.forEach((row, i) => {
        if (missing.has(row[sub] as number)) add(errors, `${name}.${i}.${sub}`, fieldMessages.reference);
      });
    }
  }
}

async function writeLinks(tx: Db, resource: ResourceDef, field: string, ownerId: number, ids: number[]) {
  const link = linkTableOf(resource, field);
  // a form sends every list it shows: one saved as it was is not rewritten, so the link table's
  // triggers (a price group's visibility lists queue a rebuild of its stored prices) stay quiet
  const current = await tx
    .select({ target: link.target_id })
    .from(link)
    .where(eq(link.owner_id, ownerId))
    .orderBy(link.position);
  if (current.length === ids.length && current.every((row, i) => Number(row.target) === ids[i])) return;
  await tx.delete(link).where(eq(link.owner_id, ownerId));
  if (ids.length) {
    await tx.insert(link).values(ids.map((target_id, position) => ({ owner_id: ownerId, target_id, position })));
  }
}

/**
 * The rows as sent: those with an id are updated where they changed, new ones inserted, the
 * others deleted, and every row's position is its place in the list.
 */
async function writeChildren(
  tx: Db,
  resource: ResourceDef,
  field: string,
  def: ChildrenField,
  ownerId: number,
  rows: Row[],
  before: Row[],
) {
  const child = childTableOf(resource, field);
  const owner = eq(child.owner_id as PgColumn, ownerId);
  const kept = rows.map((r) => r.id).filter((id): id is number => id !== undefined);
  await tx.delete(child).where(kept.length ? and(owner, notInArray(child.id as PgColumn, kept)) : owner);
  const previous = new Map<number | undefined, Values>(before.map((r, position) => [r.id, { ...r, position }]));
  const fields = Object.entries(def.fields);
  const fresh: Values[] = [];
  for (const [position, row] of rows.entries()) {
    const data: Values = { position };
    // a row is whole: what it leaves out is the declared default (a boolean's is false)
    for (const [name, f] of fields) {
      const fallback = 'default' in f && f.default !== undefined ? f.default : f.kind === 'boolean' ? false : null;
      data[name] = row[name] ?? fallback;
    }
    if (row.id === undefined) {
      fresh.push({ owner_id: ownerId, ...data });
      continue;
    }
    const old = previous.get(row.id);
    if (old && Object.keys(data).every((k) => JSON.stringify(old[k] ?? null) === JSON.stringify(data[k]))) continue;
    await tx
      .update(child)
      .set(data)
      .where(and(owner, eq(child.id as PgColumn, row.id)));
  }
  if (fresh.length) await tx.insert(child).values(fresh);
}

/** Writes the relation fields present in `values`, in the caller's transaction. */
export async function writeRelations(
  tx: Db,
  resource: ResourceDef,
  ownerId: number,
  values: Values,
  before: Values | null,
): Promise<void> {
  for (const [name, def] of relationFields(resource)) {
    const value = values[name];
    if (!Array.isArray(value)) continue;
    if (def.kind === 'references') await writeLinks(tx, resource, name, ownerId, value as number[]);
    else await writeChildren(tx, resource, name, def, ownerId, value as Row[], (before?.[name] as Row[]) ?? []);
  }
}

/** The values that are columns of the owner's own table. */
export function columnValues(resource: ResourceDef, values: Values): Values {
  const relations = new Set(relationFields(resource).map(([name]) => name));
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => {
      const field = resource.fields[name];
      return !relations.has(name) && !(field && isSecret(field));
    }),
  );
}
