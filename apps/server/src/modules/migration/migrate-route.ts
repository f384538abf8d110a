import { apiMessages, type CategoryMigrationParams, categoryMigrationJobKind, migrateSchema } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf, userOf } from '../../crud/route-params.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { registerJobKind, startJob } from '../../jobs/jobs.ts';
import { planMigration } from './plan.ts';
import { runCategoryMigration } from './run.ts';
import { categoriesByIds } from './sources.ts';

const started = z.object({ data: z.object({ id: z.number().int(), kind: z.string() }) });

/**
 * POST /api/categories/{id}/migrate: checks the mapping as the preview does (a bad one is a 422
 * before anything is queued), fixes it in the job's params and starts the job.
 */
export async function migrateRoute(app: FastifyInstance, opts: { db: Db; scope: string }): Promise<void> {
  const { db } = opts;
  registerJobKind(categoryMigrationJobKind, runCategoryMigration);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/categories/:id/migrate',
    {
      schema: { summary: 'Перенести товари категорії в іншу (завдання)', tags: ['categories'], body: migrateSchema },
      config: { access: { scope: opts.scope }, body: { files: 0 }, docs: { response: { 202: started } } },
    },
    async (request, reply) => {
      const source = idOf(request);
      // the category of the path is the resource addressed: missing, it is a 404 as anywhere else
      if (!(await categoriesByIds(db, [source])).has(source)) throw new AppError(404, apiMessages.notFound);
      const plan = await planMigration(db, { ...request.body, source });
      const params: CategoryMigrationParams = {
        source,
        target: plan.target.id,
        include_subcategories: plan.include_subcategories,
        attributes: plan.attributes.map((s) => ({ from: s.from.id, to: s.to?.id ?? null })),
        values: plan.values.map((s) => ({ from: s.from.id, to: s.to?.id ?? null })),
        source_title: plan.source.title,
        target_title: plan.target.title,
      };
      const job = await startJob(db, categoryMigrationJobKind, params, userOf(request).id);
      return reply.status(202).send({ data: { id: job.id, kind: categoryMigrationJobKind } });
    },
  );
}
