import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Seller } from '../../seller.ts';

const sellerDoc = z.object({
  name: z.string(),
  edrpou: z.string().describe('код ЄДРПОУ (або ІПН фізичної особи-підприємця)'),
  vat: z.string().nullable().describe('ІПН платника ПДВ, якщо є'),
  iban: z.string(),
  bank: z.string(),
  address: z.string(),
  phone: z.string(),
});

/**
 * GET /api/orders/seller: the shop's requisites (SELLER_* settings, seller.ts) that an order's
 * printed invoice names as the seller, the same the dealers' PDF invoices carry.
 */
export async function sellerRoutes(app: FastifyInstance, opts: { seller: Seller }): Promise<void> {
  app.get(
    '/seller',
    {
      schema: { summary: 'Реквізити продавця для рахунків', tags: ['orders'] },
      config: { access: { scope: 'orders.show' }, docs: { response: { 200: z.object({ data: sellerDoc }) } } },
    },
    async () => ({ data: opts.seller }),
  );
}
