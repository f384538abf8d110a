import { describe, expect, it } from 'vitest';
import { indexTree, searchTree, splitMatch, type TreeNode, visibleRows } from './tree-model.ts';
import { moveRequests, planDrop, planMove, planStep } from './tree-moves.ts';

const node = (id: number, parent: number | null, path: string, position = 0, children = 0): TreeNode => ({
  id,
  label: `Вузол ${id}`,
  parent,
  position,
  depth: path.split('/').filter(Boolean).length - 1,
  path,
  status: 'draft',
  children_count: children,
});

// 1 ─ 2 ─ 3
//   └ 4
// 5
const tree = indexTree([
  node(1, null, '/1/', 1, 2),
  node(2, 1, '/1/2/', 1, 1),
  node(3, 2, '/1/2/3/', 1),
  node(4, 1, '/1/4/', 2),
  node(5, null, '/5/', 2),
]);
const ids = (rows: TreeNode[]) => rows.map((r) => r.id);

describe('visible rows', () => {
  it('leaves out what is below a closed node', () => {
    expect(ids(visibleRows(tree, new Set()))).toEqual([1, 5]);
    expect(ids(visibleRows(tree, new Set([1])))).toEqual([1, 2, 4, 5]);
    expect(ids(visibleRows(tree, new Set([1, 2])))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a deep match and the nodes above it while searching', () => {
    const search = searchTree(tree, 'вузол 3');
    expect([...(search?.reveal ?? [])]).toEqual([1, 2]);
    expect(ids(visibleRows(tree, new Set(search?.reveal), search))).toEqual([1, 2, 3]);
    expect(splitMatch('Вузол 3', 'УЗ')).toEqual(['В', 'уз', 'ол 3']);
  });
});

describe('moves', () => {
  it('drops into a node as its last child, asking first', () => {
    const plan = planDrop(tree, 5, tree.byId.get(2) as TreeNode, 'inside');
    expect(plan).toEqual({ id: 5, parent: 2, order: [3, 5], reparent: true });
    expect(moveRequests(tree, plan as NonNullable<typeof plan>)).toEqual([
      { kind: 'put', id: 5, parent: 2, position: 2 },
    ]);
  });

  it('drops before a node of another parent, then orders the new siblings', () => {
    const plan = planDrop(tree, 5, tree.byId.get(2) as TreeNode, 'before');
    expect(plan?.order).toEqual([5, 2, 4]);
    expect(moveRequests(tree, plan as NonNullable<typeof plan>)).toEqual([
      { kind: 'put', id: 5, parent: 1, position: 1 },
      { kind: 'reorder', ids: [5, 2, 4] },
    ]);
  });

  it('reorders among siblings without a parent change', () => {
    const plan = planDrop(tree, 4, tree.byId.get(2) as TreeNode, 'before');
    expect(plan).toEqual({ id: 4, parent: 1, order: [4, 2], reparent: false });
    expect(moveRequests(tree, plan as NonNullable<typeof plan>)).toEqual([{ kind: 'reorder', ids: [4, 2] }]);
    expect(planStep(tree, 2, 1)?.order).toEqual([4, 2]);
    expect(planStep(tree, 2, -1)).toBeUndefined();
  });

  it('offers no move into its own branch, nor one that changes nothing', () => {
    expect(planDrop(tree, 1, tree.byId.get(3) as TreeNode, 'inside')).toBeUndefined();
    expect(planDrop(tree, 1, tree.byId.get(1) as TreeNode, 'after')).toBeUndefined();
    expect(planDrop(tree, 2, tree.byId.get(4) as TreeNode, 'before')).toBeUndefined();
    expect(planMove(tree, 3, null, 99)).toEqual({ id: 3, parent: null, order: [1, 5, 3], reparent: true });
  });
});
