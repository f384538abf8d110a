import { createHash } from 'node:crypto';
import { is, Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { queryText } from '../../../crud/prepared.ts';
import type { Db } from '../../../db/client.ts';

interface Compiled {
  text: string;
  params: unknown[];
  name: string | undefined;
}

/** Shapes kept at most: a deep page is a shape of its own (its OFFSET is in the text). */
const maxShapes = 256;
const shapes = new Map<string, Compiled>();

/**
 * A statement built with placeholders, compiled and named once per `shape` (which must say
 * everything the text depends on; `values` fill the placeholders): building the page's SQL with
 * drizzle, compiling it and hashing the text were a tenth of a catalogue request's CPU.
 * On PostgreSQL it runs as a named prepared statement (`label` set), else planned as it comes. The
 * catalogue's page inlines the tier function for every row: PostgreSQL takes 2–6 ms planning it,
 * more than running it, so a plan kept per connection is most of a request's database time. The
 * name is the text's digest: the texts are the page's shapes (sorts × which filters are present ×
 * page size), a bounded set, and crud/prepared.ts caps them per pool all the same. PGlite runs in
 * the process and keeps none.
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
