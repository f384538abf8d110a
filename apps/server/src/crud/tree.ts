import type { ResourceDef } from '@kramar/contract';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Errors } from './filters.ts';
import { crudMessages } from './messages.ts';
import type { ResourceTable } from './tables.ts';
import { forgetTree } from './tree-cache.ts';

/**
 * Trees (`tree: { parent }`): every node keeps `path` (`/1/5/9/`, the ids from its root to itself)
 * and `depth`, so a subtree is one `path LIKE` on an index and a cycle is a prefix test. Moves of
 * one tree are serialised by an advisory lock: two crossing moves could otherwise each pass the
 * cycle check and together make a loop.
 */

interface Place {
  path: string;
  depth: number;
}

/** Where a saved node will hang: its parent's place (`null` for a root), or a 422 on the field. */
export type TreePlan = { parent: Place | null } | undefined;

export async function planTreeMove(
  tx: Db,
  resource: ResourceDef,
  table: ResourceTable,
  id: number | null,
  values: Record<string, unknown>,
  errors: Errors,
): Promise<TreePlan> {
  const field = resource.tree?.parent;
  if (!field || (id !== null && !(field in values))) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tree:${resource.table}`}))`);
  const parentId = values[field];
  if (typeof parentId !== 'number') return { parent: null };
  if (parentId === id) {
    errors[field] = [crudMessages.treeCycle];
    return undefined;
  }
  const [parent] = await tx
    .select({ path: table.path as PgColumn, depth: table.depth as PgColumn })
    .from(table)
    .where(eq(table.id as PgColumn, parentId));
  // a missing parent is the reference check's to say
  if (!parent) return undefined;
  const place = { path: String(parent.path), depth: Number(parent.depth) };
  if (id !== null && place.path.includes(`/${id}/`)) {
    errors[field] = [crudMessages.treeCycle];
    return undefined;
  }
  return { parent: place };
}

/** After the row is written: its own path and depth, and its whole subtree's when it moved. */
export async function placeInTree(
  tx: Db,
  table: ResourceTable,
  id: number,
  plan: TreePlan,
  before: Record<string, unknown> | null,
): Promise<void> {
  if (!plan) return;
  forgetTree(getTableName(table));
  const path = `${plan.parent?.path || '/'}${id}/`;
  const depth = plan.parent ? plan.parent.depth + 1 : 0;
  const oldPath = typeof before?.path === 'string' && before.path !== '' ? before.path : null;
  if (oldPath === path) return;
  if (oldPath === null) {
    await tx
      .update(table)
      .set({ path, depth })
      .where(eq(table.id as PgColumn, id));
    return;
  }
  // paths hold digits and slashes only: no LIKE wildcard can hide in them
  await tx.execute(
    sql`update ${table} set ${sql.identifier('path')} = ${path} || substr(${table.path}, ${oldPath.length + 1}), ${sql.identifier('depth')} = ${table.depth} + ${depth - Number(before?.depth ?? 0)} where ${table.path} like ${`${oldPath}%`}`,
  );
}
