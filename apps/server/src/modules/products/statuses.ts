import { products } from '@kramar/contract/resources/products.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Where a product stands for a buyer, as the reader's language names it (a list-only directory). */
const names = {
  uk: {
    in_stock: 'В наявності',
    to_order: 'Під замовлення',
    out_of_stock: 'Немає в наявності',
    expected: 'Очікується',
    discontinued: 'Знято з виробництва',
  },
  en: {
    in_stock: 'In stock',
    to_order: 'To order',
    out_of_stock: 'Out of stock',
    expected: 'Expected',
    discontinued: 'Discontinued',
  },
} as const;

// the codes of the contract's availability field (productStatuses)
const codes = products.fields.availability.options;
const listOf = (language: keyof typeof names) => codes.map((id) => ({ id, name: names[language][id] }));
const lists = { uk: listOf('uk'), en: listOf('en') };

/** GET /api/product_statuses (SPEC §7: list only), for anyone who may read products. */
export function productStatusRoutes(app: FastifyInstance): void {
  app.get(
    '/product_statuses',
    {
      schema: { summary: 'Статуси наявності товару', tags: ['products'] },
      config: {
        access: { scope: 'products.show' },
        docs: { response: { 200: z.object({ data: z.array(z.object({ id: z.enum(codes), name: z.string() })) }) } },
      },
    },
    async (request) => ({ data: request.language === 'en' ? lists.en : lists.uk }),
  );
}
