import { fromCsvText, localText, type ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isCaseInsensitive, isUnique } from '../../crud/field-kinds.ts';
import type { ResourceTable } from '../../crud/tables.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import {
  type AttributeCell,
  attributeColumns,
  attributeInputs,
  attributeOf,
  type FileValues,
  hasAttributeValues,
} from './attribute-columns.ts';
import { inputOf } from './cell-input.ts';
import { uniqueKeyOf } from './columns.ts';
import type { ImportPlan } from './import-mapping.ts';
import { fieldLabel } from './labels.ts';
import { importExportMessages as m } from './messages.ts';
import { readTable, type TableRow } from './read-table.ts';
import type { ReferenceWords } from './reference-words.ts';
import type { ImportUpload } from './uploads.ts';

export type { ImportMode, ImportPlan } from './import-mapping.ts';

type Errors = Record<string, string[]>;

/** One data row, ready for the engine: its input and the record it updates, or why it cannot go. */
export interface PlannedRow {
  row: number;
  key?: string;
  input?: Record<string, unknown>;
  updates?: number;
  errors?: Errors;
  /** A product's attribute values the file fills, and which attributes it fills (the rest stay). */
  values?: FileValues;
}

/** A row before its references are looked up: the titles each reference field names. */
interface Pending extends PlannedRow {
  titles: { field: string; many: boolean; titles: string[] }[];
  cells: AttributeCell[];
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
 * The data rows of the upload as the engine will take them, a batch at a time: cells in the words
 * of the screens turned into field input, the references they name looked up by title and the
 * record each key already names (a few statements per batch). A key, or any unique value, repeated
 * in the file is refused after its first row: the run would refuse it there, so the check says so.
 * `skip` rows are read but not yielded (a resumed job).
 */
export async function* plannedRows(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  upload: ImportUpload,
  plan: ImportPlan & { zone: string },
  refs: ReferenceWords,
  skip = 0,
): AsyncGenerator<PlannedRow[]> {
  const key = uniqueKeyOf(resource);
  const fold = (s: string) => foldKey(resource, s);
  const seen = new Map<string, number>();
  // other unique values the file sets (a slug, a name): the first row that had each
  const uniques = Object.entries(resource.fields).filter(
    ([name, f]) => name !== key && (isUnique(f) || f.uniqueWithin !== undefined),
  );
  const seenUnique = new Map(uniques.map(([name]) => [name, new Map<string, number>()]));
  let header: string[] = [];
  let batch: TableRow[] = [];
  let index = 0;
  const attributes = new Map(
    (hasAttributeValues(resource) ? await attributeColumns(db) : []).map((a) => [a.id, a] as const),
  );

  const plan1 = (line: TableRow): Pending => {
    if (line.error) return { row: line.row, errors: { _: [line.error] }, titles: [], cells: [] };
    const input: Record<string, unknown> = {};
    const errors: Errors = {};
    const titles: Pending['titles'] = [];
    const cells: AttributeCell[] = [];
    header.forEach((column, i) => {
      const field = plan.mapping[column];
      const cell = (line.cells[i] ?? '').trim();
      // an empty cell leaves the field as it is (update) or to its default (create); a field the
      // upload fixes (a category's import) is not the file's to say
      if (!field || cell === '' || field in input || field in (upload.defaults ?? {})) return;
      const attribute = attributes.get(attributeOf(field) ?? 0);
      if (attribute) {
        cells.push({ column: attribute, cell: fromCsvText(cell) });
        return;
      }
      const got = inputOf(resource, field, resource.fields[field] as never, cell, plan.zone);
      if ('error' in got) errors[field] = [got.error];
      else if ('titles' in got) titles.push({ field, ...got });
      else input[field] = got.value;
    });
    Object.assign(input, upload.defaults);
    const value = key ? input[key] : undefined;
    return {
      row: line.row,
      input,
      titles,
      cells,
      ...(Object.keys(errors).length ? { errors } : {}),
      ...(typeof value === 'string' ? { key: value } : {}),
    };
  };

  /** The references' titles as ids, asked once per batch and target resource. */
  async function lookUp(rows: Pending[]): Promise<void> {
    const byTarget = new Map<string, string[]>();
    const targetOf = (field: string) => (resource.fields[field] as { resource: string }).resource;
    for (const r of rows)
      for (const t of r.titles)
        byTarget.set(targetOf(t.field), [...(byTarget.get(targetOf(t.field)) ?? []), ...t.titles]);
    const found = new Map<string, Awaited<ReturnType<ReferenceWords['idsOf']>>>();
    for (const [target, titles] of byTarget) found.set(target, await refs.idsOf(target, titles));
    for (const r of rows) {
      for (const t of r.titles) {
        const resolved = t.titles.map((title) => found.get(targetOf(t.field))?.get(title));
        const problems = resolved.flatMap((x) => (x && 'error' in x ? [x.error] : []));
        if (problems.length) r.errors = { ...r.errors, [t.field]: problems };
        else {
          const ids = resolved.map((x) => (x && 'id' in x ? x.id : null));
          (r.input as Record<string, unknown>)[t.field] = t.many ? ids : ids[0];
        }
      }
    }
  }

  /** Whether a unique value of the row came in an earlier row (noted when not). */
  const repeatedUnique = (r: PlannedRow): boolean => {
    // a row refused for one value claims none of the others: the next row that has them is fine
    const claims: [Map<string, number> | undefined, string][] = [];
    for (const [name, field] of uniques) {
      const value = r.input?.[name];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      // unique within another field's value (a partner's SKU): the pair is what repeats
      const within = isUnique(field) ? undefined : field.uniqueWithin;
      const group = within ? r.input?.[within.field] : '';
      if (group === undefined || group === null) continue;
      const k = `${group}\u0000${isCaseInsensitive(field) ? String(value).toLowerCase() : String(value)}`;
      const first = seenUnique.get(name)?.get(k);
      if (first !== undefined) {
        const says = within
          ? [localText(within.message), m.firstAt(first)]
          : [m.sameAs(first, fieldLabel(resource, name))];
        r.errors = { ...r.errors, [name]: says };
        return true;
      }
      claims.push([seenUnique.get(name), k]);
    }
    for (const [seen, k] of claims) seen?.set(k, r.row);
    return false;
  };

  async function resolve(lines: TableRow[]): Promise<PlannedRow[]> {
    const rows = lines.map(plan1);
    await lookUp(rows);
    const values = await attributeInputs(
      db,
      rows.map((r) => r.cells),
    );
    rows.forEach((r, i) => {
      const v = values[i];
      if (!v?.attributes.length) return;
      if (Object.keys(v.errors).length) r.errors = { ...r.errors, ...v.errors };
      else r.values = { rows: v.rows, attributes: v.attributes };
    });
    const keys = [...new Set(rows.flatMap((r) => (r.key && !r.errors ? [fold(r.key)] : [])))];
    const existing = await recordsByKey(db, resource, table, keys);
    const out: PlannedRow[] = [];
    for (const { titles: _titles, cells: _cells, ...r } of rows) {
      out.push(r);
      if (r.errors) continue;
      if (r.key) {
        const k = fold(r.key);
        const first = seen.get(k);
        if (first !== undefined) {
          r.errors = { [key as string]: [m.repeated(first)] };
          continue;
        }
        seen.set(k, r.row);
        const id = existing.get(k);
        if (id !== undefined && plan.mode === 'create') r.errors = { [key as string]: [m.exists(r.key)] };
        else if (id !== undefined) r.updates = id;
      }
      if (!r.errors) repeatedUnique(r);
    }
    return out;
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

/** `Label: message; …` for a report line: fields named as the screens name them. */
export const errorText = (resource: ResourceDef, errors: Errors): string =>
  Object.entries(errors)
    .map(([field, messages]) =>
      field === '_'
        ? messages.join(' ')
        : // a field's code (`attribute_values.0.value` is the field's), or an attribute column's own label
          `${/^[a-z_]+(\.|$)/.test(field) ? fieldLabel(resource, field.split('.')[0] as string) : field}: ${messages.join(' ')}`,
    )
    // a sentence ends with its stop: the next follows it, as in a letter
    .reduce((text, part) => (text === '' ? part : /[.!?]$/.test(text) ? `${text} ${part}` : `${text}; ${part}`), '');
