import { z } from 'zod';

/** A job as GET /api/jobs/{id} answers it, for /api/docs (routes.ts JobView). */
export const jobDoc = z.object({
  id: z.number().int(),
  kind: z.string().describe('products-import, category-migration…'),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  result: z.unknown().describe('звіт завершеного завдання, за його видом'),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  error_count: z.number().int(),
  user_id: z.number().int().nullable(),
  params: z.unknown(),
  created_at: z.iso.datetime().nullable(),
  started_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
});
export const jobDocs = {
  list: {
    querystring: z.object({
      mine: z.enum(['1']).optional().describe('власник: лише свої'),
      kind: z.string().max(100).optional(),
    }),
    response: { 200: z.object({ data: z.array(jobDoc) }) },
  },
  one: { response: { 200: z.object({ data: jobDoc }) } },
};
