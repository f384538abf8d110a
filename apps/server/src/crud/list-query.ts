import {
  defaultPerPage,
  integerText,
  type ListEnvelope,
  perPageOptions,
  type ResourceDef,
  type ResourceRecord,
  sortableColumns,
} from '@kramar/contract';
import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { validationError } from '../http/errors.ts';
import { countRows, totalFromPage } from './count.ts';
import { afterCursor, decodeCursor, encodeCursor, type SortKey } from './cursor.ts';
import { allOf, type Errors, filterConditions, queryText, subtreeFilterTrees } from './filters.ts';
import { hooksFor } from './hooks.ts';
import { parseFields } from './list-fields.ts';
import { type JsonPageQuery, jsonPage, recordColumns } from './list-json.ts';
import { crudMessages } from './messages.ts';
import { deferredJoin, farPageRows, markStep } from './page-marks.ts';
import { selection, toRecord } from './records.ts';
import { searchWhere } from './search.ts';
import type { ResourceTable } from './tables.ts';
import { refreshTrees } from './tree-cache.ts';

export interface ListQuery {
  page: number;
  perPage: number;
  orderBy: SQL[];
  sortKey: SortKey | undefined;
  where: SQL | undefined;
  /** Keyset paging: the rows after a `cursor` (kept apart from `where`, which the total counts). */
  after: SQL | undefined;
  /** Whether a text search narrows the list (its count takes another path). */
  search: boolean;
  /** Whether a filter or a search narrows the rows: empty values count for nothing, as they do in `where`. */
  narrowed: boolean;
  /** `fields=`: what the answer holds (list-fields.ts); undefined for every light field. */
  fields: string[] | undefined;
}

/** `sort=field` or `sort=-field`, declared sortable or a system column; undefined (and a 422 entry) otherwise. */
export function sortKeyFor(resource: ResourceDef, raw: string, errors: Errors): SortKey | undefined {
  const sort = raw || resource.defaultSort;
  const descending = sort.startsWith('-');
  const column = descending ? sort.slice(1) : sort;
  if (sortableColumns(resource).includes(column)) return { sort, column, descending };
  errors.sort = [crudMessages.sort];
  return undefined;
}

const orderOf = (table: ResourceTable, key: SortKey): SQL[] => {
  const dir = key.descending ? desc : asc;
  const column = table[key.column] as PgColumn;
  return key.column === 'id' ? [dir(column)] : [dir(column), dir(table.id as PgColumn)];
};

/** The ORDER BY of a sort; id breaks ties the same way. */
export function orderFor(resource: ResourceDef, table: ResourceTable, raw: string, errors: Errors): SQL[] {
  const key = sortKeyFor(resource, raw, errors);
  return key ? orderOf(table, key) : [];
}

/** Reads the list's query string (flat keys: `filter[status]`); anything undeclared is a 422. */
export function parseListQuery(resource: ResourceDef, table: ResourceTable, query: Record<string, unknown>): ListQuery {
  // NUL and the like never get here: the /api scope refuses them in any input (http/control-chars.ts)
  const errors: Errors = {};
  const pageText = queryText(query.page);
  // digits only, as in a body: Number() would read "1e1" as 10 and "0x10" as 16
  const page = pageText === '' ? 1 : integerText.test(pageText) ? Number(pageText) : 0;
  if (!Number.isSafeInteger(page) || page < 1) errors.page = [crudMessages.page];
  const perPageText = queryText(query.per_page);
  const perPage = perPageText === '' ? defaultPerPage : integerText.test(perPageText) ? Number(perPageText) : 0;
  if (!(perPageOptions as readonly number[]).includes(perPage)) errors.per_page = [crudMessages.perPage];
  const sortKey = sortKeyFor(resource, queryText(query.sort).trim(), errors);
  const fields = parseFields(resource, query.fields, errors);
  const cursorText = queryText(query.cursor).trim();
  const at = sortKey && cursorText ? decodeCursor(resource, sortKey, cursorText) : undefined;
  if (sortKey && cursorText && !at) errors.cursor = [crudMessages.cursor];

  const conditions = filterConditions(resource, table, query, errors);
  const filtered = conditions.length > 0;
  const own = hooksFor(resource.name).rows;
  if (own) conditions.push(own);
  const q = queryText(query.search).trim();
  if (q) {
    const search = searchWhere(resource, table, q);
    if (search) conditions.push(search);
    else errors.search = [crudMessages.search];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    page,
    perPage,
    orderBy: sortKey ? orderOf(table, sortKey) : [],
    sortKey,
    where: allOf(conditions),
    after: sortKey && at ? afterCursor(resource, table, sortKey, at) : undefined,
    search: q !== '',
    narrowed: filtered || q !== '',
    fields,
  };
}

/**
 * A page past the first, by its number, as rows (a first page, or one after a cursor, is the
 * database's JSON: list-json.ts). A far page of the whole list starts at the mark before it
 * (page-marks.ts); otherwise it finds its ids first, from the sort index alone (a deferred join),
 * then reads only those rows: OFFSET skips index entries rather than whole rows.
 */
async function pageRows(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  q: ListQuery,
  onError?: (error: unknown) => void,
) {
  // the sort's column comes too, whether asked for or not: the next page's cursor is made of it
  const only = q.fields && new Set([...q.fields, ...(q.sortKey ? [q.sortKey.column] : [])]);
  let selected: ReturnType<typeof selection> | undefined;
  const columns = () => (selected ??= selection(resource, table, true, 'with-relations', only));
  const shape = q.fields ? `_${q.fields.join(',')}` : '';
  const offset = (q.page - 1) * q.perPage;
  const slow = () =>
    deferredJoin(db, table, columns(), { where: q.where, orderBy: q.orderBy, limit: q.perPage, offset });
  if (offset < markStep || q.where || !q.sortKey) return slow();
  const { sortKey, orderBy, perPage } = q;
  return farPageRows(
    { db, resource, table, sortKey, orderBy, offset, perPage, columns: columns(), shape, onError },
    slow,
  );
}

/**
 * A first page, or one after a cursor, as the database writes it in JSON (list-json.ts); undefined
 * for a far page, read as rows.
 */
export function firstPageQuery(resource: ResourceDef, table: ResourceTable, q: ListQuery): JsonPageQuery | undefined {
  const { sortKey } = q;
  if (!sortKey || (!q.after && q.page > 1)) return undefined;
  const only = q.fields && new Set(q.fields);
  const field = resource.fields[sortKey.column];
  return {
    key: `${resource.name}_${sortKey.sort}_${q.perPage}${q.fields ? `_${q.fields.join(',')}` : ''}`,
    table,
    record: () => recordColumns(resource, table, only),
    sortKey,
    sortIsTime: sortKey.column === 'created_at' || sortKey.column === 'updated_at' || field?.kind === 'datetime',
    orderBy: q.orderBy,
    perPage: q.perPage,
    where: q.after ? and(q.where, q.after) : q.where,
    // a search's pattern decides between indexes: planned for each request
    named: !q.search,
  };
}

function metaOf(q: ListQuery, count: { total: number; estimate: boolean; more?: boolean }, cursor?: string) {
  return {
    current_page: q.page,
    per_page: q.perPage,
    total: count.total,
    last_page: Math.max(1, Math.ceil(count.total / q.perPage)),
    ...(count.estimate ? { total_is_estimate: true } : {}),
    ...(count.more ? { total_is_lower_bound: true } : {}),
    ...(cursor ? { next_cursor: cursor } : {}),
  };
}

/**
 * GET /api/{name}: one page of records and its meta (DESIGN §4); with `cursor=`, `page` only names
 * the page. A first page comes as the JSON text of the whole answer, to be sent as it is.
 */
export async function listRecords(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
  /** Where a failed background build of far-page marks goes. */
  onError?: (error: unknown) => void,
): Promise<ListEnvelope<ResourceRecord> | string> {
  // a subtree filter names the nodes themselves (tree-cache.ts): at most one read of a tree every few seconds
  await refreshTrees(db, subtreeFilterTrees(resource, query));
  const q = parseListQuery(resource, table, query);
  const { page, perPage, sortKey } = q;
  // after a cursor the client's page number is only its own count: a short page proves no total
  const total = async (rows: number) =>
    (q.after ? undefined : totalFromPage(page, perPage, rows)) ??
    (await countRows(db, table, q.where, { search: q.search }));
  const first = firstPageQuery(resource, table, q);
  const json = first && (await jsonPage(db, first));
  if (json && sortKey) {
    const cursor = json.last && json.rows === perPage ? encodeCursor(sortKey, ...json.last) : undefined;
    return `{"data":${json.data},"meta":${JSON.stringify(metaOf(q, await total(json.rows), cursor))}}`;
  }
  const rows: Record<string, unknown>[] = await pageRows(db, resource, table, q, onError);
  const last = rows.length === perPage ? rows[rows.length - 1] : undefined;
  const extra = q.fields && sortKey && !q.fields.includes(sortKey.column) ? sortKey.column : undefined;
  return {
    data: rows.map((row) => {
      const record = toRecord(resource, row);
      if (extra) delete (record as Record<string, unknown>)[extra];
      return record;
    }),
    meta: metaOf(
      q,
      await total(rows.length),
      last && sortKey ? encodeCursor(sortKey, last[sortKey.column], Number(last.id)) : undefined,
    ),
  };
}
