import type { ResourceDef } from '@kramar/contract';
import { and, inArray, not, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { crudMessages } from './messages.ts';
import { childTableOf, relationFields } from './relations.ts';
import type { ResourceTable } from './tables.ts';

const count = async (db: Db, table: ResourceTable, where: ReturnType<typeof and>): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
};

/**
 * What keeps records from being deleted, as a 422 that says how many: a tree node's children
 * outside the deletion, and rows of other records' tables (a category's attribute rows) that
 * still name them. Links of `references` are not in the way: they go with their target.
 */
export async function refuseDeleteInUse(
  db: Db,
  resources: readonly ResourceDef[],
  tables: ReadonlyMap<string, ResourceTable>,
  resource: ResourceDef,
  table: ResourceTable,
  ids: readonly number[],
): Promise<void> {
  const list = [...ids];
  if (resource.tree) {
    const parent = table[resource.tree.parent] as PgColumn;
    const nested = await count(db, table, and(inArray(parent, list), not(inArray(table.id as PgColumn, list))));
    if (nested > 0)
      throw new AppError(422, crudMessages.hasChildren(nested), { ids: [crudMessages.hasChildren(nested)] });
  }
  let used = 0;
  for (const owner of resources) {
    for (const [field, def] of relationFields(owner)) {
      if (def.kind !== 'children') continue;
      const child = childTableOf(owner, field);
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.kind === 'reference' && f.resource === resource.name && tables.has(owner.name)) {
          used += await count(db, child, and(inArray(child[name] as PgColumn, list)));
        }
      }
    }
  }
  if (used > 0) throw new AppError(422, crudMessages.inUse(used), { ids: [crudMessages.inUse(used)] });
}
