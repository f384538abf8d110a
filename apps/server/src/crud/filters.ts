import { type Field, fieldMessages, integerText, isCalendarDate, type ResourceDef } from '@kramar/contract';
import { and, eq, getTableName, gte, ilike, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sqlList } from '../db/client.ts';
import { columnRange, isContainsFilter, isRangeFilter } from './field-kinds.ts';
import { hooksFor } from './hooks.ts';
import { crudMessages } from './messages.ts';
import { linkedToAny } from './relations.ts';
import { type ResourceTable, treeTableOf } from './tables.ts';
import { cachedSubtree } from './tree-cache.ts';

export type Errors = Record<string, string[]>;

/** A query value as one string: repeated keys (`?a=1&a=2`) read as a comma list. */
export const queryText = (v: unknown): string =>
  Array.isArray(v) ? v.map(String).join(',') : v === undefined || v === null ? '' : String(v);

/** `%` and `_` match literally; backslash is ILIKE's escape character. */
export const likeContains = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

// a real calendar day (no 30 February, no year 0): PostgreSQL would refuse it with an error
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v);
const isDateTime = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(v) && isCalendarDate(v) && !Number.isNaN(Date.parse(v));

/** A decimal's text in a query: a comma there separates the values of a list. */
const decimalPoint = /^-?(?:\d+|\d*\.\d+)$/;

/** A bound of a range: a number the column can hold, a date or a date-time for the time kinds. */
function parseBound(field: Field, raw: string): string | number | undefined {
  if (field.kind === 'date') return isDate(raw) ? raw : undefined;
  if (field.kind === 'datetime') return isDate(raw) || isDateTime(raw) ? raw : undefined;
  // a number's text is its digits (a point before a decimal's fraction): not "1e3" nor "0x10"
  const text = raw.trim();
  if (!(field.kind === 'decimal' ? decimalPoint : integerText).test(text)) return undefined;
  const n = Number(text);
  const range = columnRange(field);
  return range && (n < range.min || n > range.max) ? undefined : n;
}

function rangeCondition(field: Field, column: PgColumn, bound: 'from' | 'to', value: string | number): SQL {
  // a bare date as the end of a date-time range means "through that whole day"
  if (field.kind === 'datetime' && typeof value === 'string' && isDate(value)) {
    return bound === 'from' ? gte(column, sql`${value}::date`) : lt(column, sql`(${value}::date + 1)`);
  }
  return bound === 'from' ? gte(column, value) : lte(column, value);
}

/** A plain `filter[field]=v` (a comma list means any of). Undefined: the value does not fit the field. */
function valueCondition(field: Field, column: PgColumn, raw: string): SQL | undefined {
  const list = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (isContainsFilter(field)) return ilike(column, likeContains(raw.trim()));
  switch (field.kind) {
    case 'enum':
    case 'status':
      // an option may itself hold commas (robots: "index,follow"): the whole value first
      if (field.options.includes(raw.trim())) return eq(column, raw.trim());
      return list.every((v) => field.options.includes(v)) ? inArray(column, list) : undefined;
    case 'boolean': {
      const v = { true: true, '1': true, false: false, '0': false }[raw.trim()];
      return v === undefined ? undefined : eq(column, v);
    }
    case 'reference':
      return list.every((v) => /^\d{1,15}$/.test(v)) ? inArray(column, list.map(Number)) : undefined;
    case 'color':
      return list.every((v) => /^#[0-9a-f]{6}$/i.test(v))
        ? inArray(
            column,
            list.map((v) => v.toLowerCase()),
          )
        : undefined;
    case 'strings':
      return sql`${column} @> jsonb_build_array(${raw.trim()}::text)`;
    case 'integer':
    case 'money':
    case 'decimal':
    case 'date': {
      const values = list.map((v) => parseBound(field, v));
      return values.every((v) => v !== undefined) ? inArray(column, values as (string | number)[]) : undefined;
    }
    default:
      return undefined;
  }
}

const filterKey = /^filter\[([^[\]]*)\](?:\[([^[\]]*)\])?$/;

/**
 * The ids of the nodes of a tree under any of `ids`, themselves included: `path LIKE p.path || '%'`
 * written as a range (`:` sorts right after the digits and `/` a path is made of), because the
 * path's text_pattern_ops index serves a range whose bounds are known only at run time, and a LIKE
 * only with a constant pattern.
 */
export function subtreeIds(tree: ResourceTable, ids: number[]): SQL {
  const t = sql.identifier(getTableName(tree));
  const list = sqlList(ids);
  return sql`select c.id from ${t} p join ${t} c on c.path ~>=~ p.path and c.path ~<~ (p.path || ':') where p.id in (${list})`;
}

const idList = (raw: string): number[] | undefined => {
  const ids = raw.split(',').map((v) => v.trim());
  return ids.every((v) => /^\d{1,15}$/.test(v)) ? ids.map(Number) : undefined;
};

/**
 * A reference to a tree (a product's category) matches the whole subtree of the node; the tree's
 * own parent field still means the direct children. Undefined when the field is not such a reference.
 */
function subtreeCondition(resource: ResourceDef, name: string, field: Field, column: PgColumn, raw: string) {
  if (field.kind !== 'reference' && field.kind !== 'references') return undefined;
  const tree = treeTableOf(field.resource);
  if (!tree || resource.tree?.parent === name) return undefined;
  const ids = idList(raw);
  if (!ids) return null;
  const cached = ids.map((id) => cachedSubtree(getTableName(tree), id));
  if (cached.every((list) => list !== undefined)) {
    const all = [...new Set(cached.flat())];
    // a node that is not there matches nothing, as `in` of an empty subquery would
    if (all.length === 0) return sql`false`;
    return field.kind === 'reference' ? inArray(column, all) : linkedToAny(resource, name, all);
  }
  return field.kind === 'reference'
    ? sql`${column} in (${subtreeIds(tree, ids)})`
    : linkedToAny(resource, name, subtreeIds(tree, ids));
}

/** The tables of the trees a list query filters by subtree, to have their shapes fresh first. */
export function subtreeFilterTrees(resource: ResourceDef, query: Record<string, unknown>): string[] {
  const out = new Set<string>();
  for (const key of Object.keys(query)) {
    const name = filterKey.exec(key)?.[1] ?? '';
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (field?.kind !== 'reference' && field?.kind !== 'references') continue;
    const tree = treeTableOf(field.resource);
    if (tree && resource.tree?.parent !== name) out.add(getTableName(tree));
  }
  return [...out];
}

/** `filter[field]=v` and `filter[field][from|to]=v` of the declared filterable fields; the rest is a 422. */
export function filterConditions(
  resource: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
  errors: Errors,
): SQL[] {
  const out: SQL[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (key !== 'filter' && !key.startsWith('filter[')) continue;
    const match = filterKey.exec(key);
    const name = match?.[1] ?? '';
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    const errorKey = `filter.${name || key}`;
    const raw = queryText(rawValue);
    const extra = hooksFor(resource.name).filters;
    if (match && !field && extra?.accepts(name, match[2])) {
      if (raw.trim() === '') continue;
      const condition = extra.condition(name, match[2], raw.trim());
      if (condition) out.push(condition);
      else errors[errorKey] = [crudMessages.filterValue];
      continue;
    }
    if (!match || !field?.filterable) {
      errors[errorKey] = [crudMessages.filter];
      continue;
    }
    if (raw.trim() === '') continue;
    const column = table[name] as PgColumn;
    const bound = match[2];
    let condition: SQL | undefined;
    const subtree = bound === undefined ? subtreeCondition(resource, name, field, column, raw) : undefined;
    if (subtree !== undefined) {
      condition = subtree ?? undefined;
    } else if (bound === undefined && field.kind === 'references') {
      const ids = raw.split(',').map((v) => v.trim());
      if (ids.every((v) => /^\d{1,15}$/.test(v))) condition = linkedToAny(resource, name, ids.map(Number));
    } else if (bound === undefined) {
      if (field.kind !== 'datetime') condition = valueCondition(field, column, raw);
    } else if ((bound === 'from' || bound === 'to') && isRangeFilter(field)) {
      const value = parseBound(field, raw.trim());
      if (value !== undefined) condition = rangeCondition(field, column, bound, value);
    } else {
      errors[errorKey] = [crudMessages.filter];
      continue;
    }
    if (condition) out.push(condition);
    else
      errors[errorKey] = [
        field.kind === 'enum' || field.kind === 'status' ? fieldMessages.choice : crudMessages.filterValue,
      ];
  }
  return out;
}

export const allOf = (conditions: SQL[]): SQL | undefined => (conditions.length ? and(...conditions) : undefined);
