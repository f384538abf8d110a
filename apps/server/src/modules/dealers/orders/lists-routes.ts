import type { FastifyInstance } from 'fastify';
import { idOf, userOf } from '../../../crud/route-params.ts';
import type { Db } from '../../../db/client.ts';
import { parseLines } from './draft.ts';
import { createList, deleteList, listLists, listName, listToDraft, showList, updateList } from './lists.ts';
import { orderListDocs as docs } from './lists-docs.ts';
import { workspaceParam } from './workspace.ts';

const tags = ['dealers/orders'];
const access = { scope: 'dealer.dashboard', dealer: true as const };
type Body = Record<string, unknown> | null;

/** /api/dealers/orders/lists: a workspace's saved assortments, each turned into a draft at today's prices. */
export function orderListRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/lists',
    { schema: { summary: 'Списки замовлень (збережені асортименти)', tags }, config: { access, docs: docs.list } },
    async (request) => ({ data: await listLists(db, userOf(request), request.query as Record<string, unknown>) }),
  );
  app.post(
    '/lists',
    {
      schema: { summary: 'Зберегти чернетку робочого простору як іменований список', tags },
      config: { access, docs: docs.create },
    },
    async (request, reply) => {
      const body = request.body as Body;
      const workspace = workspaceParam(body);
      const name = listName(body);
      const user = userOf(request);
      const id = await createList(db, user, workspace, name);
      return reply.status(201).send({ data: await showList(db, user, id) });
    },
  );
  app.get(
    '/lists/:id',
    { schema: { summary: 'Список замовлення за сьогоднішніми цінами', tags }, config: { access, docs: docs.show } },
    async (request) => ({ data: await showList(db, userOf(request), idOf(request)) }),
  );
  app.put(
    '/lists/:id',
    { schema: { summary: 'Перейменувати список (і замінити рядки)', tags }, config: { access, docs: docs.update } },
    async (request) => {
      const body = request.body as Body;
      const name = listName(body);
      const lines = body?.lines === undefined ? null : parseLines(body.lines);
      const user = userOf(request);
      await updateList(db, user, idOf(request), name, lines);
      return { data: await showList(db, user, idOf(request)) };
    },
  );
  app.delete(
    '/lists/:id',
    { schema: { summary: 'Видалити список', tags }, config: { access, docs: docs.remove } },
    async (request, reply) => {
      await deleteList(db, userOf(request), idOf(request));
      return reply.status(204).send();
    },
  );
  app.post(
    '/lists/:id/to-draft',
    {
      schema: { summary: 'Зробити список чернеткою (замінює її) за сьогоднішніми цінами', tags },
      config: { access, docs: docs.toDraft },
    },
    async (request) => {
      const draft = await listToDraft(db, userOf(request), idOf(request));
      return { data: { ...draft, lines: draft.lines.map(({ stock: _, ...line }) => line) } };
    },
  );
}
