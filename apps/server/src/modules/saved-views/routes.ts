import {
  apiMessages,
  type CurrentUser,
  can,
  fieldMessages,
  type ResourceDef,
  readScope,
  type SavedView,
  savedViewCreateSchema,
  savedViewLimits,
  savedViewMessages,
  savedViewUpdateSchema,
} from '@kramar/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { savedViews } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';

type Row = typeof savedViews.$inferSelect;

const shape = (row: Row, user: CurrentUser): SavedView => ({
  id: row.id,
  resource: row.resource,
  name: row.name,
  query: row.query,
  columns: row.columns ?? null,
  shared: row.shared,
  mine: row.user_id === user.id,
});

const viewDoc = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  query: z.string().describe('рядок запиту списку: sort, filter[…], search'),
  columns: z.array(z.string()).nullable(),
  shared: z.boolean(),
  mine: z.boolean().describe('вигляд цього користувача: він може його змінити чи видалити'),
});
const oneView = { data: viewDoc };

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The columns a list can show: its fields, the id and the time of the last change. */
function unknownColumns(resource: ResourceDef, columns: readonly string[] | null | undefined): boolean {
  return (columns ?? []).some((c) => c !== 'id' && c !== 'updated_at' && !(c in resource.fields));
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown; cause?: { code?: unknown } }).code === '23505' ||
  (error as { cause?: { code?: unknown } }).cause?.code === '23505';

/**
 * /api/saved-views: the named views of a list (issue 12 point 15). A user sees their own and the
 * shared ones of the lists they may read; changes only their own; an owner shares with everyone
 * and may remove any shared view.
 */
export async function savedViewRoutes(
  app: FastifyInstance,
  opts: { db: Db; resources: readonly ResourceDef[] },
): Promise<void> {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byName = new Map(opts.resources.map((r) => [r.name, r]));
  const tags = ['saved-views'];
  const user = (request: { user: CurrentUser | null }): CurrentUser => {
    if (!request.user) throw new AppError(401, apiMessages.unauthenticated);
    return request.user;
  };
  /** The resource, if it exists and the user may read it: views of a list one cannot open are none of theirs. */
  const readable = (name: string, reader: CurrentUser): ResourceDef => {
    const resource = byName.get(name);
    if (!resource) throw validationError({ resource: [savedViewMessages.resource] });
    if (!can(reader, readScope(resource))) throw new AppError(403, apiMessages.forbidden);
    return resource;
  };
  /** A view the user can see, or 404: another user's private view does not exist for them. */
  const visible = async (id: number, reader: CurrentUser): Promise<Row> => {
    const [row] = await db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), or(eq(savedViews.user_id, reader.id), eq(savedViews.shared, true))));
    if (!row || !byName.has(row.resource)) throw new AppError(404, apiMessages.notFound);
    readable(row.resource, reader);
    return row;
  };
  /** A name the user already gave a view of this list is their mistake, said at the field. */
  const named = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ name: [savedViewMessages.nameTaken] });
      throw error;
    }
  };

  api.get(
    '/saved-views',
    {
      schema: {
        summary: 'Збережені вигляди списку',
        tags,
        querystring: z.object({ resource: z.string({ error: savedViewMessages.resource }) }),
      },
      config: { access: 'user', docs: { response: { 200: z.object({ data: z.array(viewDoc) }) } } },
    },
    async (request) => {
      const reader = user(request);
      const resource = readable(request.query.resource, reader);
      const rows = await db
        .select()
        .from(savedViews)
        .where(
          and(
            eq(savedViews.resource, resource.name),
            or(eq(savedViews.user_id, reader.id), eq(savedViews.shared, true)),
          ),
        )
        .orderBy(asc(savedViews.id));
      return { data: rows.map((row) => shape(row, reader)) };
    },
  );

  api.post(
    '/saved-views',
    {
      schema: { summary: 'Зберегти вигляд списку', tags, body: savedViewCreateSchema },
      config: { access: 'user', docs: { response: { 201: z.object(oneView) } } },
    },
    async (request, reply) => {
      const reader = user(request);
      const input = request.body;
      const resource = readable(input.resource, reader);
      if (input.shared && !reader.owner) throw validationError({ shared: [savedViewMessages.shareOwner] });
      if (unknownColumns(resource, input.columns)) throw validationError({ columns: [fieldMessages.unknown] });
      const created = await named(() =>
        db.transaction(async (tx) => {
          // one user's saves are counted one after another, so two tabs cannot pass the cap together
          await tx.execute(sql`select pg_advisory_xact_lock(${reader.id}, hashtext(${resource.name}))`);
          const [{ count = 0 } = {}] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(savedViews)
            .where(and(eq(savedViews.user_id, reader.id), eq(savedViews.resource, resource.name)));
          if (count >= savedViewLimits.perUser) {
            throw validationError({ name: [savedViewMessages.tooMany(savedViewLimits.perUser)] });
          }
          const [row] = await tx
            .insert(savedViews)
            .values({
              user_id: reader.id,
              resource: resource.name,
              name: input.name,
              query: input.query,
              columns: input.columns,
              shared: input.shared,
            })
            .returning();
          return row as Row;
        }),
      );
      return reply.status(201).send({ data: shape(created, reader) });
    },
  );

  api.patch(
    '/saved-views/:id',
    {
      schema: { summary: 'Змінити вигляд списку', tags, params: idParams, body: savedViewUpdateSchema },
      config: { access: 'user', docs: { response: { 200: z.object(oneView) } } },
    },
    async (request) => {
      const reader = user(request);
      const row = await visible(request.params.id, reader);
      if (row.user_id !== reader.id) throw new AppError(403, savedViewMessages.notYours);
      const input = request.body;
      if (input.shared && !reader.owner) throw validationError({ shared: [savedViewMessages.shareOwner] });
      const resource = readable(row.resource, reader);
      if (unknownColumns(resource, input.columns)) throw validationError({ columns: [fieldMessages.unknown] });
      const [updated] = await named(() =>
        db
          .update(savedViews)
          .set({ ...input, updated_at: sql`now()` })
          .where(eq(savedViews.id, row.id))
          .returning(),
      );
      return { data: shape(updated as Row, reader) };
    },
  );

  api.delete(
    '/saved-views/:id',
    {
      schema: { summary: 'Видалити вигляд списку', tags, params: idParams },
      config: { access: 'user', docs: { response: { 200: z.object(oneView) } } },
    },
    async (request) => {
      const reader = user(request);
      const row = await visible(request.params.id, reader);
      if (row.user_id !== reader.id && !(row.shared && reader.owner)) {
        throw new AppError(403, savedViewMessages.notYours);
      }
      await db.delete(savedViews).where(eq(savedViews.id, row.id));
      return { data: shape(row, reader) };
    },
  );
}
