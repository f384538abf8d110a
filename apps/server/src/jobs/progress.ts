import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { type JobRowError, JobTakenOver, maxKeptErrors } from './jobs.ts';

/** Writes at most this often: a handler may report every row of a million. */
const flushEveryMs = 300;

/**
 * A running job's progress and per-row errors, kept in memory and written to its row a few
 * times a second (and once more when the job ends).
 */
export class JobProgress {
  private done = 0;
  private total = 0;
  private readonly errors: JobRowError[] = [];
  private errorCount = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly id: number,
    /** The run this is: a run whose job was reclaimed writes nothing more. */
    private readonly attempt: number,
  ) {}

  set(done: number, total: number): void {
    this.done = Math.max(0, Math.trunc(done));
    this.total = Math.max(0, Math.trunc(total));
    this.touch();
  }

  rowError(row: number, message: string): void {
    this.errorCount++;
    if (this.errors.length < maxKeptErrors) this.errors.push({ row, message });
    this.touch();
  }

  private touch(): void {
    this.dirty = true;
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush().catch(() => {
        // the next write or the final one carries it
      });
    }, flushEveryMs);
    this.timer.unref();
  }

  /** Writes what changed since the last write; writes are serialised so an older one never lands last. */
  flush(): Promise<void> {
    this.writing = this.writing
      .catch(() => {})
      .then(async () => {
        if (!this.dirty) return;
        this.dirty = false;
        await this.db.execute(sql`update jobs set done = ${this.done}, total = ${this.total},
          errors = ${JSON.stringify(this.errors)}::jsonb, error_count = ${this.errorCount}, heartbeat_at = now()
          where id = ${this.id} and attempts = ${this.attempt}`);
      });
    return this.writing;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * A handler's progress written in its own transaction (JobContext.commit), only while this run
 * (`attempt`) still owns the job: a run whose job was reclaimed must not count on top of the new one.
 */
export async function commitProgress(
  tx: Db,
  job: { id: number; attempt: number },
  progress: { done: number; total: number; result: unknown; error?: JobRowError },
): Promise<void> {
  const { error } = progress;
  const owned = await queryRows<{ id: number }>(
    tx,
    sql`update jobs set done = ${progress.done}, total = ${progress.total},
          result = ${JSON.stringify(progress.result ?? null)}::jsonb, heartbeat_at = now(),
          errors = case when ${error ? 1 : 0} = 1 and jsonb_array_length(errors) < ${maxKeptErrors}
            then errors || ${JSON.stringify(error ? [error] : [])}::jsonb else errors end,
          error_count = error_count + ${error ? 1 : 0}
        where id = ${job.id} and attempts = ${job.attempt} and status = 'running'
        returning id`,
  );
  if (!owned.length) throw new JobTakenOver();
}
