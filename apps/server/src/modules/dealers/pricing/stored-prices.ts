import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { type JobContext, registerJobKind } from '../../../jobs/jobs.ts';

/** The job the triggers of migration 0024 queue when a rule change may reach a whole price group. */
export const storedPricesJobKind = 'dealer-prices';

/**
 * Products per batch: each is one transaction holding the exclusive lock product writes wait on
 * (stored-prices.md), 0.7–1.3 s on the shared 2-core bench machine, so an edit waits a second at most.
 */
const batchSize = 5000;

interface Start {
  exists: boolean;
  generation: unknown;
  until: string | null;
  min_id: unknown;
  max_id: unknown;
}

/** A removed group's rows, in batches so no statement holds a million row locks at once. */
async function removeGroup(db: Db, group: number, signal: AbortSignal): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    if (signal.aborted) break;
    const rows = await queryRows<{ n: unknown }>(
      db,
      sql`with gone as (delete from dealer_prices where ctid in (
          select ctid from dealer_prices where price_group_id = ${group} limit 50000) returning 1)
        select count(*) as n from gone`,
    );
    const n = Number(rows[0]?.n ?? 0);
    removed += n;
    if (n === 0) break;
  }
  await queryRows(db, sql`delete from dealer_price_counts where price_group_id = ${group}`);
  return { removed };
}

/**
 * Rebuilds one group's stored prices, a range of product ids per transaction, then marks them
 * readable: only if no rule of the group changed meanwhile (the generation it read at the start)
 * and no dated rule has turned since (the next change it read at the start). Otherwise the group
 * stays stale, and the change that moved the generation queued the next rebuild.
 */
export async function rebuildStoredPrices(params: unknown, ctx: JobContext): Promise<unknown> {
  const group = Number((params as { group?: unknown } | null)?.group);
  if (!Number.isSafeInteger(group)) return { skipped: true };
  const { db } = ctx;
  const [start] = await queryRows<Start>(
    db,
    sql`select exists (select 1 from price_groups where id = ${group}) as exists,
        (select generation from dealer_price_states where price_group_id = ${group}) as generation,
        dealer_prices_next_change(${group}, now()) as until,
        (select min(id) from products) as min_id, (select max(id) from products) as max_id`,
  );
  if (!start?.exists) return removeGroup(db, group, ctx.signal);
  const first = Number(start.min_id ?? 0);
  const last = Number(start.max_id ?? 0);
  const total = start.max_id === null ? 0 : Math.ceil((last - first + 1) / batchSize);
  for (let i = 0; i < total; i++) {
    if (ctx.signal.aborted) return { stopped: true };
    const from = first + i * batchSize;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dealer_prices'))`);
      await tx.execute(
        sql`select dealer_prices_sync(array[${group}]::bigint[],
          array(select id from products where id >= ${from} and id < ${from + batchSize}))`,
      );
      await ctx.commit(tx, { done: i + 1, total, result: { group } });
    });
  }
  const fresh = await queryRows(
    db,
    sql`update dealer_price_states set stale = false, valid_until = ${start.until}, rebuilt_at = now()
      where price_group_id = ${group} and generation = ${start.generation}
        and (${start.until}::timestamptz is null or now() < ${start.until}::timestamptz)
      returning 1`,
  );
  return { group, fresh: fresh.length > 0 };
}

/** Whether the catalogue may read a group's stored prices now (`state` is its dealer_price_states row, maybe none). */
export const freshSql = (state: SQL): SQL =>
  sql`coalesce(not ${state}.stale and (${state}.valid_until is null or now() < ${state}.valid_until), false)`;

/** Fresh until a dated rule of the group turned: the catalogue then marks it stale itself. */
export const expiredSql = (state: SQL): SQL =>
  sql`coalesce(not ${state}.stale and ${state}.valid_until <= now(), false)`;

/** A group whose next dated rule has turned: stale from now, its rebuild queued (once). */
export async function expireStoredPrices(db: Db, group: number): Promise<void> {
  await queryRows(db, sql`select dealer_prices_invalidate(array[${group}]::bigint[])`);
}

export const registerStoredPrices = (): void => registerJobKind(storedPricesJobKind, rebuildStoredPrices);
