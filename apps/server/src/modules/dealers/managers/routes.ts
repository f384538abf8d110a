import { apiMessages, dealerManagers as resource } from '@kramar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bodyDoc, listQueryDoc, optionsDoc } from '../../../crud/route-docs.ts';
import { idOf, userOf } from '../../../crud/route-params.ts';
import { updateVersion } from '../../../crud/versions.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { findManager, listManagers, selectManagers } from './queries.ts';
import { createManager, updateManager } from './writes.ts';

const managerDoc = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  job_title: z.string().nullable().describe('посада в компанії дилера'),
  workspaces: z.array(z.number().int()).describe('робочі простори, від яких діє менеджер'),
  active: z.boolean(),
  last_sign_in_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
const oneDoc = z.object({ data: managerDoc });
const listDoc = z.object({
  data: z.array(managerDoc),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
const selectQuery = z.object({ search: z.string().max(100).optional() });

const tags = ['dealers-managers'];
// the principal's (who holds the scope) as much as staff's: each query keeps to the caller's company
const dealerRoute = { access: { scope: resource.scope, dealer: true as const } };

/** /api/dealers-managers (SPEC §7 `dealers-managers` with `select`). */
export async function managerRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.get(
    '/',
    {
      schema: {
        summary: 'Менеджери дилерів: персонал бачить усіх, керівник дилера — своїх',
        description: 'page, per_page, sort, search (ім’я, e-mail), filter[dealer_id], filter[active]',
        tags,
      },
      config: { ...dealerRoute, docs: { querystring: listQueryDoc(resource), response: { 200: listDoc } } },
    },
    (request) => listManagers(db, userOf(request), request.query as Record<string, unknown>),
  );
  app.get(
    '/select',
    {
      schema: { summary: 'Менеджери дилера для вибору', tags },
      config: { ...dealerRoute, docs: { querystring: selectQuery, response: { 200: optionsDoc } } },
    },
    (request) => {
      const search = (request.query as { search?: unknown }).search;
      return selectManagers(db, userOf(request), typeof search === 'string' ? search.trim().slice(0, 100) : '');
    },
  );
  app.get(
    '/:id',
    { schema: { summary: 'Менеджер дилера', tags }, config: { ...dealerRoute, docs: { response: { 200: oneDoc } } } },
    async (request) => {
      const found = await findManager(db, userOf(request), idOf(request));
      if (!found) throw new AppError(404, apiMessages.notFound);
      return { data: found };
    },
  );
  app.post(
    '/',
    {
      schema: { summary: 'Запросити менеджера: лист зі встановленням пароля', tags },
      config: { ...dealerRoute, docs: { body: bodyDoc(resource, 'create'), response: { 201: oneDoc } } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createManager(db, request.server.mail, userOf(request), request.body) }),
  );
  const update = async (request: FastifyRequest) => {
    const { body, version } = updateVersion(request);
    return { data: await updateManager(db, userOf(request), idOf(request), body, version) };
  };
  const updateDocs = { body: bodyDoc(resource, 'update'), response: { 200: oneDoc } };
  app.put(
    '/:id',
    { schema: { summary: 'Змінити менеджера дилера', tags }, config: { ...dealerRoute, docs: updateDocs } },
    update,
  );
  app.patch(
    '/:id',
    { schema: { summary: 'Змінити частину даних менеджера', tags }, config: { ...dealerRoute, docs: updateDocs } },
    update,
  );
}
