import { apiMessages, type CurrentUser } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isoTimestamp } from '../crud/records.ts';
import { idOf, userOf } from '../crud/route-params.ts';
import { type Db, queryRows } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { jobDocs } from './docs.ts';
import type { JobRowError, JobStatus } from './jobs.ts';

/** A job as the API shows it (the brief's agreed shape, plus who started it and the error count). */
export interface JobView {
  id: number;
  kind: string;
  status: JobStatus;
  done: number;
  total: number;
  result: unknown;
  errors: JobRowError[];
  error_count: number;
  user_id: number | null;
  params: unknown;
  created_at: string | null;
  started_at: string | null;
  finished_at: string | null;
}

interface Row extends Omit<JobView, 'id' | 'user_id'> {
  id: number | string;
  user_id: number | string | null;
}

/** The list shows this many of a job's kept errors; the job itself shows them all. */
const listErrors = 10;
const maxListed = 50;

const view = (row: Row, errorsShown = Number.POSITIVE_INFINITY): JobView => ({
  id: Number(row.id),
  kind: row.kind,
  status: row.status,
  done: row.done,
  total: row.total,
  result: row.result ?? null,
  errors: (row.errors ?? []).slice(0, errorsShown),
  error_count: row.error_count,
  user_id: row.user_id === null ? null : Number(row.user_id),
  params: row.params,
  created_at: isoTimestamp(row.created_at),
  started_at: isoTimestamp(row.started_at),
  finished_at: isoTimestamp(row.finished_at),
});

const columns = sql.raw(
  'id, kind, status, done, total, result, errors, error_count, user_id, params, created_at, started_at, finished_at',
);

/** One job, for whoever may see it: the user who started it, or an owner. */
export async function readJob(db: Db, id: number, user: CurrentUser): Promise<JobView> {
  const [row] = await queryRows<Row>(db, sql`select ${columns} from jobs where id = ${id}`);
  if (!row || (!user.owner && Number(row.user_id) !== user.id)) throw new AppError(404, apiMessages.notFound);
  return view(row);
}

/**
 * GET /api/jobs: the caller's recent jobs, newest first (an owner sees everyone's unless `mine=1`;
 * `kind=` narrows to one kind); GET /api/jobs/{id}: one of them with all its kept errors.
 * Any signed-in user: a job is only ever shown to the one who started it, or to an owner.
 */
export async function jobRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const tags = ['jobs'];
  app.get(
    '/jobs',
    { schema: { summary: 'Мої останні завдання', tags }, config: { access: 'user', docs: jobDocs.list } },
    async (request) => {
      const user = userOf(request);
      const query = request.query as Record<string, unknown>;
      const where: SQL[] = [];
      if (!user.owner || query.mine === '1') where.push(sql`user_id = ${user.id}`);
      if (typeof query.kind === 'string' && query.kind) where.push(sql`kind = ${query.kind.slice(0, 100)}`);
      const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const rows = await queryRows<Row>(
        opts.db,
        sql`select ${columns} from jobs ${condition} order by id desc limit ${maxListed}`,
      );
      return { data: rows.map((r) => view(r, listErrors)) };
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { summary: 'Стан завдання', tags }, config: { access: 'user', docs: jobDocs.one } },
    async (request) => ({
      data: await readJob(opts.db, idOf(request), userOf(request)),
    }),
  );
}
