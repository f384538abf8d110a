import { defaultPerPage, type Field, perPageOptions, type ResourceDef, sortableColumns } from '@kramar/contract';
import { zonedWallClockToIso } from '../../lib/shop-time-zone.ts';
import type { ListQuery } from '../resource-api.ts';
import { isExtraFilter } from './list-extensions.ts';

/**
 * The list's state lives in the URL (DESIGN §5): `page`, `per_page`, `sort`, `search`,
 * `filter[field]` and `filter[field][from|to]`. Parsing keeps only what the resource declares, so
 * a stale bookmark or a hand-edited address never reaches the API as a 422.
 */

export type FilterKind = 'choice' | 'boolean' | 'range' | 'reference' | 'contains' | 'color';

/** How a filterable field is filtered; undefined for kinds no list filter can express. */
export function filterKindOf(field: Field): FilterKind | undefined {
  switch (field.kind) {
    case 'enum':
    case 'status':
      return 'choice';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
    case 'integer':
    case 'decimal':
    case 'money':
      return 'range';
    case 'reference':
    // records linked to the one picked (the server takes `3,5` as any of them; the picker sends one)
    case 'references':
      return 'reference';
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
    case 'slug':
    case 'path':
    case 'richtext':
    case 'strings':
      return 'contains';
    case 'color':
      return 'color';
    default:
      return undefined;
  }
}

export const filterableFields = (r: ResourceDef): [string, Field][] =>
  Object.entries(r.fields).filter(([, f]) => f.filterable && filterKindOf(f) !== undefined);

export const isSearchable = (r: ResourceDef): boolean => Object.values(r.fields).some((f) => f.searchable);

/** The wire form of a boolean filter (the server reads '1'/'true' as yes). */
export const booleanFilterValues = { yes: '1', no: '0' } as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const integer = /^-?\d{1,15}$/;
const decimal = /^-?\d{1,15}(\.\d+)?$/;

/** Whether one end of a range is a well-formed value of the field's kind. */
function validBound(field: Field, value: string): boolean {
  if (field.kind === 'date' || field.kind === 'datetime')
    return isoDate.test(value) && !Number.isNaN(Date.parse(value));
  if (field.kind === 'decimal') return decimal.test(value);
  return integer.test(value);
}

function validValue(field: Field, value: string): boolean {
  switch (filterKindOf(field)) {
    case 'choice':
      return 'options' in field && Boolean(field.options?.includes(value));
    case 'boolean':
      return value === booleanFilterValues.yes || value === booleanFilterValues.no;
    case 'reference':
      return /^[1-9]\d{0,15}$/.test(value);
    case 'contains':
      return value.trim() !== '';
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(value);
    default:
      return false;
  }
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/** A `sort` value the API accepts for this resource, or undefined. */
export function validSort(r: ResourceDef, raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const column = raw.startsWith('-') ? raw.slice(1) : raw;
  return sortableColumns(r).includes(column) ? raw : undefined;
}

export function parseListQuery(r: ResourceDef, params: URLSearchParams): ListQuery {
  const perPage = positiveInt(params.get('per_page'));
  const search = isSearchable(r) ? params.get('search')?.trim() : undefined;
  const query: ListQuery = {
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage !== undefined && (perPageOptions as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
    filter: {},
  };
  const sort = validSort(r, params.get('sort'));
  if (sort) query.sort = sort;
  const cursor = params.get('cursor');
  if (cursor && query.page > 1) query.cursor = cursor;
  if (search) query.search = search;
  for (const [name, field] of filterableFields(r)) {
    if (filterKindOf(field) === 'range') {
      const from = params.get(`filter[${name}][from]`) ?? undefined;
      const to = params.get(`filter[${name}][to]`) ?? undefined;
      const range = {
        ...(from && validBound(field, from) ? { from } : {}),
        ...(to && validBound(field, to) ? { to } : {}),
      };
      if (range.from || range.to) query.filter[name] = range;
    } else {
      const value = params.get(`filter[${name}]`);
      if (value !== null && validValue(field, value)) query.filter[name] = value;
    }
  }
  readExtraFilters(r, params, query.filter);
  return query;
}

const filterParam = /^filter\[([a-z][a-z0-9_]{0,63})\](?:\[(from|to)\])?$/;

/** Filters a feature added to the list (list-extensions.ts): kept as given, the server judges them. */
function readExtraFilters(r: ResourceDef, params: URLSearchParams, into: ListQuery['filter']): void {
  for (const [key, raw] of params) {
    const [, name, bound] = filterParam.exec(key) ?? [];
    const value = raw.trim();
    if (!name || name in r.fields || !isExtraFilter(r.name, name) || value === '' || value.length > 200) continue;
    if (!bound) into[name] = value;
    else {
      const range = typeof into[name] === 'object' ? (into[name] as { from?: string; to?: string }) : {};
      into[name] = { ...range, [bound]: value };
    }
  }
}

/** The URL form of a query: defaults are left out so a plain list has a plain address. */
export function serializeListQuery(r: ResourceDef, q: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.page > 1) params.set('page', String(q.page));
  if (q.perPage !== defaultPerPage) params.set('per_page', String(q.perPage));
  if (q.sort && validSort(r, q.sort)) params.set('sort', q.sort);
  // only "next" brings a cursor; any other move (page 1, previous, another sort) leaves it behind
  if (q.cursor && q.page > 1) params.set('cursor', q.cursor);
  if (q.search?.trim() && isSearchable(r)) params.set('search', q.search.trim());
  const extra = Object.keys(q.filter).filter((name) => !(name in r.fields) && isExtraFilter(r.name, name));
  for (const name of [...filterableFields(r).map(([name]) => name), ...extra]) {
    const value = q.filter[name];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value !== '') params.set(`filter[${name}]`, value);
    } else {
      if (value.from) params.set(`filter[${name}][from]`, value.from);
      if (value.to) params.set(`filter[${name}][to]`, value.to);
    }
  }
  return params;
}

/** Number of active filters (the search box is not one: it has its own clear button). */
export const activeFilterCount = (q: ListQuery): number =>
  Object.values(q.filter).filter((v) => (typeof v === 'string' ? v !== '' : Boolean(v.from || v.to))).length;

export const isFiltered = (q: ListQuery): boolean => Boolean(q.search) || activeFilterCount(q) > 0;

/** A new query with one filter set or removed; any change of what is shown starts at page 1. */
export function withFilter(q: ListQuery, name: string, value: ListQuery['filter'][string] | undefined): ListQuery {
  const filter = { ...q.filter };
  const empty = value === undefined || (typeof value === 'string' ? value === '' : !value.from && !value.to);
  if (empty) delete filter[name];
  else filter[name] = value;
  return { ...q, page: 1, filter };
}

export const withoutFilters = (q: ListQuery): ListQuery => {
  const { search: _search, ...rest } = q;
  return { ...rest, page: 1, filter: {} };
};

/**
 * Start and end of a calendar day in the shop's time zone, as the instants a datetime column
 * compares with: "from 1 December" means from midnight in the shop, wherever the browser is.
 */
const dayStart = (day: string): string => zonedWallClockToIso(`${day}T00:00:00`) ?? day;
const dayEnd = (day: string): string => zonedWallClockToIso(`${day}T23:59:59.999`) ?? day;

/**
 * The query sent to the API. A datetime range is picked as whole days in the shop's time zone,
 * so its ends become the instants that start and end those days ("to" includes the whole day).
 */
export function toApiQuery(r: ResourceDef, q: ListQuery): ListQuery {
  const filter: ListQuery['filter'] = {};
  for (const [name, value] of Object.entries(q.filter)) {
    if (typeof value !== 'string' && r.fields[name]?.kind === 'datetime') {
      filter[name] = {
        ...(value.from ? { from: dayStart(value.from) } : {}),
        ...(value.to ? { to: dayEnd(value.to) } : {}),
      };
    } else filter[name] = value;
  }
  return { ...q, filter };
}
