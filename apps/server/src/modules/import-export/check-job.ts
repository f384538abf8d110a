import { tableOf } from '../../crud/engine.ts';
import { AppError } from '../../http/errors.ts';
import type { JobContext } from '../../jobs/jobs.ts';
import { engineOf, type ImportParams } from './import-job.ts';
import { countRows, errorText, plannedRows } from './import-plan.ts';
import { importExportMessages as m } from './messages.ts';
import { ReferenceWords } from './reference-words.ts';
import { saveRow } from './row-save.ts';
import { asJobError } from './table-limits.ts';
import { findUpload } from './uploads.ts';

/** The dry run is a job like the import itself: a file of 100 000 rows is minutes of checks, no request's. */
export const checkJobKind = 'import-check';

/** A check lists this many rows; its summary counts them all. */
const reportRows = 1000;

type Action = 'create' | 'update' | 'unchanged' | 'error';
interface ReportRow {
  row: number;
  action: Action;
  key: string | null;
  errors?: Record<string, string[]>;
  message?: string;
}

export interface CheckReport {
  summary: { total: number; create: number; update: number; unchanged: number; error: number };
  rows: ReportRow[];
  truncated: boolean;
}

const actions = { created: 'create', updated: 'update', unchanged: 'unchanged' } as const;

/**
 * A report per row that predicts the import exactly: each row is saved as the import saves it
 * (validation, hooks, uniqueness, references) in a transaction that is then undone, and what the
 * file repeats is refused where the import would refuse it (import-plan.ts). Nothing is written.
 * The file is read as a stream, a batch at a time; only the first `reportRows` rows are kept.
 */
export async function runCheck(params: ImportParams, ctx: JobContext): Promise<CheckReport> {
  const engine = engineOf(ctx.db, params.resource);
  const resource = engine.resources.find((r) => r.name === params.resource);
  if (!resource) throw new Error(`import check: no resource ${params.resource}`);
  const upload = await findUpload(ctx.db, params.upload, { resource: resource.name, userId: params.user.id });
  if (!upload) throw new AppError(404, m.uploadMissing);
  const summary = { total: 0, create: 0, update: 0, unchanged: 0, error: 0 };
  const refs = new ReferenceWords(engine);
  const rows: ReportRow[] = [];
  const total = await countRows(upload);
  try {
    for await (const batch of plannedRows(ctx.db, resource, tableOf(engine, resource), upload, params, refs)) {
      if (ctx.signal.aborted) return { summary, rows, truncated: true };
      for (const r of batch) {
        let errors = r.errors;
        let action: Action = 'error';
        if (!errors) {
          try {
            const outcome = await saveRow(
              engine,
              resource,
              params.user,
              r.input ?? {},
              r.updates ?? null,
              async () => false,
              r.values,
            );
            action = actions[outcome];
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            errors = error.errors ?? { _: [error.message] };
          }
        }
        summary.total++;
        summary[action]++;
        if (rows.length < reportRows) {
          rows.push({
            row: r.row,
            action,
            key: r.key ?? null,
            ...(errors ? { errors, message: errorText(resource, errors) } : {}),
          });
        }
      }
      ctx.progress(summary.total, total);
    }
  } catch (error) {
    throw asJobError(error);
  }
  if (summary.total === 0) throw new AppError(422, m.noRows);
  return { summary, rows, truncated: summary.total > rows.length };
}
