import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isHeavy } from './field-kinds.ts';
import type { ResourceTable } from './tables.ts';

/**
 * PostgreSQL writes a timestamptz as `2026-11-20 10:15:30.123+02` (session zone, short offset);
 * the API speaks ISO 8601 in UTC (DESIGN §4).
 */
export function isoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const time = Date.parse(text);
  return Number.isNaN(time) ? String(value) : new Date(time).toISOString();
}

/** The columns a query reads: all of them, or (for lists) all but the heavy ones. */
export function selection(resource: ResourceDef, table: ResourceTable, light = false): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = { id: table.id as PgColumn };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(light && isHeavy(field))) out[name] = table[name] as PgColumn;
  }
  out.created_at = table.created_at as PgColumn;
  out.updated_at = table.updated_at as PgColumn;
  return out;
}

/** A row as the API answers it: system columns and fields; money in kopecks, times in ISO, lists as arrays. */
export function toRecord(resource: ResourceDef, row: Record<string, unknown>): ResourceRecord {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(name in row)) continue;
    const value = row[name];
    if (field.kind === 'datetime') out[name] = isoTimestamp(value);
    else if (field.kind === 'strings' || field.kind === 'blocks') out[name] = Array.isArray(value) ? value : [];
    else if ((field.kind === 'decimal' || field.kind === 'money' || field.kind === 'reference') && value !== null) {
      out[name] = Number(value);
    } else out[name] = value ?? null;
  }
  out.created_at = isoTimestamp(row.created_at);
  out.updated_at = isoTimestamp(row.updated_at);
  return out as ResourceRecord;
}
