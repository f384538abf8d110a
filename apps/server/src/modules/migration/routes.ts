import { type MigrationPreview, migratePreviewSchema } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { previewDoc } from './docs.ts';
import { migrationHistoryRoute } from './history.ts';
import { migrateRoute } from './migrate-route.ts';
import { planMigration } from './plan.ts';
import { previewMigration } from './preview.ts';

/** Reading a category's products is what a preview needs; moving them is an edit of the catalogue. */
export const migrationScopes = { preview: 'categories.show', migrate: 'categories.edit' } as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const autoQuery = z
  .object({ source: id, target: id, include_subcategories: z.enum(['0', '1', 'true', 'false']).optional() })
  .strict();

/**
 * Issue 9 "Migration" under /api/categories beside the engine's routes: the preview (GET: the
 * automatic mapping; POST: a mapping of the user's), starting the job, and the history.
 */
export async function migrationRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['categories'];
  const read = { access: { scope: migrationScopes.preview }, body: { files: 0 } };

  api.get(
    '/categories/migrate-preview',
    {
      schema: {
        summary: 'Автоматичне зіставлення й попередній перегляд міграції категорії',
        tags,
        querystring: autoQuery,
      },
      config: { ...read, docs: { response: { 200: previewDoc } } },
    },
    async (request): Promise<{ data: MigrationPreview }> => {
      const q = request.query;
      const include = q.include_subcategories === '1' || q.include_subcategories === 'true';
      const plan = await planMigration(db, {
        source: q.source,
        target: q.target,
        include_subcategories: include,
        attributes: [],
        values: [],
      });
      return { data: await previewMigration(db, plan) };
    },
  );

  api.post(
    '/categories/migrate-preview',
    {
      schema: {
        summary: 'Що перенесеться і що буде втрачено при міграції категорії',
        tags,
        body: migratePreviewSchema,
      },
      config: { ...read, docs: { response: { 200: previewDoc } } },
    },
    async (request): Promise<{ data: MigrationPreview }> => {
      const plan = await planMigration(db, request.body);
      return { data: await previewMigration(db, plan) };
    },
  );

  await migrateRoute(api, { db, scope: migrationScopes.migrate });
  await migrationHistoryRoute(api, { db, scope: migrationScopes.preview });
}
