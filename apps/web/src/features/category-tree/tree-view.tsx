import Box from '@mui/material/Box';
import { type DragEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { TreeIndex, TreeNode } from './tree-model.ts';
import { type DropZone, type MovePlan, planDrop } from './tree-moves.ts';
import { rowHeight, TreeRow } from './tree-row.tsx';
import { useTreeKeys } from './use-tree-keys.ts';

interface DropTarget {
  id: number;
  zone: DropZone;
  plan: MovePlan;
}

/** Rows drawn beyond the visible ones, so a quick scroll does not show blank space. */
const overscan = 8;

interface TreeViewProps {
  label: string;
  index: TreeIndex;
  rows: readonly TreeNode[];
  expanded: ReadonlySet<number>;
  search: string;
  editable: boolean;
  onToggle(id: number): void;
  onMenu(node: TreeNode, anchor: HTMLElement): void;
  onMove(plan: MovePlan): void;
}

/** The top quarter of a row puts the node before it, the bottom quarter after, the middle inside. */
const zoneAt = (event: DragEvent, row: HTMLElement): DropZone => {
  const box = row.getBoundingClientRect();
  const y = (event.clientY - box.top) / box.height;
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
};

/**
 * The rows in the window with their places, and the carried one wherever it is: its handle must
 * stay in the page to hear the drag end, even when scrolled out of sight.
 */
function drawn(rows: readonly TreeNode[], first: number, last: number, carried: number | null): [TreeNode, number][] {
  const shown = rows.slice(first, last).map((node, i): [TreeNode, number] => [node, first + i]);
  if (carried === null || shown.some(([node]) => node.id === carried)) return shown;
  const at = rows.findIndex((node) => node.id === carried);
  const node = rows[at];
  return node ? [...shown, [node, at]] : shown;
}

/**
 * Only the rows in sight are in the page (a fixed row height makes each row's place a product):
 * 5 000 categories open all at once cost what forty do.
 */
export function TreeView({ label, index, rows, expanded, search, editable, onToggle, onMenu, onMove }: TreeViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  const [carried, setCarriedState] = useState<number | null>(null);
  const [target, setTargetState] = useState<DropTarget | null>(null);
  // drag events can come faster than renders: the handlers read what was last set, not the last render
  const carriedRef = useRef<number | null>(null);
  const targetRef = useRef<DropTarget | null>(null);
  const setCarried = useCallback((id: number | null) => {
    carriedRef.current = id;
    setCarriedState(id);
  }, []);
  const setTarget = useCallback((next: DropTarget | null) => {
    targetRef.current = next;
    setTargetState(next);
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const keys = useTreeKeys(index, rows, expanded, onToggle, scroller);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / rowHeight) + overscan);

  const onDragStart = useCallback(
    (node: TreeNode, event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(node.id));
      const row = (event.currentTarget as HTMLElement).closest('li');
      if (row) event.dataTransfer.setDragImage(row, 20, 20);
      setCarried(node.id);
    },
    [setCarried],
  );
  const onDragEnd = useCallback(() => {
    setCarried(null);
    setTarget(null);
  }, [setCarried, setTarget]);

  const onDragOver = (event: DragEvent) => {
    const carried = carriedRef.current;
    const target = targetRef.current;
    if (carried === null) return;
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-node]');
    const node = row ? index.byId.get(Number(row.dataset.node)) : undefined;
    const zone = row ? zoneAt(event, row) : undefined;
    const plan = node && zone ? planDrop(index, carried, node, zone) : undefined;
    // no preventDefault where it may not land (itself, its own branch): the browser shows "no drop"
    if (plan && node && zone) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (target?.id !== node.id || target.zone !== zone) setTarget({ id: node.id, zone, plan });
    } else if (target) setTarget(null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const target = targetRef.current;
    onDragEnd();
    if (target) onMove(target.plan);
  };

  return (
    <Box
      ref={scroller}
      onScroll={(event) => setView((v) => ({ ...v, top: event.currentTarget.scrollTop }))}
      sx={{ maxHeight: 'max(360px, calc(100vh - 320px))', overflowY: 'auto', overflowX: 'hidden' }}
    >
      <Box
        component="ul"
        role="tree"
        aria-label={label}
        onKeyDown={keys.onKeyDown}
        onFocus={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-node]');
          if (row) keys.onFocusRow(Number(row.dataset.node));
        }}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onDragLeave={(event) => {
          // leaving the list, not just passing from one row to the next
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTarget(null);
        }}
        sx={{ position: 'relative', height: rows.length * rowHeight, m: 0, p: 0, listStyle: 'none' }}
      >
        {drawn(rows, first, last, carried).map(([node, at]) => (
          <TreeRow
            key={node.id}
            node={node}
            top={at * rowHeight}
            expanded={expanded.has(node.id)}
            focusable={keys.focusable === node.id}
            setsize={index.children.get(node.parent)?.length ?? 1}
            posinset={(index.children.get(node.parent)?.findIndex((n) => n.id === node.id) ?? 0) + 1}
            search={search}
            drop={target?.id === node.id ? target.zone : undefined}
            dragging={carried === node.id}
            editable={editable}
            onToggle={onToggle}
            onMenu={onMenu}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
          />
        ))}
      </Box>
    </Box>
  );
}
