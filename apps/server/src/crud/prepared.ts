import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowMapper } from './row-mapper.ts';

export interface Prepared<P> {
  execute(params: P): Promise<Record<string, unknown>[]>;
}

// null: a name `queryText` prepared (the driver keeps the statement itself)
const statements = new WeakMap<Db, Map<string, Prepared<never> | null>>();

function namesOf(db: Db): Map<string, Prepared<never> | null> {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  return byName;
}

/** PGlite runs in this process: a prepared statement saves it nothing, and its driver keeps none. */
export const preparesStatements = (db: Db): boolean => !((db as { $client?: unknown }).$client instanceof PGlite);

/** Statements a pool keeps at most beyond the declared ones: a list's `fields` sets are the client's choice. */
const maxStatements = 256;

/** Whether `name` is prepared already or there is still room for it (else the caller runs plain SQL). */
export function preparedRoom(db: Db, name: string): boolean {
  const byName = statements.get(db);
  return !byName || byName.has(name) || byName.size < maxStatements;
}

/**
 * The name PostgreSQL keeps: it cuts names at 63 bytes, so two lists' field sets that share a long
 * start would name one statement, and the second to prepare it failed ("already exists"). A long
 * name keeps its readable start and ends in a digest of the whole.
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= 63) return name;
  return `${name.slice(0, 40)}_${createHash('sha256').update(name).digest('hex').slice(0, 20)}`;
}

/**
 * A statement of the hot read paths (a record, a list's first page), built and named once per pool:
 * a request then neither builds SQL nor has PostgreSQL parse and plan it again. `name` must say
 * everything the statement depends on; the set of names is bounded by the declarations.
 */
export function preparedOnce<P>(db: Db, name: string, build: () => { prepare(name: string): unknown }): Prepared<P> {
  const byName = namesOf(db);
  let statement = byName.get(name) as Prepared<P> | undefined;
  if (!statement) {
    const made = build().prepare(statementName(name)) as Prepared<P> & {
      fields?: unknown[];
      customResultMapper?: unknown;
    };
    // its rows mapped with each field's decoder found once (row-mapper.ts), where the selection is flat
    const map = made.fields && !made.customResultMapper ? rowMapper(made.fields) : undefined;
    if (map) made.customResultMapper = map;
    statement = made;
    byName.set(name, statement as Prepared<never>);
  }
  return statement;
}

type TextClient = { query<T>(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> };

/**
 * SQL text with `$n` values, for a hot path that builds its own text: on PostgreSQL under `name`
 * (parsed and planned once per connection) while there is room, else unnamed; on PGlite as it is.
 * `name` must say everything the text depends on; leave it out where a generic plan would be a
 * bad one (a search whose pattern decides between indexes).
 */
export async function queryText<T>(db: Db, name: string | undefined, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<T>(text, values)).rows;
  const named = name !== undefined && preparedRoom(db, name);
  if (named) namesOf(db).set(name, null);
  const config = named ? { name: statementName(name), text, values } : { text, values };
  return (await (client as TextClient).query<T>(config)).rows;
}

interface Compiled {
  text: string;
  params: unknown[];
  name: string | undefined;
}

/** Shapes kept at most: a deep page whose OFFSET is in the text is a shape of its own. */
const maxShapes = 256;
const shapes = new Map<string, Compiled>();

/**
 * A statement built with placeholders, compiled and named once per `shape` (which must say
 * everything the text depends on; `values` fill the placeholders): building a large statement with
 * drizzle, compiling it and hashing its text were a tenth of a dealer catalogue request's CPU.
 * With `label` it runs as a statement named by its text's digest (`queryText`), so PostgreSQL plans
 * it once per connection; the names stay as few as the shapes, and are capped per pool all the same.
 */
export async function queryShaped<T>(
  db: Db,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
  label: string | undefined,
): Promise<T[]> {
  let compiled = shapes.get(shape);
  if (!compiled) {
    const { dialect } = db as unknown as { dialect: PgDialect };
    const { sql: text, params } = dialect.sqlToQuery(build());
    const name = label && `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
    compiled = { text, params, name };
    if (shapes.size < maxShapes) shapes.set(shape, compiled);
  }
  const params = compiled.params.map((p) => {
    if (!is(p, Placeholder)) return p;
    if (!(p.name in values)) throw new Error(`no value for the placeholder ${p.name}`);
    return values[p.name];
  });
  return queryText<T>(db, compiled.name, compiled.text, params);
}
