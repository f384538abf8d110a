import { type CurrentUser, fieldMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Engine, tableOf } from '../../crud/engine.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { JobContext, JobRowError } from '../../jobs/jobs.ts';
import { uniqueKeyOf } from './columns.ts';
import {
  countRows,
  errorText,
  foldKey,
  type ImportPlan,
  type PlannedRow,
  plannedRows,
  recordsByKey,
} from './import-plan.ts';
import { importExportMessages as m } from './messages.ts';
import { ReferenceWords } from './reference-words.ts';
import { type RowOutcome, saveRow } from './row-save.ts';
import { asJobError } from './table-limits.ts';
import { findUpload, removeUpload } from './uploads.ts';

export const importJobKind = 'import';

export interface ImportParams extends ImportPlan {
  resource: string;
  upload: string;
  filename: string;
  /** Who started it, as they were then: the saves are theirs in the audit log. */
  user: CurrentUser;
  /** The shop's clock (SHOP_TIME_ZONE) the file's times are read on. */
  zone: string;
}

export interface ImportResult {
  total: number;
  created: number;
  updated: number;
  /** Rows identical to their record: nothing written for them, nor logged. */
  unchanged: number;
  failed: number;
}

/** The engine of each app's database: the runner hands the job its database, the engine comes with it. */
const engines = new WeakMap<Db, Engine>();
export const rememberEngine = (engine: Engine): void => {
  engines.set(engine.db, engine);
};

export function engineOf(db: Db, resource: string): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error(`import: no engine for ${resource}`);
  return engine;
}

type Outcome = 'created' | 'updated' | 'unchanged' | 'failed';

/** Where a job run again after a crash carries on: the rows and counts its committed rows wrote. */
async function resumePoint(ctx: JobContext, total: number): Promise<{ done: number; result: ImportResult }> {
  const result: ImportResult = { total, created: 0, updated: 0, unchanged: 0, failed: 0 };
  if (ctx.attempt === 1) return { done: 0, result };
  const [job] = await queryRows<{ done: number; result: Partial<ImportResult> | null }>(
    ctx.db,
    sql`select done, result from jobs where id = ${ctx.jobId}`,
  );
  const counts = job?.result ?? {};
  return {
    done: job?.done ?? 0,
    result: {
      total,
      created: counts.created ?? 0,
      updated: counts.updated ?? 0,
      unchanged: counts.unchanged ?? 0,
      failed: counts.failed ?? 0,
    },
  };
}

/** Whether a failed create broke only the key's uniqueness: another import created that record meanwhile. */
const keyTaken = (error: AppError, key: string | undefined): boolean =>
  key !== undefined &&
  Object.keys(error.errors ?? {}).join() === key &&
  !!error.errors?.[key]?.includes(fieldMessages.unique);

/**
 * Writes the rows of an upload through the engine, one save (validation, hooks, audit) per row,
 * so a bad row is that row's error and the others still land. Each row's save commits with the
 * job's progress (`ctx.commit`): a job run again after a crash carries on after exactly the rows
 * that were written, with their counts. In upsert mode a row whose key another import created
 * after this one looked (two imports of the same file at once) updates that record.
 */
export async function runImport(params: ImportParams, ctx: JobContext): Promise<ImportResult> {
  const engine = engineOf(ctx.db, params.resource);
  const resource = engine.resources.find((r) => r.name === params.resource);
  if (!resource) throw new Error(`import: no resource ${params.resource}`);
  const upload = await findUpload(ctx.db, params.upload, { resource: resource.name, userId: params.user.id });
  if (!upload) throw new AppError(404, m.uploadMissing);
  const table = tableOf(engine, resource);
  const key = uniqueKeyOf(resource);
  const total = await countRows(upload);
  let { done, result } = await resumePoint(ctx, total);

  /** The row counted in the transaction `tx` (its save's, or its own for a failure). */
  const count = async (tx: Db, outcome: Outcome, error?: JobRowError) => {
    const next = { ...result, [outcome]: result[outcome] + 1 };
    await ctx.commit(tx, { done: done + 1, total, result: next, ...(error ? { error } : {}) });
    return next;
  };
  const save = async (r: PlannedRow, id: number | null): Promise<ImportResult> => {
    let next = result;
    const withCount = async (tx: Db, outcome: RowOutcome) => {
      next = await count(tx, outcome);
      return true;
    };
    const outcome = await saveRow(engine, resource, params.user, r.input ?? {}, id, withCount, r.values);
    // a row that changed nothing was undone: its count commits on its own
    return outcome === 'unchanged' ? count(ctx.db, 'unchanged') : next;
  };
  const write = async (r: PlannedRow): Promise<ImportResult> => {
    if (r.errors) return count(ctx.db, 'failed', { row: r.row, message: errorText(resource, r.errors) });
    try {
      return await save(r, r.updates ?? null);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (params.mode === 'upsert' && !r.updates && r.key && keyTaken(error, key)) {
        const id = (await recordsByKey(ctx.db, resource, table, [foldKey(resource, r.key)])).values().next().value;
        if (id !== undefined) return write({ ...r, updates: id });
      }
      const message = error.errors ? errorText(resource, error.errors) : error.message;
      return count(ctx.db, 'failed', { row: r.row, message });
    }
  };

  // the total shown from the start (ctx.progress would write `done` later, behind the rows' own commits)
  await ctx.commit(ctx.db, { done, total, result });
  try {
    for await (const batch of plannedRows(ctx.db, resource, table, upload, params, new ReferenceWords(engine), done)) {
      for (const r of batch) {
        if (ctx.signal.aborted) return result;
        result = await write(r);
        done++;
      }
    }
  } catch (error) {
    throw asJobError(error);
  }
  await removeUpload(ctx.db, upload.id);
  return result;
}
