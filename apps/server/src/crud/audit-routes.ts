import { apiMessages, can, defineMessages, type ResourceDef, readScope } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError, validationError } from '../http/errors.ts';
import { auditEntries } from './audit-log.ts';

const messages = defineMessages(
  { resource: 'Невідомий розділ.', id: 'Некоректний ідентифікатор запису.' },
  { resource: 'Unknown section.', id: 'Invalid record id.' },
);

const auditQueryDoc = z.object({ resource: z.string().describe('назва розділу API'), id: z.number().int().positive() });
const auditDoc = z.object({
  data: z
    .array(
      z.object({
        id: z.number().int(),
        resource: z.string(),
        record_id: z.number().int(),
        action: z.enum(['create', 'update', 'delete', 'batch-status', 'batch-delete', 'import', 'reorder']),
        user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        changes: z
          .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
          .describe('лише змінені поля'),
        created_at: z.iso.datetime(),
      }),
    )
    .describe('новіші спершу, до 100'),
});

/** GET /api/audit?resource=&id=: the history of one record, for whoever may read that resource. */
export async function auditRoutes(
  app: FastifyInstance,
  opts: { db: Db; resources: readonly ResourceDef[] },
): Promise<void> {
  const byName = new Map(opts.resources.map((r) => [r.name, r]));
  app.get(
    '/audit',
    {
      schema: { summary: 'Історія змін запису', tags: ['audit'] },
      // the scope depends on the resource asked for, so it is checked in the handler
      config: { access: 'user', docs: { querystring: auditQueryDoc, response: { 200: auditDoc } } },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const resource = typeof query.resource === 'string' ? byName.get(query.resource) : undefined;
      const id = typeof query.id === 'string' && /^\d{1,15}$/.test(query.id) ? Number(query.id) : undefined;
      const errors: Record<string, string[]> = {};
      if (!resource) errors.resource = [messages.resource];
      if (id === undefined || id < 1) errors.id = [messages.id];
      if (!resource || id === undefined || Object.keys(errors).length) throw validationError(errors);
      if (!can(request.user, readScope(resource))) throw new AppError(403, apiMessages.forbidden);
      return { data: await auditEntries(opts.db, resource.name, id) };
    },
  );
}
