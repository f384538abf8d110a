import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { queryText } from '../../../crud/prepared.ts';
import type { Db } from '../../../db/client.ts';

/**
 * One statement as a named prepared statement on PostgreSQL (`label` set), else planned as it
 * comes. The catalogue's page inlines the tier function for every row: PostgreSQL takes 2–6 ms
 * planning it, more than running it, so a plan kept per connection is most of a request's database
 * time. The name is the text's digest: the values travel as parameters, so the texts are the
 * page's shapes (sorts × which filters are present × page size), a bounded set, and crud/prepared.ts
 * caps them per pool all the same. PGlite runs in the process and keeps none.
 */
export async function queryPrepared<T>(db: Db, query: SQL, label: string | undefined): Promise<T[]> {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = label && `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
  return queryText<T>(db, name, text, params);
}
