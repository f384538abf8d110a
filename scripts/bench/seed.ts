import { inputSchema, type ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../apps/server/src/db/client.ts';
import { redirectRows } from './redirect-rows.ts';

interface ColumnInfo {
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The columns the server's migrations made for the resource's table; the bench never creates it. */
async function tableColumns(db: Db, table: string): Promise<ColumnInfo[]> {
  const columns = await queryRows<ColumnInfo>(
    db,
    sql`select column_name, udt_name, is_nullable, column_default, is_identity
        from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`,
  );
  if (columns.length === 0) throw new Error(`table ${table} does not exist: has the engine migrated it?`);
  return columns;
}

/**
 * Fills the resource's table with `total` generated rows: one INSERT … SELECT FROM unnest(arrays)
 * per batch, so a batch is one statement with one parameter per column whatever its size.
 * Returns the seconds it took, ANALYZE included.
 */
export async function seedRows(db: Db, resource: ResourceDef, total: number, batchSize = 5000): Promise<number> {
  const started = performance.now();
  const columns = await tableColumns(db, resource.table);
  const sample = redirectRows(resource, 0, 50);
  const names = Object.keys(sample.columns);
  const known = new Map(columns.map((c) => [c.column_name, c]));
  const missing = names.filter((n) => !known.has(n));
  if (missing.length) throw new Error(`${resource.table} lacks declared columns: ${missing.join(', ')}`);
  const unfilled = columns.filter(
    (c) =>
      c.is_nullable === 'NO' && c.column_default === null && c.is_identity === 'NO' && !names.includes(c.column_name),
  );
  if (unfilled.length)
    throw new Error(`cannot fill required columns: ${unfilled.map((c) => c.column_name).join(', ')}`);

  // the generated values must be ones the API itself would accept
  const schema = inputSchema(resource, 'create');
  for (let i = 0; i < sample.size; i += 1) {
    const row = Object.fromEntries(Object.keys(resource.fields).map((f) => [f, sample.columns[f]?.[i]]));
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw new Error(`generated row is invalid: ${JSON.stringify(row)} ${parsed.error.message}`);
  }

  const target = sql.raw(`${quoteIdent(resource.table)} (${names.map(quoteIdent).join(', ')})`);
  for (let from = 0; from < total; from += batchSize) {
    const batch = redirectRows(resource, from, Math.min(batchSize, total - from));
    const arrays = sql.join(
      names.map((n) => sql`${sql.param(batch.columns[n])}::${sql.raw(quoteIdent(known.get(n)?.udt_name ?? 'text'))}[]`),
      sql`, `,
    );
    await queryRows(db, sql`insert into ${target} select * from unnest(${arrays})`);
  }
  await queryRows(db, sql.raw(`analyze ${quoteIdent(resource.table)}`));
  return (performance.now() - started) / 1000;
}

/** Every id of the table, to pick existing records at random. */
export async function allIds(db: Db, table: string): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(db, sql.raw(`select id from ${quoteIdent(table)}`));
  return rows.map((r) => Number(r.id));
}
