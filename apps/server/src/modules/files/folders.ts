import { apiMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { folderDoc, foldersDoc } from './docs.ts';
import { fileMessages as m } from './messages.ts';
import { fileName, idParam, isForeignKeyViolation, isUniqueViolation } from './names.ts';

export const folderAudit = 'file-folders';

interface Folder {
  id: number;
  parent_id: number | null;
  name: string;
}

const folderBody = z.object({ name: fileName, parent_id: idParam.nullable().optional() }).strict();
const folderPatch = z.object({ name: fileName.optional(), parent_id: idParam.nullable().optional() }).strict();

const invalid = (field: string, message: string) => new AppError(422, apiMessages.validation, { [field]: [message] });

async function folderOf(db: Db, id: number): Promise<Folder | undefined> {
  const [row] = await queryRows<Folder>(db, sql`select id, parent_id, name from file_folders where id = ${id}`);
  return row
    ? { id: Number(row.id), parent_id: row.parent_id === null ? null : Number(row.parent_id), name: row.name }
    : undefined;
}

/** Inserts or updates a folder; a sibling of the same name is the user's mistake, not a 500. */
async function saving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('name', m.folderTaken);
    throw error;
  }
}

/** Folders of the media library under /api/files/folders: the tree, create, rename/move, delete an empty one. */
export async function folderRoutes(app: FastifyInstance, opts: { db: Db; scope: string }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['files'];
  const access = { scope: opts.scope };

  api.get(
    '/files/folders',
    {
      schema: { summary: 'Дерево папок медіабібліотеки (плоский список з parent_id)', tags },
      config: { access, body: { files: 0 }, docs: { response: { 200: foldersDoc } } },
    },
    async () => {
      const rows = await queryRows<Folder & { files_count: number }>(
        db,
        sql`select d.id, d.parent_id, d.name, coalesce(c.n, 0)::int as files_count
            from file_folders d left join (select folder_id, count(*) as n from files group by folder_id) c
              on c.folder_id = d.id
            order by lower(d.name), d.id`,
      );
      return {
        data: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          parent_id: r.parent_id === null ? null : Number(r.parent_id),
        })),
      };
    },
  );

  api.post(
    '/files/folders',
    {
      schema: { summary: 'Створити папку', tags, body: folderBody },
      config: { access, body: { files: 0 }, docs: { response: { 201: folderDoc } } },
    },
    async (request, reply) => {
      const parent = request.body.parent_id ?? null;
      const folder = await saving(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          if (parent !== null && !(await folderOf(tx, parent))) throw invalid('parent_id', m.folderMissing);
          const [row] = await queryRows<Folder>(
            tx,
            sql`insert into file_folders (parent_id, name) values (${parent}, ${request.body.name})
                returning id, parent_id, name`,
          );
          const made = { id: Number(row?.id), parent_id: parent, name: request.body.name };
          await writeAudit(tx, request.user, [
            {
              resource: folderAudit,
              recordId: made.id,
              action: 'create',
              changes: diffChanges(['name', 'parent_id'], null, made),
            },
          ]);
          return made;
        }),
      );
      return reply.status(201).send({ data: folder });
    },
  );

  api.patch(
    '/files/folders/:id',
    {
      schema: {
        summary: 'Перейменувати або перенести папку',
        tags,
        params: z.object({ id: idParam }),
        body: folderPatch,
      },
      config: { access, body: { files: 0 }, docs: { response: { 200: folderDoc } } },
    },
    async (request) => {
      const { id } = request.params;
      const folder = await saving(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const before = await folderOf(tx, id);
          if (!before) throw new AppError(404, apiMessages.notFound);
          const after = { ...before, ...request.body };
          if (after.parent_id === undefined) after.parent_id = before.parent_id;
          if (after.parent_id !== before.parent_id && after.parent_id !== null) {
            // the new parent may not be the folder itself or lie inside it
            const [inside] = await queryRows<{ hit: boolean }>(
              tx,
              sql`with recursive up(id, parent_id) as (
                    select id, parent_id from file_folders where id = ${after.parent_id}
                    union all select f.id, f.parent_id from file_folders f join up on f.id = up.parent_id)
                  select exists(select 1 from up where id = ${id}) as hit, exists(select 1 from up) as found`,
            );
            if (!(inside as { found?: boolean } | undefined)?.found) throw invalid('parent_id', m.folderMissing);
            if (inside?.hit) throw invalid('parent_id', m.folderIntoItself);
          }
          await tx.execute(
            sql`update file_folders set name = ${after.name}, parent_id = ${after.parent_id} where id = ${id}`,
          );
          const changes = diffChanges(['name', 'parent_id'], { ...before }, { ...after });
          await writeAudit(tx, request.user, [{ resource: folderAudit, recordId: id, action: 'update', changes }]);
          return after as Folder;
        }),
      );
      return { data: folder };
    },
  );

  api.delete(
    '/files/folders/:id',
    {
      schema: { summary: 'Видалити порожню папку', tags, params: z.object({ id: idParam }) },
      config: { access, body: { files: 0 }, docs: { noBody: true, response: { 204: z.null() } } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // locked, so a file moved in meanwhile cannot slip past the emptiness check
        const [row] = await queryRows<Folder>(
          tx,
          sql`select id, parent_id, name from file_folders where id = ${id} for update`,
        );
        if (!row) throw new AppError(404, apiMessages.notFound);
        const [counts] = await queryRows<{ folders: number; files: number }>(
          tx,
          sql`select (select count(*) from file_folders where parent_id = ${id})::int as folders,
                     (select count(*) from files where folder_id = ${id})::int as files`,
        );
        const folders = Number(counts?.folders ?? 0);
        const filesIn = Number(counts?.files ?? 0);
        if (folders + filesIn > 0)
          throw new AppError(422, m.folderNotEmpty(folders, filesIn), { id: [m.folderNotEmpty(folders, filesIn)] });
        await tx.execute(sql`delete from file_folders where id = ${id}`).catch((error: unknown) => {
          // something was put into it after the count: still not empty
          if (isForeignKeyViolation(error)) throw new AppError(422, m.folderNotEmpty(folders, filesIn + 1));
          throw error;
        });
        const before = { name: row.name, parent_id: row.parent_id === null ? null : Number(row.parent_id) };
        await writeAudit(tx, request.user, [
          {
            resource: folderAudit,
            recordId: id,
            action: 'delete',
            changes: diffChanges(['name', 'parent_id'], before, null),
          },
        ]);
      });
      return reply.status(204).send();
    },
  );
}
