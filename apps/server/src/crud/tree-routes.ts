import { type NestedTreeNode, type ResourceDef, statusFieldOf, type TreeNode } from '@kramar/contract';
import { asc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ResourceTable } from './tables.ts';

/**
 * The whole tree in one statement, in display order: siblings by position then id, each node
 * followed by its subtree (what a picker lists, indented by depth). Nodes whose parent is gone
 * from the result (never, while the engine keeps the tree) would be dropped, not looped on.
 */
export async function readTree(db: Db, resource: ResourceDef, table: ResourceTable): Promise<TreeNode[]> {
  const parentField = resource.tree?.parent as string;
  const status = statusFieldOf(resource);
  const positionColumn = table.position as PgColumn | undefined;
  const rows = await db
    .select({
      id: table.id as PgColumn,
      label: table[resource.titleField] as PgColumn,
      parent: table[parentField] as PgColumn,
      depth: table.depth as PgColumn,
      path: table.path as PgColumn,
      ...(positionColumn ? { position: positionColumn } : {}),
      ...(status ? { status: table[status] as PgColumn } : {}),
    })
    .from(table)
    .orderBy(...(positionColumn ? [asc(positionColumn)] : []), asc(table.id as PgColumn));
  const byParent = new Map<number | null, TreeNode[]>();
  for (const r of rows) {
    const node: TreeNode = {
      id: Number(r.id),
      label: String(r.label ?? ''),
      parent: r.parent === null ? null : Number(r.parent),
      position: Number(r.position ?? 0),
      depth: Number(r.depth),
      path: String(r.path),
      status: (r.status as string | undefined) ?? null,
      children_count: 0,
    };
    const siblings = byParent.get(node.parent) ?? [];
    siblings.push(node);
    byParent.set(node.parent, siblings);
  }
  const out: TreeNode[] = [];
  const walk = (parent: number | null) => {
    for (const node of byParent.get(parent) ?? []) {
      node.children_count = byParent.get(node.id)?.length ?? 0;
      out.push(node);
      walk(node.id);
    }
  };
  walk(null);
  return out;
}

/** The same nodes nested: each with its `children`, roots at the top. */
export function nestTree(flat: readonly TreeNode[]): NestedTreeNode[] {
  const nodes = new Map<number, NestedTreeNode>(flat.map((n) => [n.id, { ...n, children: [] }]));
  const roots: NestedTreeNode[] = [];
  for (const n of flat) {
    const node = nodes.get(n.id) as NestedTreeNode;
    const parent = n.parent === null ? undefined : nodes.get(n.parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
