import { apiMessages, type ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { libraryLimits } from './detect.ts';
import { deletedDoc, fileDetailsDoc, fileDoc, fileListDoc, movedDoc, uploadDoc } from './docs.ts';
import { folderRoutes } from './folders.ts';
import { type FileRow, fileColumns, fileListQuery, toFileRow } from './list.ts';
import { listFiles } from './list-page.ts';
import { fileMessages as m } from './messages.ts';
import { fileName, idParam } from './names.ts';
import { fileAudit, filesOf, folderOfBody, uploadFiles } from './upload.ts';
import { clearUsages, usagesOf } from './usage.ts';

/** SPEC §6: the file manager's one scope. */
export const fileScope = 'core.file-manager';

const maxBatch = 500;
const ids = z.array(idParam).min(1).max(maxBatch);
const moveBody = z.object({ ids, folder_id: idParam.nullable() }).strict();
const deleteBody = z
  .object({ ids, confirm: z.boolean().optional().describe('true: видалити й файли, що використовуються') })
  .strict();

type Raw = Parameters<typeof toFileRow>[0];

/** The rows of these ids, locked for the transaction; a missing id is a 404 naming it. */
async function lockedFiles(tx: Db, list: readonly number[]): Promise<FileRow[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select ${fileColumns} from files f
        where f.id in (select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb)::bigint) order by f.id for update`,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = list.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(404, m.fileMissing(missing.join(', ')));
  return rows.map(toFileRow);
}

/**
 * The media library under /api/files (issue 30), scope core.file-manager: folders, a folder's
 * files by keyset, upload many, details with where used, rename, move and delete in one
 * transaction each. Every change is in the audit log (`files`, `file-folders`).
 */
export async function fileRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: Storage; resources: readonly ResourceDef[]; shopTimeZone: string },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, resources } = opts;
  const tags = ['files'];
  const access = { scope: fileScope };
  const json = { access, body: { files: 0 } };
  await folderRoutes(app, { db, scope: fileScope });

  api.get(
    '/files',
    {
      schema: {
        summary: 'Файли папки: сторінка за курсором, сортування, пошук, фільтри',
        tags,
        querystring: fileListQuery,
      },
      config: { ...json, docs: { response: { 200: fileListDoc } } },
    },
    // the page comes as JSON text already (list-page.ts)
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await listFiles(db, request.query, opts.shopTimeZone)),
  );

  api.post(
    '/files',
    {
      schema: { summary: 'Завантажити файли (multipart: folder_id, files[])', tags, consumes: ['multipart/form-data'] },
      config: {
        access,
        body: { files: 100, fileSize: libraryLimits.maxBytes },
        docs: {
          body: z.object({
            folder_id: z.string().optional().describe('папка; без неї — верхній рівень'),
            files: z.array(z.string()).describe('до 100 файлів по 25 МБ; тип визначається за вмістом'),
          }),
          response: { 200: uploadDoc },
        },
      },
    },
    async (request) => {
      const folder = await folderOfBody(db, request.body);
      return { data: await uploadFiles(db, storage, request.user, folder, filesOf(request.body)) };
    },
  );

  api.get(
    '/files/:id',
    {
      schema: {
        summary: 'Файл: розміри, пікселі, мініатюра, де використовується',
        tags,
        params: z.object({ id: idParam }),
      },
      config: { ...json, docs: { response: { 200: fileDetailsDoc } } },
    },
    async (request) => {
      const [row] = await queryRows<Raw & { uploaded_by_name: string | null }>(
        db,
        sql`select ${fileColumns}, u.name as uploaded_by_name
            from files f left join admin_users u on u.id = f.uploaded_by where f.id = ${request.params.id}`,
      );
      if (!row) throw new AppError(404, apiMessages.notFound);
      const file = toFileRow(row);
      return {
        data: { ...file, uploaded_by_name: row.uploaded_by_name, used_in: await usagesOf(db, resources, [file.path]) },
      };
    },
  );

  api.patch(
    '/files/:id',
    {
      schema: {
        summary: 'Перейменувати файл (назва для людей; шлях у сховищі не змінюється)',
        tags,
        params: z.object({ id: idParam }),
        body: z.object({ name: fileName }).strict(),
      },
      config: { ...json, docs: { response: { 200: z.object({ data: fileDoc }) } } },
    },
    async (request) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await lockedFiles(tx, [request.params.id]);
        const after = { ...(before as FileRow), name: request.body.name };
        await tx.execute(sql`update files set name = ${after.name} where id = ${after.id}`);
        await writeAudit(tx, request.user, [
          {
            resource: fileAudit,
            recordId: after.id,
            action: 'update',
            changes: diffChanges(['name'], { ...before }, { ...after }),
          },
        ]);
        return { data: after };
      }),
  );

  api.post(
    '/files/move',
    {
      schema: { summary: 'Перенести файли в папку (одна транзакція)', tags, body: moveBody },
      config: { ...json, docs: { response: { 200: movedDoc } } },
    },
    async (request) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const target = await folderOfBody(tx, request.body);
        const rows = await lockedFiles(tx, request.body.ids);
        const moving = rows.filter((r) => r.folder_id !== target);
        if (moving.length > 0) {
          await tx.execute(
            sql`update files set folder_id = ${target}
                where id in (select jsonb_array_elements_text(${JSON.stringify(moving.map((r) => r.id))}::jsonb)::bigint)`,
          );
          await writeAudit(
            tx,
            request.user,
            moving.map((r) => ({
              resource: fileAudit,
              recordId: r.id,
              action: 'update' as const,
              changes: { folder_id: { before: r.folder_id, after: target } },
            })),
          );
        }
        return { data: { moved: moving.length } };
      }),
  );

  api.post(
    '/files/delete',
    {
      schema: {
        summary: 'Видалити файли; ті, що використовуються, лише з confirm: true (і зникають із записів)',
        tags,
        body: deleteBody,
      },
      config: { ...json, docs: { response: { 200: deletedDoc } } },
    },
    async (request) => {
      const removed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const rows = await lockedFiles(tx, request.body.ids);
        const paths = rows.map((r) => r.path);
        const used = await usagesOf(tx, resources, paths);
        if (used.length > 0 && !request.body.confirm) {
          const records = new Set(used.map((u) => `${u.resource}:${u.id}`)).size;
          throw new AppError(422, m.inUse(records), { ids: [m.inUse(records)] }, { used_in: used });
        }
        await clearUsages(tx, resources, paths);
        await tx.execute(
          sql`delete from files where id in (select jsonb_array_elements_text(${JSON.stringify(request.body.ids)}::jsonb)::bigint)`,
        );
        await writeAudit(
          tx,
          request.user,
          rows.map((r) => ({
            resource: fileAudit,
            recordId: r.id,
            action: 'delete' as const,
            changes: diffChanges(['name', 'folder_id', 'path'], r as unknown as Record<string, unknown>, null),
          })),
        );
        return paths;
      });
      // after the commit: a failed removal leaves an unreferenced file, never a row without its file
      for (const path of removed)
        await storage.remove(path).catch((err) => request.log.warn({ err }, 'file not removed'));
      return { data: { deleted: removed.length } };
    },
  );
}
