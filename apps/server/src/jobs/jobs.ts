import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** One row's problem, as the job reports it (`row` is the caller's numbering, e.g. the file's line). */
export interface JobRowError {
  row: number;
  message: string;
}

/** What a handler is given besides its params. */
export interface JobContext {
  /** The database (not a transaction): a handler commits in whatever pieces suit it. */
  db: Db;
  jobId: number;
  /** Who started the job; null when the account has since been removed. */
  userId: number | null;
  /** How far it got; cheap to call per row, written to the table a few times a second at most. */
  progress(done: number, total: number): void;
  /** A per-row problem; the first `maxKeptErrors` are kept, the rest only counted. */
  rowError(row: number, message: string): void;
  /** Aborted when the server shuts down: stop soon, the job is queued again and re-run on restart. */
  signal: AbortSignal;
  /** 1 on the first run, more when a restart re-queued the job. */
  attempt: number;
  /**
   * Progress committed with the work it counts, in the caller's transaction: after a crash the job
   * resumes from exactly what was written (`done`, and `result` as the counts so far). Throws
   * `JobTakenOver` (rolling the transaction back) if another runner has reclaimed the job meanwhile.
   */
  commit(tx: Db, progress: { done: number; total: number; result: unknown; error?: JobRowError }): Promise<void>;
}

/** This run no longer owns its job (its heartbeat went stale and another runner took it): it stops. */
export class JobTakenOver extends Error {}

/**
 * Thrown by a handler whose work cannot be done now but may be later (a mail server down): the
 * job is queued again, not claimed before `delayMs` have passed, instead of failing.
 */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    message: string,
  ) {
    super(message);
  }
}

/** Does the work and returns the result report (any JSON); a throw fails the job. */
export type JobHandler<P = unknown, R = unknown> = (params: P, ctx: JobContext) => Promise<R>;

/** Per-row errors kept in the row; a million broken rows must not make a million-entry JSON. */
export const maxKeptErrors = 1000;

const handlers = new Map<string, JobHandler>();

/** Declares what a job of this kind does; one handler per kind (registering it again replaces it: tests build many apps). */
export function registerJobKind<P, R>(kind: string, handler: JobHandler<P, R>): void {
  handlers.set(kind, handler as JobHandler);
}

export const jobHandler = (kind: string): JobHandler | undefined => handlers.get(kind);

/** Tells the runners of this process that a job is waiting, so they need not wait for their next poll. */
export const jobSignals = new EventEmitter<{ queued: [Db] }>();
jobSignals.setMaxListeners(0);

/** Queues a job; a runner on any server instance sharing the database picks it up. */
export async function startJob(db: Db, kind: string, params: unknown, userId: number | null): Promise<{ id: number }> {
  if (!handlers.has(kind)) throw new Error(`No job kind ${kind} is registered`);
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into jobs (kind, params, user_id) values (${kind}, ${JSON.stringify(params ?? {})}::jsonb, ${userId})
        returning id`,
  );
  if (!row) throw new Error('The job was not stored');
  jobSignals.emit('queued', db);
  return { id: Number(row.id) };
}
