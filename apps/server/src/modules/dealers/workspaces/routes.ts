import { apiMessages, fieldMessages, dealerWorkspaces as resource } from '@kramar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bodyDoc, listQueryDoc } from '../../../crud/route-docs.ts';
import { idOf, userOf } from '../../../crud/route-params.ts';
import { updateVersion } from '../../../crud/versions.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { findWorkspace, listWorkspaces } from './queries.ts';
import { createWorkspace, setPriceGroup, updateWorkspace } from './writes.ts';

const workspaceDoc = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  name: z.string(),
  city: z.string(),
  street: z.string().nullable(),
  delivery_method: z.string(),
  np_branch: z.string().nullable(),
  phone: z.string().nullable(),
  price_group_id: z.number().int().nullable(),
  managers: z.array(z.number().int()).describe('менеджери дилера, що діють від цього робочого простору'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
const oneDoc = z.object({ data: workspaceDoc });
const listDoc = z.object({
  data: z.array(workspaceDoc),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
const priceGroupBody = z.object({
  price_group_id: z.number().int().positive().nullable().describe('null — роздрібні ціни'),
  updated_at: z.iso.datetime().optional().describe('версія запису, з якої почали: змінений відтоді — 409'),
});

const tags = ['dealers/workspaces'];
// a dealer's own route as much as staff's: each query keeps to what the caller may reach (scope.ts)
const dealerRoute = { access: { scope: 'dealer.dashboard', dealer: true as const } };

/** /api/dealers/workspaces (SPEC §7 `dealers/workspaces` with `{id}` and `{id}/price_group`). */
export async function workspaceRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.get(
    '/',
    {
      schema: {
        summary: 'Робочі простори дилерів: персонал бачить усі, дилер — свої',
        description: 'page, per_page, sort, search (назва, місто), filter[dealer_id], filter[price_group_id]',
        tags,
      },
      config: { ...dealerRoute, docs: { querystring: listQueryDoc(resource), response: { 200: listDoc } } },
    },
    (request) => listWorkspaces(db, userOf(request), request.query as Record<string, unknown>),
  );
  app.get(
    '/:id',
    { schema: { summary: 'Робочий простір', tags }, config: { ...dealerRoute, docs: { response: { 200: oneDoc } } } },
    async (request) => {
      const found = await findWorkspace(db, userOf(request), idOf(request));
      if (!found) throw new AppError(404, apiMessages.notFound);
      return { data: found };
    },
  );
  app.post(
    '/',
    {
      schema: { summary: 'Додати робочий простір (керівник дилера — своєму дилеру, персонал — будь-якому)', tags },
      config: { ...dealerRoute, docs: { body: bodyDoc(resource, 'create'), response: { 201: oneDoc } } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createWorkspace(db, userOf(request), request.body) }),
  );
  const update = async (request: FastifyRequest) => {
    const { body, version } = updateVersion(request);
    return { data: await updateWorkspace(db, userOf(request), idOf(request), body, version) };
  };
  const updateDocs = { body: bodyDoc(resource, 'update'), response: { 200: oneDoc } };
  app.put(
    '/:id',
    { schema: { summary: 'Змінити дані робочого простору', tags }, config: { ...dealerRoute, docs: updateDocs } },
    update,
  );
  app.patch(
    '/:id',
    {
      schema: { summary: 'Змінити частину даних робочого простору', tags },
      config: { ...dealerRoute, docs: updateDocs },
    },
    update,
  );
  app.put(
    '/:id/price_group',
    {
      schema: { summary: 'Призначити робочому простору цінову групу (лише персонал)', tags },
      config: {
        access: { scope: 'dealer.price_groups.edit' },
        docs: { body: priceGroupBody, response: { 200: oneDoc } },
      },
    },
    async (request) => {
      const { body, version } = updateVersion(request);
      const group = (body as { price_group_id?: unknown } | null)?.price_group_id;
      const valid = group === null || (typeof group === 'number' && Number.isSafeInteger(group) && group > 0);
      if (!valid) throw validationError({ price_group_id: [fieldMessages.reference] });
      return { data: await setPriceGroup(db, userOf(request), idOf(request), group as number | null, version) };
    },
  );
}
