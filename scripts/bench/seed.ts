import { inputSchema, type ResourceDef } from '@kramar/contract';
import { seedStatement } from './redirect-rows.ts';

/** One SQL statement and its rows: the same on a pg client and on PGlite. */
export type Run = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Fills the resource's table (made by the server's own migrations) with `rows` generated rows.
 * Its secondary indexes are dropped first and built again afterwards: one sorted build is many
 * times faster than a million single inserts into two trigram indexes. VACUUM ANALYZE last, so
 * the planner has statistics and autovacuum does not wake in the middle of a measurement.
 */
export async function seedRows(run: Run, resource: ResourceDef, rows: number, label: string): Promise<number> {
  const started = performance.now();
  const [existing] = await run<{ n: string }>(`select count(*)::text as n from "${resource.table}"`);
  if (existing?.n !== '0') throw new Error(`${resource.table} is not empty (${existing?.n} rows)`);
  const indexes = await run<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
    [resource.table],
  );
  await run(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await run(`drop index "${index.name}"`);
  const { text } = seedStatement(resource);
  await run(text, [rows]);
  log(`${label}: ${rows.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const index of indexes) await run(index.def);
  log(`${label}: ${indexes.length} indexes built again, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await run(`vacuum analyze "${resource.table}"`);

  // the generated values must be ones the API itself would accept
  const schema = inputSchema(resource, 'create');
  const sample = await run<Record<string, unknown>>(
    `select ${Object.keys(resource.fields).join(', ')} from "${resource.table}" order by id limit 200`,
  );
  for (const row of sample) {
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw new Error(`a seeded row is invalid: ${JSON.stringify(row)} ${parsed.error.message}`);
  }
  return (performance.now() - started) / 1000;
}

export interface DataFacts {
  minId: number;
  maxId: number;
  /** Rows the broad search matches. */
  searchMatches: number;
}

export async function dataFacts(run: Run, resource: ResourceDef, word: string): Promise<DataFacts> {
  const [ids] = await run<{ min: string; max: string }>(
    `select min(id)::text as min, max(id)::text as max from "${resource.table}"`,
  );
  const [hits] = await run<{ n: string }>(
    `select count(*)::text as n from "${resource.table}" where from_path ilike $1 or target ilike $1`,
    [`%${word}%`],
  );
  return { minId: Number(ids?.min), maxId: Number(ids?.max), searchMatches: Number(hits?.n) };
}
