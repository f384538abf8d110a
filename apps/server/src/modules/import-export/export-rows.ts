import type { ResourceDef } from '@kramar/contract';
import { and, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterCursor } from '../../crud/cursor.ts';
import type { ListQuery } from '../../crud/list-query.ts';
import { selection } from '../../crud/records.ts';
import type { ResourceTable } from '../../crud/tables.ts';
import type { Db } from '../../db/client.ts';
import { exportFields } from './columns.ts';

/** Rows read per statement: memory stays flat however many rows the filter matches. */
export const exportBatch = 1000;

/**
 * The rows a list query matches, in its order, walked by keyset (`(sort column, id) > last`) a
 * batch at a time: never OFFSET, never the whole result at once. Each batch is its own statement,
 * so a slow reader holds no transaction open; rows changed meanwhile may show their new values.
 */
export async function* exportRows(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  query: ListQuery,
  batch = exportBatch,
  /** Nested rows read too (a product's attribute values, read with it in the same statement). */
  extra: readonly string[] = [],
): AsyncGenerator<Record<string, unknown>[]> {
  const key = query.sortKey;
  if (!key) return;
  const all = selection(resource, table, false);
  const columns: Record<string, PgColumn | SQL> = { id: table.id as PgColumn };
  for (const name of [...exportFields(resource), ...extra, key.column, 'created_at', 'updated_at']) {
    const column = all[name];
    if (column) columns[name] = column;
  }
  let after: SQL | undefined;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .select(columns)
      .from(table)
      .where(and(query.where, after))
      .orderBy(...query.orderBy)
      .limit(batch);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    const value = last[key.column];
    after = afterCursor(resource, table, key, {
      value: value instanceof Date ? value.toISOString() : (value as string | number | boolean | null),
      id: Number(last.id),
    });
  }
}
