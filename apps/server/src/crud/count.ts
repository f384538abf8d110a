import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import type { ResourceTable } from './tables.ts';

/** Up to this many rows a list counts exactly; past it the planner's estimate is good enough. */
export const exactCountCap = 10_000;
/** A search counts exactly up to this many matches: each one costs a pattern match. */
export const exactSearchCountCap = 1_000;

export interface ListTotal {
  total: number;
  estimate: boolean;
}

type Plan = { Plan?: { 'Plan Rows'?: number } };

async function plannedRows(db: Db, table: ResourceTable, where: SQL | undefined): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': string | Plan[] }>(
    db,
    sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`,
  );
  const raw = plan?.['QUERY PLAN'];
  const parsed: Plan[] = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? []);
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
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
 * DESIGN §7: never an exact `count(*)` over a huge table on every request (the peers' mistake).
 * The planner's estimate (a fraction of a millisecond) decides: a large result keeps the estimate;
 * a small one is counted exactly, stopping after the cap. A search counts through its trigram
 * indexes, which the planner would skip for a sequential scan that matches every row by pattern.
 */
export async function countRows(
  db: Db,
  table: ResourceTable,
  where: SQL | undefined,
  opts: { search: boolean },
): Promise<ListTotal> {
  const cap = opts.search ? exactSearchCountCap : exactCountCap;
  const estimated = await plannedRows(db, table, where);
  if (estimated > cap) return { total: estimated, estimate: true };
  const exact = opts.search
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return cappedCount(tx as unknown as Db, table, where, cap);
      })
    : await cappedCount(db, table, where, cap);
  // statistics may guess low: past the cap we know only that there are more
  return exact <= cap ? { total: exact, estimate: false } : { total: Math.max(estimated, cap + 1), estimate: true };
}

/**
 * A page that is not full tells the total by itself: no count at all. This is the usual answer to
 * a search or a narrow filter, and to every small directory.
 */
export function totalFromPage(page: number, perPage: number, rows: number): ListTotal | undefined {
  if (rows >= perPage || (rows === 0 && page > 1)) return undefined;
  return { total: (page - 1) * perPage + rows, estimate: false };
}
