import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import type { TreeIndex, TreeNode } from './tree-model.ts';
import { rowHeight } from './tree-row.tsx';

/**
 * The WAI-ARIA tree's keys over the visible rows: one row is in the Tab order (the last one
 * focused, the first at the start); ↑ ↓ move, → opens a branch or goes to its first child, ← closes
 * it or goes to the parent, Home and End go to the ends, Enter opens the category. The rows are
 * drawn only in sight: the one moved to is scrolled into view, then focused once it is drawn.
 */
export function useTreeKeys(
  index: TreeIndex,
  rows: readonly TreeNode[],
  expanded: ReadonlySet<number>,
  onToggle: (id: number) => void,
  scroller: RefObject<HTMLDivElement | null>,
) {
  const [active, setActive] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const current = rows.some((n) => n.id === active) ? active : (rows[0]?.id ?? null);

  useEffect(() => {
    if (pending === null) return;
    const row = scroller.current?.querySelector<HTMLElement>(`li[data-node="${pending}"]`);
    if (!row) return;
    row.focus();
    setPending(null);
  });

  const go = (to: TreeNode | undefined) => {
    if (!to) return;
    const at = rows.findIndex((n) => n.id === to.id);
    const box = scroller.current;
    if (box && at >= 0) {
      const top = at * rowHeight;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (top + rowHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + rowHeight - box.clientHeight;
    }
    setActive(to.id);
    setPending(to.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[role="treeitem"]');
    // keys inside a row's own buttons and link are theirs, but Enter on the row opens it
    if (!item || item !== event.target) return;
    const at = rows.findIndex((n) => n.id === Number(item.dataset.node));
    const node = rows[at];
    if (!node) return;
    const open = expanded.has(node.id);
    const branch = node.children_count > 0;
    const moves: Record<string, () => void> = {
      ArrowDown: () => go(rows[at + 1]),
      ArrowUp: () => go(rows[at - 1]),
      Home: () => go(rows[0]),
      End: () => go(rows[rows.length - 1]),
      ArrowRight: () => (branch && !open ? onToggle(node.id) : branch ? go(rows[at + 1]) : undefined),
      ArrowLeft: () =>
        branch && open ? onToggle(node.id) : go(node.parent === null ? undefined : index.byId.get(node.parent)),
      Enter: () => item.querySelector<HTMLAnchorElement>('a[href]')?.click(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return { focusable: current, onKeyDown, onFocusRow: setActive };
}
