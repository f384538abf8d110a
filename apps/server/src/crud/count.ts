import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { compiledCondition } from './compiled-condition.ts';
import { cachedEstimate, peekEstimate } from './estimate-cache.ts';
import type { ResourceTable } from './tables.ts';

/** Up to this many rows a list counts exactly; past it the planner's estimate is good enough. */
export const exactCountCap = 10_000;
/** A search counts exactly up to this many matches: each one costs a pattern match. */
export const exactSearchCountCap = 1_000;
/**
 * A filtered list counts exactly up to this many rows. Its count runs on every request (the whole
 * table's is kept a while): 10 000 index entries cost ~2 ms, four times a category's first page
 * itself (issue 9: 1 825 against 4 969 statements a second on a 9 000-product category).
 */
export const exactFilterCountCap = 1_000;

export interface ListTotal {
  total: number;
  estimate: boolean;
  /** Counting stopped at `total`: more rows than that match, how many more is not known. */
  more?: boolean;
}

type Plan = { Plan?: { 'Plan Rows'?: number } };

/** A filter's key: its table and condition alone (building and compiling the whole SELECT on every request cost 3 % of a list's CPU). */
function planKey(db: Db, table: ResourceTable, where: SQL | undefined): string {
  const condition = where ? compiledCondition(db, where) : { sql: '', params: [] };
  return `${getTableName(table)}\u0000${condition.sql}\u0000${JSON.stringify(condition.params)}`;
}

/** The planner's row estimate of a filtered list, planned once per filter and kept a short while. */
function plannedRows(db: Db, table: ResourceTable, where: SQL | undefined): Promise<number> {
  return cachedEstimate(db, planKey(db, table, where), async () => {
    const query = db.select({ one: sql`1` }).from(table).where(where);
    const [plan] = await queryRows<{ 'QUERY PLAN': string | Plan[] }>(db, sql`explain (format json) ${query}`);
    const raw = plan?.['QUERY PLAN'];
    const parsed: Plan[] = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? []);
    return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
  });
}

async function cappedCount(db: Db, table: ResourceTable, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}

/**
 * The whole table in one statement: its statistics scaled to its size on disk now (what the
 * planner itself does), or, when they say it is small or it was never analysed (-1), an exact count
 * that stops after the cap. The count is a scalar subquery in the CASE: PostgreSQL runs it only
 * when that branch is taken.
 */
async function tableRows(db: Db, table: ResourceTable): Promise<{ estimated: number; counted: number | null }> {
  const name = `"${getTableName(table).replaceAll('"', '""')}"`;
  const [row] = await queryRows<{ estimated: number | string; counted: number | string | null }>(
    db,
    sql`select s.estimated, case when s.estimated > ${exactCountCap}::float8 then null
          else (select count(*) from (select 1 from ${table} limit ${exactCountCap + 1}) c) end as counted
        from (select case when c.reltuples < 0 or c.relpages = 0 then -1::float8
                else c.reltuples::float8 / c.relpages
                  * (pg_relation_size(c.oid) / current_setting('block_size')::float8) end as estimated
              from pg_class c where c.oid = ${name}::regclass) s`,
  );
  const counted = row?.counted;
  return {
    estimated: Math.round(Number(row?.estimated ?? -1)),
    counted: counted === null || counted === undefined ? null : Number(counted),
  };
}

/**
 * DESIGN §4, §7: never an exact `count(*)` over a huge table, and never a second planning round
 * per request. A list of the whole table reads its statistics; a filtered one asks the planner once
 * per filter and keeps the answer a short while. A large result keeps the estimate; a small one is
 * counted exactly, stopping after the cap. A search counts through its trigram indexes, which the
 * planner would skip for a sequential scan that matches every row by pattern.
 */
export async function countRows(
  db: Db,
  table: ResourceTable,
  where: SQL | undefined,
  opts: { search: boolean },
): Promise<ListTotal> {
  if (where === undefined) {
    // a large table sized lately (from its statistics, or by the planner when it has none): nothing to ask
    const whole = `whole table\u0000${getTableName(table)}`;
    const known = peekEstimate(db, whole);
    if (known !== undefined) return { total: known, estimate: true };
    const { estimated, counted } = await tableRows(db, table);
    if (counted === null) return { total: await cachedEstimate(db, whole, async () => estimated), estimate: true };
    if (counted <= exactCountCap) return { total: counted, estimate: false };
    // statistics missing or stale: the planner sizes the table from its pages
    const total = await cachedEstimate(db, whole, async () =>
      Math.max(await plannedRows(db, table, where), exactCountCap + 1),
    );
    return { total, estimate: true };
  }
  const cap = opts.search ? exactSearchCountCap : exactFilterCountCap;
  const estimated = await plannedRows(db, table, where);
  if (estimated > cap) return { total: estimated, estimate: true };
  const exact = opts.search
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return cappedCount(tx as unknown as Db, table, where, cap);
      })
    : await cappedCount(db, table, where, cap);
  // statistics may guess low: past the cap we know only that there are more, and say just that
  // (a made-up "about 1 001" beside the dashboard's exact 1 034 reads as a wrong count)
  return exact <= cap ? { total: exact, estimate: false } : { total: cap, estimate: true, more: true };
}

/**
 * A page that is not full tells the total by itself: no count at all. This is the usual answer to
 * a search or a narrow filter, and to every small directory.
 */
export function totalFromPage(page: number, perPage: number, rows: number): ListTotal | undefined {
  if (rows >= perPage || (rows === 0 && page > 1)) return undefined;
  return { total: (page - 1) * perPage + rows, estimate: false };
}
