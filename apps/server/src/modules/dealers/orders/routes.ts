import { apiMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idOf, userOf } from '../../../crud/route-params.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import type { Seller } from '../../../seller.ts';
import { cancelDealerOrder, reorder } from './actions.ts';
import { dealerOrderDocs as docs } from './docs.ts';
import { type Draft, parseLines, readDraft, writeLines } from './draft.ts';
import { invoicePdf } from './invoice.ts';
import { orderListRoutes } from './lists-routes.ts';
import { placeDraft } from './place.ts';
import { findDealerOrder, invoiceData, listDealerOrders } from './queries.ts';
import { quickCheck } from './quick.ts';
import { maxQuickFileBytes, quickTextOfFile } from './quick-file.ts';
import { dealerOrderSettingsRoutes } from './settings-routes.ts';
import { dealerOrderStatusesRoute } from './statuses-route.ts';
import { orderingSpace, workspaceParam } from './workspace.ts';

const tags = ['dealers/orders'];
// a dealer's route as much as staff's: every query keeps to the workspaces the caller reaches
const access = { scope: 'dealer.dashboard', dealer: true as const };

/** The draft as answered: the stock a line holds is for placing's check, not for the dealer. */
const sqlDeleteDraft = (workspace: number) => sql`delete from dealer_draft_lines where workspace_id = ${workspace}`;

const answer = (draft: Draft) => ({ data: { ...draft, lines: draft.lines.map(({ stock: _, ...line }) => line) } });

/** /api/dealers/orders (issue 29; SPEC §7 `dealers/orders` with `settings`). */
export async function dealerOrderRoutes(
  app: FastifyInstance,
  opts: { db: Db; seller: Seller; shopTimeZone: string },
): Promise<void> {
  const { db } = opts;
  dealerOrderSettingsRoutes(app, db);
  dealerOrderStatusesRoute(app, db);
  orderListRoutes(app, db);

  app.get(
    '/draft',
    { schema: { summary: 'Чернетка замовлення робочого простору', tags }, config: { access, docs: docs.draft } },
    async (request) => {
      const space = await orderingSpace(db, userOf(request), workspaceParam(request.query));
      return answer(await readDraft(db, space));
    },
  );
  const writeDraft = (mode: 'add' | 'set') => async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    const workspace = workspaceParam(body);
    const lines = parseLines(body?.lines);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const space = await orderingSpace(tx, userOf(request), workspace, true);
      if (mode === 'set') await tx.execute(sqlDeleteDraft(space.id));
      await writeLines(tx, space, lines, mode);
      return answer(await readDraft(tx, space));
    });
  };
  app.put(
    '/draft',
    {
      schema: { summary: 'Замінити рядки чернетки (кількість 0 прибирає рядок)', tags },
      config: { access, docs: docs.replaceDraft },
    },
    writeDraft('set'),
  );
  app.post(
    '/draft/lines',
    {
      schema: { summary: 'Додати товари до чернетки (кількості додаються)', tags },
      config: { access, docs: docs.addLines },
    },
    writeDraft('add'),
  );
  app.post(
    '/quick',
    {
      schema: { summary: 'Швидке замовлення: перевірити рядки «артикул кількість»', tags },
      config: { access, docs: docs.quick },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | null;
      return { data: await quickCheck(db, userOf(request), workspaceParam(body), body?.text) };
    },
  );
  app.post(
    '/quick/file',
    {
      schema: {
        summary: 'Швидке замовлення з файлу CSV або XLSX (поля workspace і file)',
        tags,
        consumes: ['multipart/form-data'],
      },
      config: { access, body: { files: 1, fileSize: maxQuickFileBytes }, docs: docs.quickFile },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | null;
      const workspace = workspaceParam(body);
      return { data: await quickCheck(db, userOf(request), workspace, await quickTextOfFile(body?.file)) };
    },
  );
  app.post(
    '/',
    {
      schema: { summary: 'Оформити чернетку як замовлення за цінами дилера на цей момент', tags },
      config: { access, docs: docs.place },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const user = userOf(request);
      const id = await placeDraft(db, user, workspaceParam(body), body);
      return reply.status(201).send({ data: await findDealerOrder(db, user, id) });
    },
  );
  app.get(
    '/',
    {
      schema: {
        summary: 'Замовлення дилера: дилер бачить свої, менеджер — своїх робочих просторів, персонал — усі',
        tags,
      },
      config: { access, docs: docs.list },
    },
    (request) => listDealerOrders(db, userOf(request), request.query as Record<string, unknown>),
  );
  app.get(
    '/:id',
    { schema: { summary: 'Замовлення дилера', tags }, config: { access, docs: docs.show } },
    async (request) => {
      const found = await findDealerOrder(db, userOf(request), idOf(request));
      if (!found) throw new AppError(404, apiMessages.notFound);
      return { data: found };
    },
  );
  app.get(
    '/:id/invoice',
    {
      schema: { summary: 'Рахунок на оплату (PDF) з реквізитами постачальника й покупця', tags },
      config: { access, docs: docs.invoice },
    },
    async (request, reply) => {
      const data = await invoiceData(db, userOf(request), idOf(request));
      if (!data) throw new AppError(404, apiMessages.notFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="rakhunok-${data.number}.pdf"`)
        .send(await invoicePdf(data, opts.seller, opts.shopTimeZone));
    },
  );
  app.post(
    '/:id/cancel',
    {
      schema: { summary: 'Скасувати замовлення (поки статус це дозволяє)', tags },
      config: { access, docs: docs.cancel },
    },
    async (request) => ({ data: await cancelDealerOrder(db, userOf(request), idOf(request)) }),
  );
  app.post(
    '/:id/reorder',
    {
      schema: { summary: 'Повторити замовлення: нова чернетка за сьогоднішніми цінами', tags },
      config: { access, docs: docs.reorder },
    },
    async (request) => answer(await reorder(db, userOf(request), idOf(request))),
  );
}
