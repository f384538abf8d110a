import type { TreeNode } from '@kramar/contract';

/**
 * The category tree as the screen reads it: GET /api/categories/full gives every node flat, in
 * display order (siblings by position then id, each node followed by its subtree), so the rows
 * shown are that list with the collapsed branches left out; no nesting is rebuilt.
 */

export type { TreeNode };

export interface TreeIndex {
  nodes: readonly TreeNode[];
  byId: ReadonlyMap<number, TreeNode>;
  /** Each parent's children in display order; `null` keys the roots. */
  children: ReadonlyMap<number | null, readonly TreeNode[]>;
}

export function indexTree(nodes: readonly TreeNode[]): TreeIndex {
  const byId = new Map<number, TreeNode>();
  const children = new Map<number | null, TreeNode[]>();
  for (const node of nodes) {
    byId.set(node.id, node);
    const siblings = children.get(node.parent);
    if (siblings) siblings.push(node);
    else children.set(node.parent, [node]);
  }
  return { nodes, byId, children };
}

/** The ids above a node, root first (its path without itself). */
export function ancestorsOf(node: TreeNode): number[] {
  return node.path
    .split('/')
    .filter((part) => part !== '')
    .map(Number)
    .filter((id) => id !== node.id);
}

/** Whether `node` is `ancestor` or hangs anywhere below it. */
export const isWithin = (node: TreeNode, ancestor: number): boolean =>
  node.id === ancestor || node.path.includes(`/${ancestor}/`);

export interface TreeSearch {
  /** Nodes whose title holds the text. */
  matches: ReadonlySet<number>;
  /** The matches and every node above one: what stays in sight while searching. */
  shown: ReadonlySet<number>;
  /** The nodes above a match, opened so the match can be seen. */
  reveal: ReadonlySet<number>;
}

export const normalise = (text: string): string => text.trim().toLocaleLowerCase('uk');

export function searchTree(index: TreeIndex, text: string): TreeSearch | undefined {
  const wanted = normalise(text);
  if (wanted === '') return undefined;
  const matches = new Set<number>();
  const reveal = new Set<number>();
  for (const node of index.nodes) {
    if (!normalise(node.label).includes(wanted)) continue;
    matches.add(node.id);
    for (const id of ancestorsOf(node)) reveal.add(id);
  }
  return { matches, reveal, shown: new Set([...matches, ...reveal]) };
}

/**
 * The rows on screen, in order: a node is shown when every node above it is open (and, while
 * searching, when it is a match or above one).
 */
export function visibleRows(index: TreeIndex, expanded: ReadonlySet<number>, search?: TreeSearch): TreeNode[] {
  const rows: TreeNode[] = [];
  // the display order puts a subtree right after its node: skip it while below a closed one
  let closedDepth = Number.POSITIVE_INFINITY;
  for (const node of index.nodes) {
    if (node.depth > closedDepth) continue;
    closedDepth = Number.POSITIVE_INFINITY;
    if (search && !search.shown.has(node.id)) {
      closedDepth = node.depth;
      continue;
    }
    rows.push(node);
    if (!expanded.has(node.id)) closedDepth = node.depth;
  }
  return rows;
}

/** The ids of every node with children: "expand all". */
export const parentIds = (index: TreeIndex): Set<number> =>
  new Set(index.nodes.filter((node) => node.children_count > 0).map((node) => node.id));

/** A title cut around the searched text, for highlighting: [before, match, after], or none. */
export function splitMatch(label: string, text: string): [string, string, string] | undefined {
  const wanted = normalise(text);
  if (wanted === '') return undefined;
  const at = label.toLocaleLowerCase('uk').indexOf(wanted);
  if (at < 0) return undefined;
  return [label.slice(0, at), label.slice(at, at + wanted.length), label.slice(at + wanted.length)];
}
