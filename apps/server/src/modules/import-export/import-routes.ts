import { type CurrentUser, type ResourceDef, writeScope } from '@kramar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from '../../crud/engine.ts';
import { userOf } from '../../crud/route-params.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { UploadedFile } from '../../http/nested-fields.ts';
import { startJob } from '../../jobs/jobs.ts';
import { readJob } from '../../jobs/routes.ts';
import { attributeColumns, attributeField, hasAttributeValues } from './attribute-columns.ts';
import { checkJobKind } from './check-job.ts';
import { importFields, uniqueKeyOf } from './columns.ts';
import { importDocs } from './docs.ts';
import { type ImportParams, importJobKind } from './import-job.ts';
import { parsePlan, suggestMapping } from './import-mapping.ts';
import { headerOf, scanTable } from './import-plan.ts';
import { importExportMessages as m } from './messages.ts';
import { sniffType } from './read-table.ts';
import { TableUnreadable } from './table-limits.ts';
import { describeUpload, findUpload, keepUpload, removeUpload } from './uploads.ts';

const MB = 1024 * 1024;
/** DESIGN §4: an import file is streamed to disk, up to this size. */
export const maxImportBytes = 50 * MB;
/** A table file's failure to read is the user's 422 on `file`, never a 500. */
async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TableUnreadable) throw validationError({ file: [error.message] });
    throw error;
  }
}

/**
 * The file of an import kept for its next steps, with its columns and a suggested mapping.
 * `defaults` are values every row gets (a category's import fixes the category).
 */
export async function receiveUpload(
  request: FastifyRequest,
  resource: ResourceDef,
  owner: { resource: string; userId: number },
  db: Db,
  defaults?: Record<string, unknown>,
) {
  const file = (request.body as { file?: unknown } | null)?.file;
  if (!(file instanceof UploadedFile) || file.size === 0) throw validationError({ file: [m.fileRequired] });
  const type = file.path
    ? await sniffType(file.path)
    : (await file.read()).subarray(0, 2).toString() === 'PK'
      ? 'xlsx'
      : 'csv';
  const upload = await keepUpload(db, file, type, owner, defaults);
  try {
    Object.assign(upload, await readable(() => scanTable(upload)));
  } catch (error) {
    await removeUpload(db, upload.id);
    throw error;
  }
  await describeUpload(db, upload);
  const columns = upload.columns ?? [];
  const attributes = hasAttributeValues(resource) ? await attributeColumns(db) : [];
  const mapping = suggestMapping(resource, columns, attributes);
  // the attributes the file names are offered beside the fields, by their column's label
  const named = attributes.filter((a) => Object.values(mapping).includes(attributeField(a.id)));
  return {
    upload: upload.id,
    filename: upload.filename,
    type,
    columns,
    mapping,
    fields: [...importFields(resource), ...named.map((a) => attributeField(a.id))],
    labels: Object.fromEntries(named.map((a) => [attributeField(a.id), a.label])),
    key: uniqueKeyOf(resource) ?? null,
    defaults: defaults ?? {},
  };
}

/**
 * POST /api/{name}/import (file) → the upload, its columns and a suggested mapping;
 * POST …/import/{upload}/dry-run { mapping, mode } → 202 and the job whose result is a report per
 * row (check-job.ts); POST …/import/{upload}/apply { mapping, mode } → 202 and the job that writes
 * the rows. The upload reads the whole file once, so a file past a limit is refused there.
 */
export function importRoutes(app: FastifyInstance, engine: Engine, resource: ResourceDef, zone: string): void {
  const config = { access: { scope: writeScope(resource) } };
  const tags = [resource.name];
  const jobConfig = { ...config, docs: importDocs.job };
  const owner = (request: FastifyRequest) => ({ resource: resource.name, userId: userOf(request).id });
  const uploadOf = async (request: FastifyRequest) => {
    const id = (request.params as { upload: string }).upload;
    const upload = await findUpload(engine.db, id, owner(request));
    if (!upload) throw new AppError(404, m.uploadMissing);
    return upload;
  };

  app.post(
    `/${resource.name}/import`,
    {
      schema: { summary: 'Завантажити файл для імпорту', tags, consumes: ['multipart/form-data'] },
      config: { ...config, body: { files: 1, fileSize: maxImportBytes }, docs: importDocs.upload },
    },
    async (request) => ({ data: await receiveUpload(request, resource, owner(request), engine.db) }),
  );

  /** The check (dry run) and the import are jobs of the same params: 202 and the job to follow. */
  const startImportJob = (kind: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const upload = await uploadOf(request);
    const attributes = hasAttributeValues(resource) ? await attributeColumns(engine.db) : [];
    const plan = parsePlan(resource, await readable(() => headerOf(upload)), request.body, attributes);
    const user: CurrentUser = userOf(request);
    const params: ImportParams = {
      resource: resource.name,
      upload: upload.id,
      filename: upload.filename,
      ...plan,
      user,
      zone,
    };
    const { id } = await startJob(engine.db, kind, params, user.id);
    reply.code(202);
    return { data: await readJob(engine.db, id, user) };
  };

  app.post(
    `/${resource.name}/import/:upload/dry-run`,
    { schema: { summary: 'Перевірити імпорт без запису (завдання у фоні)', tags }, config: jobConfig },
    startImportJob(checkJobKind),
  );

  app.post(
    `/${resource.name}/import/:upload/apply`,
    { schema: { summary: 'Імпортувати файл (завдання у фоні)', tags }, config: jobConfig },
    startImportJob(importJobKind),
  );
}
