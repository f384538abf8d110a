import type { CurrentUser } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Engine, tableOf } from '../../crud/engine.ts';
import { saveRecord } from '../../crud/write.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { JobContext } from '../../jobs/jobs.ts';
import { countRows, errorText, type ImportPlan, plannedRows } from './import-plan.ts';
import { importExportMessages as m } from './messages.ts';
import { asJobError } from './table-limits.ts';
import { findUpload, removeUpload } from './uploads.ts';

export const importJobKind = 'import';

export interface ImportParams extends ImportPlan {
  resource: string;
  upload: string;
  filename: string;
  /** Who started it, as they were then: the saves are theirs in the audit log. */
  user: CurrentUser;
}

export interface ImportResult {
  total: number;
  created: number;
  updated: number;
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

/**
 * Writes the rows of an upload through the engine, one save (validation, hooks, audit) per row,
 * so a bad row is that row's error and the others still land. A job run again after a restart
 * carries on after the rows it had reported done.
 */
export async function runImport(params: ImportParams, ctx: JobContext): Promise<ImportResult> {
  const engine = engineOf(ctx.db, params.resource);
  const resource = engine.resources.find((r) => r.name === params.resource);
  if (!resource) throw new Error(`import: no resource ${params.resource}`);
  const upload = await findUpload(params.upload, { resource: resource.name, userId: params.user.id });
  if (!upload) throw new AppError(404, m.uploadMissing);
  const table = tableOf(engine, resource);
  const total = await countRows(upload);
  let done = 0;
  if (ctx.attempt > 1) {
    const [job] = await queryRows<{ done: number }>(ctx.db, sql`select done from jobs where id = ${ctx.jobId}`);
    done = job?.done ?? 0;
  }
  const result: ImportResult = { total, created: 0, updated: 0, failed: 0 };
  ctx.progress(done, total);
  try {
    for await (const batch of plannedRows(ctx.db, resource, table, upload, params, done)) {
      for (const r of batch) {
        if (ctx.signal.aborted) return result;
        if (r.errors) {
          ctx.rowError(r.row, errorText(r.errors));
          result.failed++;
        } else {
          try {
            await saveRecord(engine, resource, params.user, r.input, r.updates ?? null);
            result[r.updates ? 'updated' : 'created']++;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            ctx.rowError(r.row, error.errors ? errorText(error.errors) : error.message);
            result.failed++;
          }
        }
        ctx.progress(++done, total);
      }
    }
  } catch (error) {
    throw asJobError(error);
  }
  await removeUpload(upload.id);
  return result;
}
