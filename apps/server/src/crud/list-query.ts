import {
  defaultPerPage,
  fieldMessages,
  hasNul,
  type ListEnvelope,
  perPageOptions,
  type ResourceDef,
  type ResourceRecord,
  sortableColumns,
} from '@kramar/contract';
import { asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { validationError } from '../http/errors.ts';
import { countRows, totalFromPage } from './count.ts';
import { isContainsFilter } from './field-kinds.ts';
import { allOf, type Errors, filterConditions, likeContains, queryText } from './filters.ts';
import { crudMessages } from './messages.ts';
import { selection, toRecord } from './records.ts';
import type { ResourceTable } from './tables.ts';

export interface ListQuery {
  page: number;
  perPage: number;
  orderBy: SQL[];
  where: SQL | undefined;
  /** Whether a text search narrows the list (its count takes another path). */
  search: boolean;
}

const maxSearch = 200;

/** `sort=field` or `sort=-field`, declared sortable or a system column; id breaks ties the same way. */
export function orderFor(resource: ResourceDef, table: ResourceTable, raw: string, errors: Errors): SQL[] {
  const sort = raw || resource.defaultSort;
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  if (!sortableColumns(resource).includes(name)) {
    errors.sort = [crudMessages.sort];
    return [];
  }
  const dir = descending ? desc : asc;
  const column = table[name] as PgColumn;
  return name === 'id' ? [dir(column)] : [dir(column), dir(table.id as PgColumn)];
}

/** The text columns `search` looks in. */
export const searchableFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => f.searchable && isContainsFilter(f))
    .map(([name]) => name);

/** Searches text columns with ILIKE '%q%' (served by their trigram indexes). */
export function searchCondition(resource: ResourceDef, table: ResourceTable, q: string, fields?: string[]) {
  const names = fields ?? searchableFields(resource);
  const pattern = likeContains(q.slice(0, maxSearch));
  return or(...names.map((n) => ilike(table[n] as PgColumn, pattern)));
}

/** Reads the list's query string (flat keys: `filter[status]`); anything undeclared is a 422. */
export function parseListQuery(resource: ResourceDef, table: ResourceTable, query: Record<string, unknown>): ListQuery {
  const errors: Errors = {};
  // PostgreSQL takes no NUL in text: such a search or filter is refused, not a 500
  for (const [key, value] of Object.entries(query)) {
    if (hasNul(queryText(value))) errors[key.replace(/\[/g, '.').replace(/\]/g, '')] = [fieldMessages.control];
  }
  const pageText = queryText(query.page);
  const page = pageText === '' ? 1 : Number(pageText);
  if (!Number.isSafeInteger(page) || page < 1) errors.page = [crudMessages.page];
  const perPageText = queryText(query.per_page);
  const perPage = perPageText === '' ? defaultPerPage : Number(perPageText);
  if (!(perPageOptions as readonly number[]).includes(perPage)) errors.per_page = [crudMessages.perPage];
  const orderBy = orderFor(resource, table, queryText(query.sort).trim(), errors);

  const conditions = filterConditions(resource, table, query, errors);
  const q = queryText(query.search).trim();
  if (q) {
    const search = searchableFields(resource).length ? searchCondition(resource, table, q) : undefined;
    if (search) conditions.push(search);
    else errors.search = [crudMessages.search];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { page, perPage, orderBy, where: allOf(conditions), search: q !== '' };
}

/** GET /api/{name}: one page of records and its meta (DESIGN §4). */
export async function listRecords(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
): Promise<ListEnvelope<ResourceRecord>> {
  const { page, perPage, orderBy, where, search } = parseListQuery(resource, table, query);
  const rows = await db
    .select(selection(resource, table, true))
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const count = totalFromPage(page, perPage, rows.length) ?? (await countRows(db, table, where, { search }));
  return {
    data: rows.map((row) => toRecord(resource, row)),
    meta: {
      current_page: page,
      per_page: perPage,
      total: count.total,
      last_page: Math.max(1, Math.ceil(count.total / perPage)),
      ...(count.estimate ? { total_is_estimate: true } : {}),
    },
  };
}
