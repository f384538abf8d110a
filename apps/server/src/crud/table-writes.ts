import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../db/client.ts';

const trigger = 'count_writes';

/**
 * Gives every resource table the statement trigger that counts its writes (db/schema.ts
 * `tableWrites`). Done as the engine starts rather than in each table's migration, so a resource
 * declared later gets it with no SQL written by hand; only missing triggers are made, and
 * `create or replace` lets two instances starting at once both succeed.
 */
export async function ensureWriteCounters(db: Db, tables: readonly string[]): Promise<void> {
  const missing = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and c.relname in (${sqlList(tables)})
          and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${trigger})`,
  );
  await foldWriteCounts(db);
  for (const { name } of missing) {
    await db.execute(
      sql.raw(
        `create or replace trigger ${trigger} after insert or update or delete or truncate on ${ident(name)} ` +
          'for each statement execute function count_table_write()',
      ),
    );
  }
}

/**
 * Folds the counts of sessions that ended into one row per table (backend 0), so the sum reads a
 * few rows however many connections came and went. One statement: a reader sees the sum before or
 * after, never between; a session that reuses an ended one's pid writes a row of its own.
 */
export async function foldWriteCounts(db: Db, table?: string): Promise<void> {
  // folds at once (instances starting, a build) may walk the rows in different orders (by the key,
  // or as stored) and lock them crosswise: one at a time
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    await tx.execute(sql`with ended as (
        delete from table_writes w
        where w.backend <> 0 ${table === undefined ? sql`` : sql`and w.table_name = ${table}`}
          and not exists (select 1 from pg_stat_activity a where a.pid = w.backend)
        returning w.table_name, w.writes)
      insert into table_writes (table_name, backend, writes)
      select table_name, 0, sum(writes) from ended group by table_name
      on conflict (table_name, backend) do update set writes = table_writes.writes + excluded.writes`);
  });
}

const ident = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The table's committed writes as the statement that embeds this sees them. Two reads with the same
 * sum saw the same rows: every committed write adds at least one, a later snapshot sees all an
 * earlier one did, and a rolled-back write adds nothing.
 */
export const writesOf = (table: string): SQL =>
  sql`(select coalesce(sum(writes), 0)::bigint from table_writes where table_name = ${table})`;
