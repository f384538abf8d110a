/**
 * A node of a tree resource as `GET /api/{name}/full` answers it (flat, in display order: siblings
 * by position then id, each node followed by its subtree) and `/tree-list` (nested, `children`).
 */
export interface TreeNode {
  id: number;
  label: string;
  parent: number | null;
  position: number;
  depth: number;
  /** `/1/5/9/`: the ids from the root down to the node itself. */
  path: string;
  status: string | null;
  /** How many nodes hang directly under this one. */
  children_count: number;
}

export type NestedTreeNode = TreeNode & { children: NestedTreeNode[] };
