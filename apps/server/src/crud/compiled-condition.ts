import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

interface DrizzleInternals {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
}

// a request's condition is compiled once, whether its page, its count's key or both ask for it
const compiled = new WeakMap<SQL, { sql: string; params: unknown[] }>();

/** A condition's text and values, as drizzle writes them inside a whole statement. */
export function compiledCondition(db: Db, where: SQL): { sql: string; params: unknown[] } {
  let query = compiled.get(where);
  if (!query) {
    query = (db as unknown as DrizzleInternals).dialect.sqlToQuery(where);
    compiled.set(where, query);
  }
  return query;
}
