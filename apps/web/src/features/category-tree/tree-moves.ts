import { isWithin, type TreeIndex, type TreeNode } from './tree-model.ts';

/** Where a dragged node lands relative to the row it is dropped on. */
export type DropZone = 'before' | 'inside' | 'after';

/** A move decided on the screen: the node, its new parent, and the new parent's children in order. */
export interface MovePlan {
  id: number;
  parent: number | null;
  /** The ids of the new parent's children after the move, the moved node among them. */
  order: number[];
  /** Whether the node changes parent (asked before it is done), not just its place among siblings. */
  reparent: boolean;
}

/** The server hands out at most this many rows' positions in one reorder (apps/server crud/reorder.ts). */
export const maxReorder = 500;
/** The contract's `position` preset keeps positions within 0…10 000. */
const maxPosition = 10_000;

const siblingIds = (index: TreeIndex, parent: number | null): number[] =>
  (index.children.get(parent) ?? []).map((node) => node.id);

/** The node put at `at` among `parent`'s children; undefined when it would not move or would loop. */
export function planMove(index: TreeIndex, id: number, parent: number | null, at: number): MovePlan | undefined {
  const node = index.byId.get(id);
  if (!node) return undefined;
  // into itself or its own branch: the server refuses it (422), the screen does not offer it
  const target = parent === null ? undefined : index.byId.get(parent);
  if (target && isWithin(target, id)) return undefined;
  const before = siblingIds(index, parent);
  const order = before.filter((x) => x !== id);
  order.splice(Math.max(0, Math.min(order.length, at)), 0, id);
  const reparent = parent !== node.parent;
  if (!reparent && order.every((x, i) => x === before[i])) return undefined;
  return { id, parent, order, reparent };
}

/** A drop on a row: into it (last of its children), or just before or after it among its siblings. */
export function planDrop(index: TreeIndex, id: number, target: TreeNode, zone: DropZone): MovePlan | undefined {
  if (target.id === id) return undefined;
  if (zone === 'inside') return planMove(index, id, target.id, Number.POSITIVE_INFINITY);
  const rest = siblingIds(index, target.parent).filter((x) => x !== id);
  return planMove(index, id, target.parent, rest.indexOf(target.id) + (zone === 'after' ? 1 : 0));
}

/** One place up or down among its siblings (the keyboard's way). */
export function planStep(index: TreeIndex, id: number, step: -1 | 1): MovePlan | undefined {
  const node = index.byId.get(id);
  if (!node) return undefined;
  const at = siblingIds(index, node.parent).indexOf(id) + step;
  return at < 0 ? undefined : planMove(index, id, node.parent, at);
}

export type MoveRequest =
  | { kind: 'put'; id: number; parent: number | null; position: number }
  | { kind: 'reorder'; ids: number[] };

/**
 * The calls that carry a plan out. A node changing parent is put there first (PUT: the server
 * checks the cycle and moves its subtree); then, unless it simply goes last, the new siblings
 * take their order from POST /reorder, which hands out the rows' own positions in the new order.
 * Past the reorder's limit only the stretch between the old and the new place is sent.
 */
export function moveRequests(index: TreeIndex, plan: MovePlan): MoveRequest[] {
  const requests: MoveRequest[] = [];
  const others = (index.children.get(plan.parent) ?? []).filter((node) => node.id !== plan.id);
  const at = plan.order.indexOf(plan.id);
  let ordered = !plan.reparent;
  if (plan.reparent) {
    const highest = others.reduce((max, node) => Math.max(max, node.position), -1);
    const last = at === plan.order.length - 1;
    // going last, one past the highest sibling places it without touching the others
    const position = last ? Math.min(maxPosition, highest + 1) : (others[at]?.position ?? 0);
    requests.push({ kind: 'put', id: plan.id, parent: plan.parent, position });
    ordered = !last || highest + 1 > maxPosition;
  }
  if (ordered && plan.order.length > 1) requests.push({ kind: 'reorder', ids: reorderSpan(index, plan, at) });
  return requests;
}

function reorderSpan(index: TreeIndex, plan: MovePlan, at: number): number[] {
  if (plan.order.length <= maxReorder) return plan.order;
  // the rows between the old place and the new one swap positions among themselves
  const was = plan.reparent ? at + 1 : siblingIds(index, plan.parent).indexOf(plan.id);
  const from = Math.min(at, was);
  const to = Math.max(at, was);
  const start = Math.max(0, Math.min(from, to + 1 - maxReorder));
  return plan.order.slice(start, Math.min(to + 1, start + maxReorder));
}
