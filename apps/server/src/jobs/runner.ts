import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { JobTakenOver, jobHandler, jobSignals, RetryLater } from './jobs.ts';
import { jobMessages } from './messages.ts';
import { commitProgress, JobProgress } from './progress.ts';

export interface JobRunnerOptions {
  /** How often an idle runner looks for queued jobs (other instances may queue them). */
  pollMs?: number;
  /** How often a running job's heartbeat is written; a job silent for `staleMs` is taken for dead. */
  heartbeatMs?: number;
  staleMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  logError(error: unknown, message: string): void;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Stops claiming, aborts running handlers and waits a little for them; what is left is re-queued. */
  stop(): Promise<void>;
}

interface Claimed {
  id: number | string;
  kind: string;
  params: unknown;
  user_id: number | string | null;
  attempts: number;
}

/** Which process runs a job, kept on its row: the instance to look at when it stalls. */
export const runnerName = `${hostname()}/${process.pid}`;

const failureMessage = (error: unknown): string => (error instanceof AppError ? error.message : jobMessages.failed);

/**
 * The in-process job runner: claims queued jobs one by one (`for update skip locked`, so several
 * server instances share the queue), keeps a heartbeat while a job runs, and queues again the jobs
 * whose runner died (heartbeat older than `staleMs`) on start and every `staleMs / 2` after, so a
 * running instance takes over a crashed one's job without waiting for a restart. A run owns its job
 * by its attempt number: once another runner has reclaimed it, the old run's writes change nothing
 * and its heartbeat, finding the job gone, aborts it.
 */
export function createJobRunner(db: Db, opts: JobRunnerOptions): JobRunner {
  const pollMs = opts.pollMs ?? 2000;
  const heartbeatMs = opts.heartbeatMs ?? 5000;
  const staleMs = opts.staleMs ?? 30_000;
  const concurrency = opts.concurrency ?? 2;
  const running = new Map<number, { done: Promise<void>; abort: AbortController; attempt: number }>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reclaim: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | undefined;

  const requeueStale = () =>
    db.execute(sql`update jobs set status = 'queued', heartbeat_at = null
      where status = 'running' and (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${staleMs / 1000}))`);

  const claim = async (): Promise<Claimed | undefined> => {
    const [job] = await queryRows<Claimed>(
      db,
      sql`update jobs set status = 'running', attempts = attempts + 1, heartbeat_at = now(),
            started_at = coalesce(started_at, now()), runner = ${runnerName}
          where id = (select id from jobs where status = 'queued' and (run_after is null or run_after <= now())
            order by id for update skip locked limit 1)
          returning id, kind, params, user_id, attempts`,
    );
    return job;
  };

  const finish = async (job: Claimed, status: 'done' | 'failed', result: unknown, progress: JobProgress) => {
    await progress.flush();
    await db.execute(sql`update jobs set status = ${status}, result = ${JSON.stringify(result ?? null)}::jsonb,
      finished_at = now(), heartbeat_at = now() where id = ${job.id} and attempts = ${job.attempts}`);
  };

  const run = async (job: Claimed, abort: AbortController) => {
    const id = Number(job.id);
    const progress = new JobProgress(db, id, job.attempts);
    const handler = jobHandler(job.kind);
    try {
      if (!handler) throw new AppError(500, jobMessages.unknownKind);
      const result = await handler(job.params, {
        db,
        jobId: id,
        userId: job.user_id === null ? null : Number(job.user_id),
        progress: (done, total) => progress.set(done, total),
        rowError: (row, message) => progress.rowError(row, message),
        signal: abort.signal,
        attempt: job.attempts,
        commit: (tx, state) => commitProgress(tx, { id, attempt: job.attempts }, state),
      });
      if (abort.signal.aborted) return;
      await finish(job, 'done', result, progress);
    } catch (error) {
      // shutting down: the job stays running and is queued again by the next runner to start;
      // taken over: the runner that reclaimed it carries on
      if (abort.signal.aborted || error instanceof JobTakenOver) return;
      if (error instanceof RetryLater) {
        await progress.flush();
        await db
          .execute(sql`update jobs set status = 'queued', heartbeat_at = null,
              run_after = now() + make_interval(secs => ${error.delayMs / 1000})
            where id = ${job.id} and attempts = ${job.attempts}`)
          .catch((e) => opts.logError(e, `job ${id} could not be queued again`));
        return;
      }
      if (!(error instanceof AppError)) opts.logError(error, `job ${id} (${job.kind}) failed`);
      await finish(job, 'failed', { message: failureMessage(error) }, progress).catch((e) =>
        opts.logError(e, `job ${id} could not be marked failed`),
      );
    } finally {
      progress.close();
    }
  };

  const fill = async () => {
    while (!stopped && running.size < concurrency) {
      const job = await claim();
      if (!job || stopped) {
        // claimed just as the runner stopped: leave it for the next one
        if (job) await db.execute(sql`update jobs set status = 'queued' where id = ${job.id}`);
        return;
      }
      const id = Number(job.id);
      const abort = new AbortController();
      const done = run(job, abort).finally(() => {
        running.delete(id);
        wake();
      });
      running.set(id, { done, abort, attempt: job.attempts });
    }
  };

  const wake = () => {
    if (stopped || claiming) return;
    claiming = fill()
      .catch((error) => opts.logError(error, 'the job runner could not claim a job'))
      .finally(() => {
        claiming = undefined;
      });
  };

  const beat = () => {
    if (running.size === 0) return;
    const owned = [...running.entries()].map(([id, r]) => ({ id, attempt: r.attempt }));
    queryRows<{ id: number | string }>(
      db,
      sql`update jobs set heartbeat_at = now()
          where status = 'running' and (id, attempts) in (
            select id, attempt from jsonb_to_recordset(${JSON.stringify(owned)}::jsonb) as o(id bigint, attempt int))
          returning id`,
    )
      .then((rows) => {
        // a job reclaimed by another runner while this one was silent: this run stops
        const still = new Set(rows.map((r) => Number(r.id)));
        for (const { id, attempt } of owned) {
          const r = running.get(id);
          if (!still.has(id) && r?.attempt === attempt) r.abort.abort();
        }
      })
      .catch((error) => opts.logError(error, 'the job heartbeat was not written'));
  };

  const reclaimStale = () => {
    requeueStale()
      .then(wake)
      .catch((error) => opts.logError(error, 'stale jobs were not reclaimed'));
  };

  const onQueued = () => wake();

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      await requeueStale();
      jobSignals.on('queued', onQueued);
      timer = setInterval(wake, pollMs);
      heartbeat = setInterval(beat, heartbeatMs);
      reclaim = setInterval(reclaimStale, staleMs / 2);
      timer.unref();
      heartbeat.unref();
      reclaim.unref();
      wake();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      jobSignals.off('queued', onQueued);
      clearInterval(timer);
      clearInterval(heartbeat);
      clearInterval(reclaim);
      await claiming;
      const left = [...running.entries()];
      for (const [, r] of left) r.abort.abort();
      await Promise.race([Promise.all(left.map(([, r]) => r.done)), new Promise((r) => setTimeout(r, 2000).unref())]);
      // this process will not finish them: queued again now rather than after the stale wait
      const ids = left.map(([id]) => id);
      if (ids.length) {
        await db
          .execute(sql`update jobs set status = 'queued', heartbeat_at = null
            where status = 'running' and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`)
          .catch((error) => opts.logError(error, 'running jobs were not re-queued on shutdown'));
      }
    },
  };
}
