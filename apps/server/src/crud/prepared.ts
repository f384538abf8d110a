import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.ts';

export interface Prepared<P> {
  execute(params: P): Promise<Record<string, unknown>[]>;
}

const statements = new WeakMap<Db, Map<string, Prepared<never>>>();

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
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Prepared<P> | undefined;
  if (!statement) {
    statement = build().prepare(statementName(name)) as Prepared<P>;
    byName.set(name, statement as Prepared<never>);
  }
  return statement;
}
