import { apiMessages, readScope, writeScope } from '@kramar/contract';
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ResourceHooks, type ResourceRoutesContext, registerResourceHooks } from '../../crud/hooks.ts';
import { userOf } from '../../crud/route-params.ts';
import { queryRows } from '../../db/client.ts';
import { announceChange } from '../../db/notify.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { importRedirects } from './import.ts';
import { readImportFile } from './import-file.ts';
import { refuseLoops } from './loops.ts';
import { redirectMessages } from './messages.ts';
import { invalidateRedirects, type Redirect, RedirectCache, trackCache } from './redirect-cache.ts';

const redirectDoc = z.object({ from_path: z.string(), target: z.string(), code: z.string() });
const redirectDocs = {
  resolve: {
    querystring: z.object({ path: z.string().max(2000).describe('шлях сайту, з / на початку') }),
    response: { 200: z.object({ data: redirectDoc }) },
  },
  clearCache: {
    noBody: true as const,
    response: { 200: z.object({ data: z.object({ cleared: z.literal(true), entries: z.number().int() }) }) },
  },
  import: {
    body: z.object({ file: z.string().describe('CSV: from_path, target, code; до 5 МБ і 100 000 рядків') }),
    response: {
      200: z.object({
        data: z.object({
          created: z.number().int(),
          updated: z.number().int(),
          unchanged: z.number().int(),
          failed: z.number().int(),
          rows: z.array(
            z.object({
              row: z.number().int(),
              from_path: z.string(),
              status: z.enum(['created', 'updated', 'unchanged', 'failed']),
              errors: z.record(z.string(), z.array(z.string())).optional(),
            }),
          ),
        }),
      }),
    },
  },
};

/** SPEC §7 extras of redirect-urls: import, clear-cache, and the resolver the shop's site asks. */
function redirectRoutes(app: FastifyInstance, { resource, table, db }: ResourceRoutesContext): void {
  const read = { access: { scope: readScope(resource) } };
  const write = { access: { scope: writeScope(resource) } };
  const tags = [resource.name];
  const name = sql.identifier(getTableName(table));
  const cache = new RedirectCache(() => queryRows<Redirect>(db, sql`select from_path, target, code from ${name}`));
  const untrack = trackCache(cache);
  app.addHook('onClose', async () => {
    untrack();
  });
  // Every write of this scope (saves, deletes, imports) has committed by the time its answer is
  // sent: forgetting the map here means no lookup can reload what the transaction had not yet made visible.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) cache.clear();
  });

  app.get(
    '/resolve',
    { schema: { summary: 'Куди веде стара адреса сайту', tags }, config: { ...read, docs: redirectDocs.resolve } },
    async (request) => {
      const path = (request.query as { path?: unknown }).path;
      if (typeof path !== 'string' || !/^\/\S*$/.test(path) || path.length > 2000) {
        throw validationError({ path: [redirectMessages.pathRequired] });
      }
      const found = await cache.resolve(path);
      if (!found) throw new AppError(404, apiMessages.notFound);
      return { data: found };
    },
  );

  app.post(
    '/clear-cache',
    { schema: { summary: 'Очистити кеш переадресацій', tags }, config: { ...write, docs: redirectDocs.clearCache } },
    async () => {
      const entries = cache.clear();
      // and every other instance's: nothing was written, so no trigger tells them
      await announceChange(db, getTableName(table));
      return { data: { cleared: true, entries } };
    },
  );

  app.post(
    '/import',
    {
      schema: { summary: 'Імпорт переадресацій з CSV', tags, consumes: ['multipart/form-data'] },
      config: { ...write, docs: redirectDocs.import },
    },
    async (request) => {
      const candidates = await readImportFile(resource, request.body);
      const report = await importRedirects(db, resource, table, userOf(request), candidates);
      invalidateRedirects();
      return { data: report };
    },
  );
}

const hooks: ResourceHooks = {
  beforeSave: refuseLoops,
  afterSave: invalidateRedirects,
  extraRoutes: redirectRoutes,
};

/** Plugs redirects into the generic engine; call before the CRUD routes are built. */
export const registerRedirects = (): void => registerResourceHooks('redirect-urls', hooks);
