import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import type { ResourceTable } from './tables.ts';

/** Up to this many rows a list counts exactly; past it the planner's estimate is good enough. */
export const exactCountCap = 10_000;

type Plan = { Plan?: { 'Plan Rows'?: number } };

/**
 * DESIGN §7: never an exact `count(*)` over a huge table on every request. Counting stops after
 * `exactCountCap + 1` rows; beyond that the total is the planner's estimate of the same query.
 */
export async function countRows(db: Db, table: ResourceTable, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(exactCountCap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const exact = Number(row?.n ?? 0);
  if (exact <= exactCountCap) return { total: exact, estimate: false };

  const [plan] = await queryRows<{ 'QUERY PLAN': string | Plan[] }>(
    db,
    sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`,
  );
  const raw = plan?.['QUERY PLAN'];
  const parsed: Plan[] = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? []);
  const estimated = Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
  // stale statistics may guess low; we know there are more rows than the cap
  return { total: Math.max(estimated, exactCountCap + 1), estimate: true };
}
