import { createHash } from 'node:crypto';
import type { ResourceDef } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { compiledCondition } from './compiled-condition.ts';
import type { SortKey } from './cursor.ts';
import { isHeavy, isRelation, isSecret } from './field-kinds.ts';
import { queryText } from './prepared.ts';
import { relationColumn } from './relations.ts';
import type { ResourceTable } from './tables.ts';

/**
 * A list's page as the database writes it: the records' JSON text, sent as it comes. Read as rows,
 * a page of 50 products was parsed by the driver, mapped, converted (records.ts) and serialized
 * again: most of the server's CPU on a category's list, the bottleneck there (issue 32, a million
 * products: 1 046 -> 1 430 req/s, p99 36.5 -> 24.1 ms; the database's share of a request triples,
 * Node's falls by more). Values are written as `toRecord` writes them: times in UTC with
 * milliseconds, numbers as numbers, relations as their subqueries give them.
 */

export interface JsonPage {
  /** The JSON array of the page's records. */
  data: string;
  rows: number;
  /** The last row's sort value, as the driver gives it, and id: what a cursor is made of. */
  last: [unknown, number] | undefined;
}

const isoUtc = (value: SQL | PgColumn): SQL =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A record's columns as the answer names them, each an SQL value written as `toRecord` writes it. */
export type RecordColumns = [string, SQL][];

/**
 * The fields `selection` (records.ts) reads for a list, as JSON-ready values. A list reads no
 * child rows (they are heavy), so every relation here is a list of ids.
 */
export function recordColumns(resource: ResourceDef, table: ResourceTable, only?: ReadonlySet<string>): RecordColumns {
  const out: RecordColumns = [];
  const wanted = (name: string) => !only || only.has(name);
  const column = (name: string): SQL => sql`${table[name] as PgColumn}`;
  out.push(['id', column('id')]);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (isHeavy(field) || isSecret(field) || !wanted(name)) continue;
    if (isRelation(field)) out.push([name, relationColumn(resource, name, field)]);
    else out.push([name, field.kind === 'datetime' ? isoUtc(column(name)) : column(name)]);
  }
  if (resource.tree && wanted('depth')) out.push(['depth', column('depth')]);
  if (resource.tree && wanted('path')) out.push(['path', column('path')]);
  if (wanted('created_at')) out.push(['created_at', isoUtc(column('created_at'))]);
  if (wanted('updated_at')) out.push(['updated_at', isoUtc(column('updated_at'))]);
  return out;
}

// a comment no SQL of ours writes: where the request's condition goes
const slot = '/*kramar:json-where*/';

/** Statement texts per shape; null where the shape has values of its own (compiled on each request). */
const shapes = new WeakMap<Db, Map<string, string | null>>();
const maxShapes = 512;

// a statement's name says its whole text (a shape's filters vary): its digest, worked out once per text
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < maxShapes) {
    name = `list_json_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

export interface JsonPageQuery {
  /** Everything the statement depends on but the condition: resource, fields, sort, page size. */
  key: string;
  table: ResourceTable;
  /** The record's columns (`recordColumns`), built only as a shape is compiled. */
  record: () => RecordColumns;
  sortKey: SortKey;
  /** Whether the sort column is a time: its cursor value is the driver's text of it. */
  sortIsTime: boolean;
  orderBy: SQL[];
  perPage: number;
  where: SQL | undefined;
  /** Prepared under a name per connection; not where a generic plan would be a bad one (a search). */
  named: boolean;
}

// the page's own columns beside the record's: named so that no field of a resource is called so
const sortAs = 'kramar_sort';
const idAs = 'kramar_id';

function statement(db: Db, q: JsonPageQuery, record: RecordColumns, condition: SQL | undefined): SQL {
  const dir = sql.raw(q.sortKey.descending ? ' desc' : '');
  const [s, i] = [sql.raw(`p.${sortAs}`), sql.raw(`p.${idAs}`)];
  const order = q.sortKey.column === 'id' ? sql`${i}${dir}` : sql`${s}${dir}, ${i}${dir}`;
  const inner = db
    .select({
      ...Object.fromEntries(record.map(([name, value]) => [name, value.as(name)])),
      [sortAs]: sql`${q.table[q.sortKey.column] as PgColumn}`.as(sortAs),
      [idAs]: sql`${q.table.id as PgColumn}`.as(idAs),
    })
    .from(q.table)
    .where(condition)
    .orderBy(...q.orderBy)
    .limit(sql.raw(String(q.perPage)) as unknown as number);
  // the record is a row of its own (a lateral select of its columns) for to_json to name its fields:
  // a fifth cheaper for the database than json_build_object, and written without spaces
  const fields = sql.raw(record.map(([name]) => `p."${name}"`).join(', '));
  const last = q.sortIsTime ? sql`${s}::text` : s;
  // the subquery's order is written again where it is aggregated: SQL keeps no order between them
  return sql`select coalesce(json_agg(to_json(r) order by ${order}), '[]')::text as data, count(*)::int as rows,
    (array_agg(json_build_array(${last}, ${i})::text order by ${order}))[count(*)] as last
    from (${inner}) p cross join lateral (select ${fields}) r`;
}

/** The whole statement of a page, its condition in place: what the slot makes of it, request by request. */
export const pageStatement = (db: Db, q: JsonPageQuery): SQL => statement(db, q, q.record(), q.where);

/** One page of a list as JSON text, its statement compiled once per shape with a slot for the condition. */
export async function jsonPage(db: Db, q: JsonPageQuery): Promise<JsonPage> {
  const { dialect } = db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } };
  let byKey = shapes.get(db);
  if (!byKey) {
    byKey = new Map();
    shapes.set(db, byKey);
  }
  // a shape with a condition has a slot for it; one without has none
  const key = q.where ? `${q.key}\u0000where` : q.key;
  let text = byKey.get(key);
  if (text === undefined) {
    const compiled = dialect.sqlToQuery(statement(db, q, q.record(), q.where && sql.raw(slot)));
    text = compiled.params.length ? null : compiled.sql;
    if (byKey.size < maxShapes) byKey.set(key, text);
  }
  const condition = q.where ? compiledCondition(db, q.where) : { sql: '', params: [] };
  const query = text === null ? dialect.sqlToQuery(pageStatement(db, q)) : undefined;
  const full = query?.sql ?? (text as string).replace(slot, () => condition.sql);
  const [row] = await queryText<{ data: string; rows: number; last: string | null }>(
    db,
    query || !q.named ? undefined : nameOf(full),
    full,
    query?.params ?? condition.params,
  );
  return {
    data: row?.data ?? '[]',
    rows: Number(row?.rows ?? 0),
    last: row?.last ? (JSON.parse(row.last) as [unknown, number]) : undefined,
  };
}
