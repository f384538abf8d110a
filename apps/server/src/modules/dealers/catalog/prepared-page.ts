import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { preparesStatements } from '../../../crud/prepared.ts';
import { type Db, queryRows } from '../../../db/client.ts';

interface PgClient {
  query<T>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }>;
}

/**
 * One statement as a named prepared statement on PostgreSQL. The catalogue's page inlines
 * `dealer_price` for its tiers: PostgreSQL took 4.8 ms planning it and 1.7 ms running it (a
 * million products), so a plan kept per connection is most of a request's database time. The
 * name is the text's digest: the values travel as parameters, so the texts are the page's shapes
 * (sorts × which filters are present), a bounded set. PGlite runs in the process and keeps none.
 */
export async function queryPrepared<T>(db: Db, query: SQL, label: string): Promise<T[]> {
  if (!preparesStatements(db)) return queryRows<T>(db, query);
  const { dialect, $client } = db as unknown as { dialect: PgDialect; $client: PgClient };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
  return (await $client.query<T>({ name, text, values: params })).rows;
}
