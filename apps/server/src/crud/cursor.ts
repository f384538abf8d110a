import { type Field, hasNul, isCalendarDate, type ResourceDef } from '@kramar/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { columnRange } from './field-kinds.ts';
import type { ResourceTable } from './tables.ts';

/** The order of a list: one declared column and id as tie-breaker, both in one direction. */
export interface SortKey {
  /** As the client names it (`-created_at`), so a cursor of another order is refused. */
  sort: string;
  column: string;
  descending: boolean;
}

type Value = string | number | boolean | null;

/**
 * `meta.next_cursor`: the last row's sort value and id, base64url-encoded. Opaque to clients, who
 * send it back as `cursor=` to walk forward by keyset (no OFFSET, so page 20 000 costs what page 1 does).
 */
export const encodeCursor = (key: SortKey, value: unknown, id: number): string =>
  Buffer.from(JSON.stringify([key.sort, value ?? null, id])).toString('base64url');

const timestampText = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::\d{2}){0,2}$/;

/** Whether PostgreSQL takes `value` for the column without an error (a bad cursor is a 422, not a 500). */
function fits(field: Field | 'timestamp' | 'id', value: Value): boolean {
  if (field === 'id') return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
  if (field === 'timestamp' || field.kind === 'datetime') {
    const m = typeof value === 'string' ? timestampText.exec(value) : null;
    return Boolean(
      m &&
        isCalendarDate(value as string) &&
        Number(m[4]) < 24 &&
        Number(m[5]) < 60 &&
        Number(m[6]) < 60 &&
        Number(m[8]) < 16,
    );
  }
  switch (field.kind) {
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);
    case 'integer':
    case 'money':
    case 'decimal':
    case 'reference': {
      const range = columnRange(field) ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
      return typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;
    }
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return typeof value === 'string' && value.length <= 10_000 && !hasNul(value);
  }
}

// mirrors tables.ts: which columns can hold null (those sort last ascending, first descending)
const notNullKinds = new Set<Field['kind']>(['slug', 'boolean', 'strings', 'blocks']);
const isNullable = (field: Field | 'timestamp' | 'id'): boolean =>
  typeof field !== 'string' && !notNullKinds.has(field.kind) && !(field.required && field.kind !== 'reference');

export interface Keyset {
  value: Value;
  id: number;
}

/** The cursor's position, or undefined when it is not one this list gave out (malformed, another sort). */
export function decodeCursor(resource: ResourceDef, key: SortKey, raw: string): Keyset | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== key.sort) return undefined;
  const [, value, id] = parsed as [string, Value, unknown];
  if (!fits('id', id as Value)) return undefined;
  const field = columnKind(resource, key.column);
  if (value === null ? !isNullable(field) : !fits(field, value)) return undefined;
  return { value, id: id as number };
}

const columnKind = (resource: ResourceDef, column: string): Field | 'timestamp' | 'id' =>
  column === 'id' ? 'id' : (resource.fields[column] ?? 'timestamp');

/**
 * Rows after the cursor in the list's order (nulls last ascending, first descending, as PostgreSQL
 * sorts). A prepared statement passes placeholders for a position that is not null.
 */
export function afterCursor(
  resource: ResourceDef,
  table: ResourceTable,
  key: SortKey,
  at: Keyset | { value: Placeholder; id: Placeholder },
): SQL {
  const id = table.id as PgColumn;
  if (key.column === 'id') return key.descending ? sql`${id} < ${at.id}` : sql`${id} > ${at.id}`;
  const column = table[key.column] as PgColumn;
  const nullable = isNullable(columnKind(resource, key.column));
  if (at.value === null) {
    return key.descending
      ? sql`(${column} is not null or ${id} < ${at.id})`
      : sql`(${column} is null and ${id} > ${at.id})`;
  }
  // a row comparison, so the (column, id) index serves it as one range
  if (key.descending) return sql`(${column}, ${id}) < (${at.value}, ${at.id})`;
  return nullable
    ? sql`((${column}, ${id}) > (${at.value}, ${at.id}) or ${column} is null)`
    : sql`(${column}, ${id}) > (${at.value}, ${at.id})`;
}
