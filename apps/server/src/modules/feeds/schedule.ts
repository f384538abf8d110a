import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { startJob } from '../../jobs/jobs.ts';

export const feedJobKind = 'feed-build';

/**
 * The next time a feed is due after now: the next full hour, or the next `daily_at` in the shop's
 * time zone (today's if still ahead, else tomorrow's); null for manual and inactive feeds.
 */
const nextRunOf = (status: SQL, schedule: SQL, dailyAt: SQL, tz: string) => sql`case
  when ${status} <> 'active' or ${schedule} = 'manual' then null
  when ${schedule} = 'hourly' then date_trunc('hour', now()) + interval '1 hour'
  when ${dailyAt} is null then null
  else (date_trunc('day', now() at time zone ${tz}) + ${dailyAt}::time
    + case when date_trunc('day', now() at time zone ${tz}) + ${dailyAt}::time <= now() at time zone ${tz}
        then interval '1 day' else interval '0' end) at time zone ${tz}
  end`;

const nextRun = (tz: string) => nextRunOf(sql`status`, sql`schedule`, sql`daily_at`, tz);

/** The next run of a feed about to be saved with these values (the save hook writes it with the record). */
export async function nextRunFor(
  db: Db,
  v: { status: unknown; schedule: unknown; daily_at: unknown },
  tz: string,
): Promise<string | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select ${nextRunOf(sql`${String(v.status)}::text`, sql`${String(v.schedule)}::text`, sql`${v.daily_at ?? null}::text`, tz)} as at`,
  );
  const at = row?.at ?? null;
  return at === null ? null : new Date(at).toISOString();
}

/** Sets a feed's next run from its schedule (after a save). */
export async function planFeed(db: Db, id: number, tz: string): Promise<void> {
  await db.execute(sql`update feeds set next_run_at = ${nextRun(tz)} where id = ${id}`);
}

/**
 * Queues a build of every due feed. The claim is one conditional update per row: of several
 * server instances ticking at once, the row lock lets exactly one move `next_run_at` on and queue
 * the job; the others find the row no longer due.
 */
export async function queueDueFeeds(db: Db, tz: string): Promise<number[]> {
  const due = await queryRows<{ id: number | string }>(
    db,
    sql`update feeds set next_run_at = ${nextRun(tz)}
        where next_run_at <= now() and status = 'active' and schedule <> 'manual'
        returning id`,
  );
  const ids = due.map((r) => Number(r.id));
  for (const id of ids) await startJob(db, feedJobKind, { feedId: id }, null);
  return ids;
}
