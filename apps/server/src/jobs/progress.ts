import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type JobRowError, maxKeptErrors } from './jobs.ts';

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
          where id = ${this.id}`);
      });
    return this.writing;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
