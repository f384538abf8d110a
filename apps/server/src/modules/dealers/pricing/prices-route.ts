import { apiMessages, fieldMessages, readScope } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseId } from '../../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../../crud/hooks.ts';
import { idOf } from '../../../crud/route-params.ts';
import { queryRows, sqlList } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { groupSees } from './visibility.ts';

/** A page of a list at most: what a price group's screen checks at once. */
const maxProducts = 100;
const maxQuantity = 1_000_000;

const pricesDocs = {
  querystring: z.object({
    products: z.string().describe(`id товарів через кому, до ${maxProducts}`),
    quantity: z.string().optional().describe(`кількість одного товару, 1–${maxQuantity}; типово 1`),
    at: z.iso.datetime({ offset: true }).optional().describe('момент, на який рахувати ціну; типово зараз'),
  }),
  response: {
    200: z.object({
      data: z.array(
        z.object({
          product: z.number().int(),
          retail: z.number().int().describe('роздрібна ціна, копійки'),
          price: z.number().int().describe('ціна дилера за одиницю, копійки'),
          visible: z.boolean().describe('чи бачать товар дилери групи (її видимі категорії та бренди)'),
        }),
      ),
    }),
  },
};

interface PricesQuery {
  products: number[];
  quantity: number;
  at: string;
}

function parsePricesQuery(query: Record<string, unknown>): PricesQuery {
  const errors: Record<string, string[]> = {};
  const ids = typeof query.products === 'string' ? query.products.split(',').map((s) => parseId(s.trim())) : [];
  if (ids.length === 0 || ids.some((id) => id === null)) errors.products = [fieldMessages.reference];
  else if (ids.length > maxProducts) errors.products = [fieldMessages.items(maxProducts)];
  const quantity = query.quantity === undefined ? 1 : Number(query.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
    errors.quantity = [quantity > maxQuantity ? fieldMessages.max(maxQuantity) : fieldMessages.min(1)];
  }
  const at = query.at === undefined ? new Date().toISOString() : query.at;
  if (typeof at !== 'string' || !z.iso.datetime({ offset: true }).safeParse(at).success) {
    errors.at = [fieldMessages.datetime];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { products: [...new Set(ids as number[])], quantity, at: at as string };
}

/**
 * GET /api/price-groups/{id}/prices?products=&quantity=&at=: what the group's dealers pay for these
 * products, from the same `dealer_price` the dealer catalogue and orders read, so the staff screen
 * shows exactly what a dealer will be charged, and whether the group's dealers see the product at
 * all. Products that do not exist are left out.
 */
export function pricesRoute(app: FastifyInstance, { resource, db }: ResourceRoutesContext): void {
  app.get(
    '/:id/prices',
    {
      schema: { summary: 'Ціни дилера в цій групі для обраних товарів', tags: [resource.name] },
      config: { access: { scope: readScope(resource) }, docs: pricesDocs },
    },
    async (request) => {
      const group = idOf(request);
      const q = parsePricesQuery(request.query as Record<string, unknown>);
      const rows = await queryRows<{ product: unknown; retail: unknown; price: unknown; visible: boolean }>(
        db,
        sql`select p.id as product, p.price as retail, d.price, ${groupSees(sql`p`, sql`g.id`)} as visible
          from price_groups g join products p on p.id in (${sqlList(q.products)})
          cross join lateral dealer_price(p.id, g.id, ${q.quantity}::integer, ${q.at}::timestamptz) as d(price)
          where g.id = ${group} order by p.id`,
      );
      if (rows.length === 0) {
        const [found] = await queryRows(db, sql`select 1 from price_groups where id = ${group}`);
        if (!found) throw new AppError(404, apiMessages.notFound);
      }
      return {
        data: rows.map((r) => ({
          product: Number(r.product),
          retail: Number(r.retail),
          price: Number(r.price),
          visible: r.visible,
        })),
      };
    },
  );
}
