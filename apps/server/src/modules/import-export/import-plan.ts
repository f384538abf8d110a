import type { ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isCaseInsensitive } from '../../crud/field-kinds.ts';
import type { ResourceTable } from '../../crud/tables.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { importFields, inputOf, uniqueKeyOf } from './columns.ts';
import { importExportMessages as m } from './messages.ts';
import { readTable, type TableRow } from './read-table.ts';
import type { ImportUpload } from './uploads.ts';

export type ImportMode = 'create' | 'upsert';

/** Which field each column of the file fills, and whether rows whose key exists update the record. */
export interface ImportPlan {
  mapping: Record<string, string>;
  mode: ImportMode;
}

type Errors = Record<string, string[]>;

/** One data row, ready for the engine: its input and the record it updates, or why it cannot go. */
export interface PlannedRow {
  row: number;
  key?: string;
  input?: Record<string, unknown>;
  updates?: number;
  errors?: Errors;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The field each column looks like, by name (`SKU` → sku, `Old price` → old_price); null when none. */
export function suggestMapping(resource: ResourceDef, header: readonly string[]): Record<string, string | null> {
  const fields = importFields(resource);
  const taken = new Set<string>();
  const out: Record<string, string | null> = {};
  for (const column of header) {
    const field = fields.find((f) => norm(f) === norm(column) && !taken.has(f)) ?? null;
    if (field) taken.add(field);
    if (!(column in out)) out[column] = field;
  }
  return out;
}

/** The request's mapping and mode, checked against the file's header: a 422 naming what is wrong. */
export function parsePlan(resource: ResourceDef, header: readonly string[], body: unknown): ImportPlan {
  const { mapping, mode } = (body ?? {}) as { mapping?: unknown; mode?: unknown };
  const errors: Errors = {};
  if (mode !== 'create' && mode !== 'upsert') errors.mode = [m.mode];
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping))
    throw validationError({ mapping: [m.mapping], ...errors });
  const allowed = new Set(importFields(resource));
  const clean: Record<string, string> = {};
  const used = new Set<string>();
  for (const [column, field] of Object.entries(mapping as Record<string, unknown>)) {
    if (field === null || field === '') continue;
    const problems: string[] = [];
    if (!header.includes(column)) problems.push(m.unknownColumn(column));
    if (typeof field !== 'string' || !allowed.has(field)) problems.push(m.unknownField(String(field)));
    else if (used.has(field)) problems.push(m.fieldTwice(field));
    if (problems.length) errors[`mapping.${column}`] = problems;
    else {
      used.add(field as string);
      clean[column] = field as string;
    }
  }
  const key = uniqueKeyOf(resource);
  if (mode === 'upsert' && key && !used.has(key)) errors.mapping = [m.keyRequired(key)];
  if (used.size === 0 && !errors.mapping) errors.mapping = [m.mapping];
  if (Object.keys(errors).length) throw validationError(errors);
  return { mapping: clean, mode: mode as ImportMode };
}

/**
 * The file read through once: its header and the number of its data rows. Every limit of the
 * reader applies, so a file past one is refused here, when it comes, with the limit's message.
 */
export async function scanTable(upload: ImportUpload): Promise<{ columns: string[]; rows: number }> {
  let columns: string[] | undefined;
  let rows = 0;
  for await (const line of readTable(upload.path, upload.type)) {
    if (line.row === 1 && !line.error) columns = line.cells.map((c) => c.trim());
    else if (!columns) break;
    else if (line.error !== undefined || line.cells.some((c) => c.trim() !== '')) rows++;
  }
  if (!columns) throw validationError({ file: [m.noHeader] });
  return { columns, rows };
}

/** The file's first row: the column names (as read when it came). */
export async function headerOf(upload: ImportUpload): Promise<string[]> {
  return upload.columns ?? (await scanTable(upload)).columns;
}

const batchSize = 500;

/**
 * The ids of the records the unique key names (`keys` folded as the key compares: lower case for a
 * case-insensitive one), as `folded key → id`.
 */
export async function recordsByKey(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  keys: readonly string[],
): Promise<Map<string, number>> {
  const key = uniqueKeyOf(resource);
  const keyField = key ? resource.fields[key] : undefined;
  const existing = new Map<string, number>();
  if (!key || !keys.length) return existing;
  const column = table[key] as PgColumn;
  const target = keyField && isCaseInsensitive(keyField) ? sql`lower(${column})` : sql`${column}`;
  const found = await queryRows<{ id: number | string; k: string }>(
    db,
    sql`select ${table.id} as id, ${target} as k from ${table}
        where ${target} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  for (const f of found) existing.set(f.k, Number(f.id));
  return existing;
}

/** A key as `recordsByKey` compares it. */
export function foldKey(resource: ResourceDef, value: string): string {
  const key = uniqueKeyOf(resource);
  const keyField = key ? resource.fields[key] : undefined;
  return keyField && isCaseInsensitive(keyField) ? value.toLowerCase() : value;
}

/**
 * The data rows of the upload as the engine will take them, a batch at a time: cells turned into
 * field input, the record each key already names looked up (one statement per batch), keys
 * repeated in the file refused after their first row. `skip` rows are read but not yielded (a
 * resumed job).
 */
export async function* plannedRows(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  upload: ImportUpload,
  plan: ImportPlan,
  skip = 0,
): AsyncGenerator<PlannedRow[]> {
  const key = uniqueKeyOf(resource);
  const fold = (s: string) => foldKey(resource, s);
  const seen = new Map<string, number>();
  let header: string[] = [];
  let batch: TableRow[] = [];
  let index = 0;

  const plan1 = (line: TableRow): PlannedRow => {
    if (line.error) return { row: line.row, errors: { _: [line.error] } };
    const input: Record<string, unknown> = {};
    header.forEach((column, i) => {
      const field = plan.mapping[column];
      const cell = (line.cells[i] ?? '').trim();
      // an empty cell leaves the field as it is (update) or to its default (create)
      if (field && cell !== '' && !(field in input)) input[field] = inputOf(resource.fields[field] as never, cell);
    });
    Object.assign(input, upload.defaults);
    const value = key ? input[key] : undefined;
    return { row: line.row, input, ...(typeof value === 'string' ? { key: value } : {}) };
  };

  async function resolve(lines: TableRow[]): Promise<PlannedRow[]> {
    const rows = lines.map(plan1);
    const keys = [...new Set(rows.flatMap((r) => (r.key && !r.errors ? [fold(r.key)] : [])))];
    const existing = await recordsByKey(db, resource, table, keys);
    for (const r of rows) {
      if (!r.key || r.errors) continue;
      const k = fold(r.key);
      const first = seen.get(k);
      if (first !== undefined) r.errors = { [key as string]: [m.repeated(first)] };
      else {
        seen.set(k, r.row);
        const id = existing.get(k);
        if (id !== undefined && plan.mode === 'create') r.errors = { [key as string]: [m.exists(r.key)] };
        else if (id !== undefined) r.updates = id;
      }
    }
    return rows;
  }

  for await (const line of readTable(upload.path, upload.type)) {
    if (line.row === 1 && !line.error) {
      header = line.cells.map((c) => c.trim());
      continue;
    }
    if (line.error === undefined && line.cells.every((c) => c.trim() === '')) continue;
    if (index++ < skip) {
      // still remembered, so a key repeated after the resume point is caught
      const planned = plan1(line);
      if (planned.key) seen.set(fold(planned.key), planned.row);
      continue;
    }
    batch.push(line);
    if (batch.length === batchSize) {
      yield await resolve(batch);
      batch = [];
    }
  }
  if (batch.length) yield await resolve(batch);
}

/** Data rows of the file (for a job's total): as counted when it came, or read again. */
export async function countRows(upload: ImportUpload): Promise<number> {
  return upload.rows ?? (await scanTable(upload)).rows;
}

/** `field: message; …` for a report line. */
export const errorText = (errors: Errors): string =>
  Object.entries(errors)
    .map(([field, messages]) => (field === '_' ? messages.join(' ') : `${field}: ${messages.join(' ')}`))
    .join('; ');
