import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { readDealerOrderSettings } from './settings.ts';

const statusesDocs = {
  response: {
    200: z.object({
      data: z.object({
        statuses: z.array(
          z.object({
            id: z.number().int(),
            title: z.string(),
            color: z.string(),
            cancellable: z.boolean().describe('дилер може скасувати замовлення в цьому статусі'),
          }),
        ),
        payment_methods: z.array(z.string()).describe('умови оплати, які пропонують дилерам'),
      }),
    }),
  },
};

/**
 * GET /api/dealers/orders/statuses: what a dealer's screens need of the staff's settings without
 * reading them: the order statuses (a list's filter, a status's colour), in which of them the
 * dealer may still cancel, and the payment terms offered.
 */
export function dealerOrderStatusesRoute(app: FastifyInstance, db: Db): void {
  app.get(
    '/statuses',
    {
      schema: { summary: 'Статуси замовлень і умови оплати для дилера', tags: ['dealers/orders'] },
      config: { access: { scope: 'dealer.dashboard', dealer: true }, docs: statusesDocs },
    },
    async () => {
      const settings = await readDealerOrderSettings(db);
      const cancellable = settings.cancel_status_id === null ? [] : settings.cancel_status_ids;
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select id, title, color from order_statuses order by position, id`,
      );
      return {
        data: {
          statuses: rows.map((r) => ({
            id: Number(r.id),
            title: String(r.title),
            color: String(r.color),
            cancellable: cancellable.includes(Number(r.id)),
          })),
          payment_methods: settings.payment_methods,
        },
      };
    },
  );
}
