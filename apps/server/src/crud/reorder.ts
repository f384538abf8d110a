import type { CurrentUser, ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { validationError } from '../http/errors.ts';
import { writeAudit } from './audit-log.ts';
import { type Engine, tableOf } from './engine.ts';
import { crudMessages } from './messages.ts';
import { nextVersion } from './versions.ts';
import { idsIn } from './write-checks.ts';

/** A page is at most 100 rows; the cap leaves room for a longer hand-made list, not a whole table. */
export const maxReorder = 500;

/** Manual order lives in the `position` field (the contract's preset); only such resources are reordered. */
export const hasPosition = (resource: ResourceDef): boolean => resource.fields.position?.kind === 'integer';

/** `{ ids }`: 1…500 distinct positive whole numbers, in the new order. */
function parseOrder(body: unknown): number[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > maxReorder) {
    throw validationError({ ids: [crudMessages.reorderIds] });
  }
  if (!ids.every((v): v is number => Number.isSafeInteger(v) && v > 0)) {
    throw validationError({ ids: [crudMessages.reorderIds] });
  }
  if (new Set(ids).size !== ids.length) throw validationError({ ids: [crudMessages.reorderDuplicates] });
  return ids;
}

/**
 * The positions the rows held, ascending, handed out in the new order: a page is reordered
 * among its own slots, so rows on other pages keep their place. Equal positions (rows left at
 * the default 0) would make any order the same, so each slot is at least one past the one before.
 */
function slotsFor(held: number[]): number[] {
  const slots = [...held].sort((a, b) => a - b);
  for (let i = 1; i < slots.length; i++) slots[i] = Math.max(slots[i] as number, (slots[i - 1] as number) + 1);
  return slots;
}

/** POST /api/{name}/reorder: the rows among `ids` take their new order; returns how many moved. */
export async function reorderRecords(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  body: unknown,
): Promise<number> {
  const ids = parseOrder(body);
  const table = tableOf(engine, resource);
  const id = table.id as PgColumn;
  const column = table.position as PgColumn;
  return engine.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await tx.select({ id, position: column }).from(table).where(idsIn(table, ids)).for('update');
    if (rows.length !== ids.length) throw validationError({ ids: [crudMessages.reorderUnknown] });
    const held = new Map(rows.map((r) => [Number(r.id), Number(r.position)]));
    const slots = slotsFor([...held.values()]);
    const moves = ids
      .map((rowId, i) => ({ id: rowId, before: held.get(rowId) as number, after: slots[i] as number }))
      .filter((m) => m.before !== m.after);
    if (moves.length === 0) return 0;
    const next = sql.join(
      moves.map((m) => sql`when ${m.id} then ${m.after}::integer`),
      sql` `,
    );
    await tx
      .update(table)
      .set({ position: sql`case ${id} ${next} end`, updated_at: nextVersion(table.updated_at as PgColumn) })
      .where(
        idsIn(
          table,
          moves.map((m) => m.id),
        ),
      );
    await writeAudit(
      tx,
      user,
      moves.map((m) => ({
        resource: resource.name,
        recordId: m.id,
        action: 'reorder' as const,
        changes: { position: { before: m.before, after: m.after } },
      })),
    );
    return moves.length;
  });
}
