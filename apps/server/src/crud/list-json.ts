import { createHash } from 'node:crypto';
import type { Field, ResourceDef } from '@kramar/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { SortKey } from './cursor.ts';
import { preparesStatements, queryText } from './prepared.ts';
import type { ResourceTable } from './tables.ts';

/** A page the database wrote as JSON: its records' text, how many, and the last one's sort value and id. */
export interface JsonPage {
  data: string;
  count: number;
  last: { value: unknown; id: number } | undefined;
}

interface Row {
  data: string;
  n: unknown;
  last_value: unknown;
  last_id: unknown;
}

const systemTimes = new Set(['created_at', 'updated_at']);
const literal = (name: string) => sql.raw(`'${name.replaceAll("'", "''")}'`);

/**
 * A record's field as `toRecord` (records.ts) writes it, in SQL: a time as ISO 8601 in UTC with
 * milliseconds (cut, not rounded, as there), anything else as PostgreSQL's JSON of its type
 * (numbers, texts, booleans, jsonb lists, a relation's JSON). Undefined where only JavaScript
 * converts it the API's way (a child table's rows).
 */
function fieldJson(field: Field | undefined, name: string): SQL | undefined {
  const column = sql`r.${sql.identifier(name)}`;
  if (systemTimes.has(name) || field?.kind === 'datetime') {
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (field?.kind === 'children') return undefined;
  return column;
}

/**
 * A first page (or a cursor's page) as JSON written by the database, sent on as text: 50 products
 * were 550 values parsed by the driver, mapped and serialized again, the larger half of a list
 * request's time in Node (issue 32). The same records as the JavaScript path, key for key; undefined
 * when a field asked for needs that path (`children`), or the sort's column is not read.
 */
export async function jsonPage(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  q: { where: SQL | undefined; after: SQL | undefined; orderBy: SQL[]; perPage: number },
  sortKey: SortKey,
  columns: Record<string, PgColumn | SQL>,
  /** The sort's column when the client did not ask for it: read for the order and the cursor only. */
  hidden: string | undefined,
): Promise<JsonPage | undefined> {
  if (!(sortKey.column in columns)) return undefined;
  const pairs: SQL[] = [];
  for (const name of Object.keys(columns)) {
    if (name === hidden) continue;
    const value = fieldJson(resource.fields[name], name);
    if (!value) return undefined;
    pairs.push(sql`${literal(name)}, ${value}`);
  }
  const selected = Object.entries(columns).map(([name, c]) => sql`${c} as ${sql.identifier(name)}`);
  const where = and(q.where, q.after);
  // the page size (one of perPageOptions) is written into the text: as a parameter, the plan kept
  // after five runs would guess a tenth of the table for the LIMIT (dealers/catalog/stored-page.ts)
  const inner = sql`select ${sql.join(selected, sql`, `)} from ${table}${where ? sql` where ${where}` : sql``}
    order by ${sql.join(q.orderBy, sql`, `)} limit ${sql.raw(String(q.perPage))}`;
  const dir = sortKey.descending ? sql.raw('desc') : sql.raw('asc');
  const sortColumn = sql`r.${sql.identifier(sortKey.column)}`;
  const order =
    sortKey.column === 'id' ? sql`r."id" ${dir}` : sql.join([sql`${sortColumn} ${dir}`, sql`r."id" ${dir}`], sql`, `);
  // the cursor keeps a time as PostgreSQL's text of it, as the JavaScript path reads it
  const field = resource.fields[sortKey.column];
  const sortValue =
    systemTimes.has(sortKey.column) || field?.kind === 'datetime' || field?.kind === 'date'
      ? sql`to_json(${sortColumn}::text)`
      : sql`to_json(${sortColumn})`;
  const query = sql`select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${order}), '[]')::text as data,
      count(*) as n, (array_agg(${sortValue} order by ${order}))[count(*)::int] as last_value,
      (array_agg(r."id" order by ${order}))[count(*)::int] as last_id
    from (${inner}) r`;
  const { dialect } = db as unknown as { dialect: PgDialect };
  const { sql: text, params } = dialect.sqlToQuery(query);
  // a list as it opens (or a cursor through it) is planned once per connection; a filter's or a
  // search's values decide between indexes (a rare status, a common one): planned each time
  const name =
    !q.where && preparesStatements(db)
      ? `list_json_${resource.name}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`
      : undefined;
  const [row] = await queryText<Row>(db, name, text, params);
  const count = Number(row?.n ?? 0);
  return {
    data: row?.data ?? '[]',
    count,
    last: count > 0 ? { value: row?.last_value ?? null, id: Number(row?.last_id) } : undefined,
  };
}
