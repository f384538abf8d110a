import { type NestedTreeNode, type ResourceDef, statusFieldOf, type TreeNode } from '@kramar/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import type { ResourceTable } from './tables.ts';

const col = (table: ResourceTable, name: string): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(name)}`;

/**
 * The whole tree as the JSON text of `TreeNode[]`, in display order (siblings by position then id,
 * each node followed by its subtree: what a picker lists, indented by depth). One statement: the
 * database walks the tree, counts children and writes the JSON, so a tree of 5 000 nodes never
 * becomes 5 000 JavaScript objects on its way out.
 */
export async function treeJson(db: Db, resource: ResourceDef, table: ResourceTable): Promise<string> {
  const parent = resource.tree?.parent as string;
  const status = statusFieldOf(resource);
  const position = 'position' in table ? col(table, 'position') : sql`0`;
  const t = sql.identifier(getTableName(table));
  const rows = await queryRows<{ json: string }>(
    db,
    sql`with recursive walk as (
      select ${col(table, 'id')} as id, array[${position}::bigint, ${col(table, 'id')}] as sort
      from ${t} where ${col(table, parent)} is null
      union all
      select ${col(table, 'id')}, walk.sort || array[${position}::bigint, ${col(table, 'id')}]
      from ${t} join walk on ${col(table, parent)} = walk.id
    ),
    counts as (select ${col(table, parent)} as id, count(*) as n from ${t} where ${col(table, parent)} is not null group by 1)
    select coalesce(json_agg(json_build_object(
      'id', ${col(table, 'id')},
      'label', coalesce(${col(table, resource.titleField)}::text, ''),
      'parent', ${col(table, parent)},
      'position', ${position},
      'depth', ${col(table, 'depth')},
      'path', ${col(table, 'path')},
      'status', ${status ? col(table, status) : sql`null`},
      'children_count', coalesce(counts.n, 0)
    ) order by walk.sort), '[]')::text as json
    from walk join ${t} on ${col(table, 'id')} = walk.id left join counts on counts.id = walk.id`,
  );
  return rows[0]?.json ?? '[]';
}

export async function readTree(db: Db, resource: ResourceDef, table: ResourceTable): Promise<TreeNode[]> {
  return JSON.parse(await treeJson(db, resource, table)) as TreeNode[];
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
