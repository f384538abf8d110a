import type { Field, ResourceDef, ResourceRecord } from '@kramar/contract';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isHeavy, isRelation, isSecret } from './field-kinds.ts';
import { relationColumn } from './relations.ts';
import type { ResourceTable } from './tables.ts';

const digits = (s: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
};

/**
 * PostgreSQL's text output of a timestamptz (DateStyle ISO, which both drivers hand over as is):
 * `2026-11-20 10:15:30.123456+02`, `+05:30`, `+00:53:28`, fraction optional. Read at fixed
 * positions: a list serializes thousands of these, and a regular expression per value was the
 * largest cost of a list request. Anything else (BC, years past 9999, infinity) returns undefined.
 */
function fromPgText(s: string): string | undefined {
  if (s.length < 22 || s.charCodeAt(10) !== 32 || s.charCodeAt(4) !== 45 || s.charCodeAt(13) !== 58) return undefined;
  let end = 19;
  let ms = '000';
  if (s.charCodeAt(19) === 46) {
    end = 20;
    while (end < s.length && s.charCodeAt(end) >= 48 && s.charCodeAt(end) <= 57) end++;
    ms = `${s.slice(20, Math.min(end, 23))}00`.slice(0, 3);
  }
  const sign = s.charCodeAt(end);
  const rest = s.length - end;
  if ((sign !== 43 && sign !== 45) || (rest !== 3 && rest !== 6 && rest !== 9)) return undefined;
  if (rest === 3 && s.charCodeAt(end + 1) === 48 && s.charCodeAt(end + 2) === 48) {
    return `${s.slice(0, 10)}T${s.slice(11, 19)}.${ms}Z`;
  }
  const year = digits(s, 0, 4);
  const offset =
    (digits(s, end + 1, end + 3) * 3600 +
      (rest > 3 ? digits(s, end + 4, end + 6) * 60 : 0) +
      (rest > 6 ? digits(s, end + 7, end + 9) : 0)) *
    (sign === 43 ? 1 : -1);
  // Date.UTC reads years 0–99 as 1900–1999
  if (!(year >= 100)) return undefined;
  const local = Date.UTC(
    year,
    digits(s, 5, 7) - 1,
    digits(s, 8, 10),
    digits(s, 11, 13),
    digits(s, 14, 16),
    digits(s, 17, 19),
    Number(ms),
  );
  return Number.isNaN(local) || Number.isNaN(offset) ? undefined : new Date(local - offset * 1000).toISOString();
}

/** A timestamptz as the API speaks it: ISO 8601 in UTC with milliseconds (DESIGN §4). */
export function isoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const fast = fromPgText(text);
  if (fast !== undefined) return fast;
  const time = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/**
 * The columns a query reads: all of them, or (for lists) all but the heavy ones. Relations come as
 * correlated subqueries (`columns` leaves them out: a write's RETURNING, before they are written).
 */
export function selection(
  resource: ResourceDef,
  table: ResourceTable,
  light = false,
  columns: 'with-relations' | 'columns' = 'with-relations',
  /** A list's `fields` (list-fields.ts): only these are read, a relation's subquery only if named. */
  only?: ReadonlySet<string>,
): Record<string, PgColumn | SQL> {
  const out: Record<string, PgColumn | SQL> = { id: table.id as PgColumn };
  const wanted = (name: string) => !only || only.has(name);
  for (const [name, field] of Object.entries(resource.fields)) {
    if ((light && isHeavy(field)) || isSecret(field) || !wanted(name)) continue;
    if (!isRelation(field)) out[name] = table[name] as PgColumn;
    else if (columns === 'with-relations') out[name] = relationColumn(resource, name, field);
  }
  if (resource.tree && wanted('depth')) out.depth = table.depth as PgColumn;
  if (resource.tree && wanted('path')) out.path = table.path as PgColumn;
  if (wanted('created_at')) out.created_at = table.created_at as PgColumn;
  if (wanted('updated_at')) out.updated_at = table.updated_at as PgColumn;
  return out;
}

type Convert = (value: unknown) => unknown;

const asIs: Convert = (value) => value ?? null;
const asArray: Convert = (value) => (Array.isArray(value) ? value : []);
const asNumber: Convert = (value) => (value === null || value === undefined ? null : Number(value));

const asIds: Convert = (value) => (Array.isArray(value) ? value.map(Number) : []);

function rowsConverter(fields: Readonly<Record<string, Field>>): Convert {
  const convert = Object.entries(fields).map(([name, f]) => [name, converterOf(f)] as const);
  return (value) =>
    Array.isArray(value)
      ? value.map((row: Record<string, unknown>) => {
          const out: Record<string, unknown> = { id: Number(row.id) };
          for (const [name, c] of convert) out[name] = c(row[name]);
          return out;
        })
      : [];
}

function converterOf(field: Field): Convert {
  if (field.kind === 'references') return asIds;
  if (field.kind === 'children') return rowsConverter(field.fields);
  if (field.kind === 'datetime') return isoTimestamp;
  if (field.kind === 'strings' || field.kind === 'blocks') return asArray;
  if (field.kind === 'decimal' || field.kind === 'money' || field.kind === 'reference') return asNumber;
  return asIs;
}

// worked out once per resource: a list converts every field of every row
const converters = new WeakMap<ResourceDef, [string, Convert][]>();

function convertersOf(resource: ResourceDef): [string, Convert][] {
  let list = converters.get(resource);
  if (!list) {
    list = Object.entries(resource.fields).map(([name, field]) => [name, converterOf(field)]);
    converters.set(resource, list);
  }
  return list;
}

/** A row as the API answers it: system columns and fields; money in kopecks, times in ISO, lists as arrays. */
export function toRecord(resource: ResourceDef, row: Record<string, unknown>): ResourceRecord {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, convert] of convertersOf(resource)) {
    if (name in row) out[name] = convert(row[name]);
  }
  if ('depth' in row) out.depth = Number(row.depth);
  if ('path' in row) out.path = row.path;
  // a list's `fields` may leave them out; every other read selects them
  if ('created_at' in row) out.created_at = isoTimestamp(row.created_at);
  if ('updated_at' in row) out.updated_at = isoTimestamp(row.updated_at);
  return out as ResourceRecord;
}
