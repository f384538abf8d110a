import * as drizzle from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Rows, rowMapper } from './row-mapper.ts';

/**
 * A filtered list's first page, compiled once per shape. Drizzle was a fifth of the server's CPU
 * on a category list: it built and compiled the whole SELECT on every request (its `is()` checks
 * walk every column of the selection and every relation subquery), though only the WHERE differs
 * from one request of a shape to the next. The rest is compiled once with a slot where the condition goes;
 * a request compiles its condition alone and sets it in. Its rows are mapped as drizzle maps them.
 */

// drizzle's own order of a selection's fields, as its select maps a row (exported, typed as internal)
const { orderSelectedFields } = drizzle as unknown as { orderSelectedFields(fields: unknown): unknown[] };

/** What a shape's statement is built by: the condition goes in `where`, and it has no other value. */
type Build = (where: SQL) => { toSQL(): { sql: string; params: unknown[] } };

interface Shape {
  text: string;
  fields: unknown[];
  map: Rows;
}

// a comment no SQL of ours writes: where the request's condition goes
const slot = '/*kramar:where*/';

/** Shapes kept per pool at most: a list's `fields` set is the client's choice. */
const maxShapes = 512;

// null: the shape has values of its own outside the condition, so it is compiled whole each time
const shapes = new WeakMap<Db, Map<string, Shape | null>>();

interface DrizzleInternals {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: Shape['fields'],
      name: undefined,
      arrayMode: true,
      mapper: Rows,
    ): { execute(): Promise<Record<string, unknown>[]> };
  };
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

function shapeOf(build: Build): Shape | null {
  const query = build(sql.raw(slot));
  const { sql: text, params } = query.toSQL();
  if (params.length || text.indexOf(slot) !== text.lastIndexOf(slot)) return null;
  const { config } = query as unknown as { config: { fields: Record<string, unknown> } };
  const fields = orderSelectedFields(config.fields);
  const map = rowMapper(fields);
  return map ? { text, fields, map } : null;
}

/**
 * The rows of `build(where)`. `key` must name everything the statement depends on but the
 * condition (resource, fields, sort, page size); `build` must write any other value into the text
 * (a page size as `sql.raw`), else its shape is compiled whole on every request.
 */
export async function shapedSelect(db: Db, key: string, build: Build, where: SQL): Promise<Record<string, unknown>[]> {
  let byKey = shapes.get(db);
  if (!byKey) {
    byKey = new Map();
    shapes.set(db, byKey);
  }
  let shape = byKey.get(key);
  if (shape === undefined) {
    shape = shapeOf(build);
    if (byKey.size < maxShapes) byKey.set(key, shape);
  }
  if (!shape) return (await (build(where) as unknown as Promise<Record<string, unknown>[]>)) ?? [];
  const { session } = db as unknown as DrizzleInternals;
  const condition = compiledCondition(db, where);
  const query = session.prepareQuery(
    { sql: shape.text.replace(slot, () => condition.sql), params: condition.params },
    shape.fields,
    undefined,
    true,
    shape.map,
  );
  return query.execute();
}
