import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { onChange } from '../db/notify.ts';

/**
 * Each tree's shape (id → the ids of its subtree) kept a few seconds per process, so a filter by
 * a node's subtree is `column in (5, 9, 12)`: the planner then sees the real list and takes the
 * (column, sort) index, where a subquery it cannot size made it walk the sort index of the whole
 * table (96 ms against 0.1 ms for a leaf on half a million products). A save of the tree drops its
 * shape in this process at once, and in every process (this one again) when it commits
 * (db/notify.ts); `treeTtlMs` only bounds the wait while the listener is reconnecting. Without a
 * fresh shape the filter falls back to the subquery, slower but exact.
 */

export const treeTtlMs = 10_000;

/**
 * How long past `treeTtlMs` a filter still takes a shape. A list refreshes the shapes it needs
 * and then reads them; a shape that was just fresh enough at the refresh must not turn stale by
 * the read, when the clock ticked (or a busy machine descheduled the process) in between: the
 * subquery then walked the sort index of a million products, 3.3 s with a cold cache, past the
 * statement timeout, during a feed build (issue 31's bench: a 503).
 */
export const treeGraceMs = 5_000;

interface Shape {
  at: number;
  subtrees: Map<number, number[]>;
}

const shapes = new Map<string, Shape>();
const loading = new Map<string, Promise<void>>();
// bumped by every forget: a read that began before it does not store what it saw
const generations = new Map<string, number>();

/** The ids under `id` in `table`'s tree, itself included, when a fresh shape is at hand. */
export function cachedSubtree(table: string, id: number, now = Date.now()): number[] | undefined {
  const shape = shapes.get(table);
  if (!shape || now - shape.at > treeTtlMs + treeGraceMs) return undefined;
  return shape.subtrees.get(id) ?? [];
}

/** A save moved or added a node: the next filter reads the tree again. */
export function forgetTree(table: string): void {
  shapes.delete(table);
  generations.set(table, (generations.get(table) ?? 0) + 1);
}

// a commit through any instance: a read that began before it must not be kept either
onChange((change) => {
  const tables = 'all' in change ? [...new Set([...shapes.keys(), ...loading.keys()])] : [change.table];
  for (const table of tables) if (shapes.has(table) || loading.has(table)) forgetTree(table);
});

function shapeOf(rows: { id: number | string; path: string }[]): Map<number, number[]> {
  const subtrees = new Map<number, number[]>();
  for (const row of rows) {
    const id = Number(row.id);
    // every node on the path, the node included, has it in its subtree
    for (const part of row.path.split('/')) {
      if (!part) continue;
      const ancestor = Number(part);
      const list = subtrees.get(ancestor);
      if (list) list.push(id);
      else subtrees.set(ancestor, [id]);
    }
  }
  return subtrees;
}

/** Reads the trees whose shape is missing or stale; a crowd of lists waits for one read. */
export async function refreshTrees(db: Db, tables: readonly string[], now = Date.now()): Promise<void> {
  for (const table of tables) {
    const shape = shapes.get(table);
    if (shape && now - shape.at <= treeTtlMs) continue;
    let pending = loading.get(table);
    if (!pending) {
      const generation = generations.get(table) ?? 0;
      pending = queryRows<{ id: number | string; path: string }>(db, sql`select id, path from ${sql.identifier(table)}`)
        .then((rows) => {
          if ((generations.get(table) ?? 0) === generation) shapes.set(table, { at: now, subtrees: shapeOf(rows) });
        })
        .finally(() => loading.delete(table));
      loading.set(table, pending);
    }
    await pending;
  }
}
