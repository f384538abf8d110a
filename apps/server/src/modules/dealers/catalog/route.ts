import { apiMessages, fieldMessages } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseId } from '../../../crud/engine.ts';
import { userOf } from '../../../crud/route-params.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { catalogFacets } from './facets.ts';
import { catalogPage, catalogSorts, fewLeft, maxPerPage, parseCatalogQuery } from './query.ts';

const itemDoc = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  picture: z.string().nullable().describe('перше фото товару'),
  retail: z.number().int().describe('роздрібна ціна, копійки'),
  price: z.number().int().describe('ціна дилера за одиницю для цього робочого простору, копійки'),
  tiers: z
    .array(z.object({ min_quantity: z.number().int(), price: z.number().int() }))
    .describe('ціна за одиницю від такої кількості'),
  availability: z.enum(['in_stock', 'few', 'to_order']).describe(`few — ${fewLeft} шт. або менше`),
  stock: z.number().int().nullable().describe('точний залишок, якщо налаштування дилерських замовлень це дозволяють'),
});

const facetsDocs = {
  querystring: z.object({ workspace: z.string().describe('робочий простір (обов’язково)') }),
  response: {
    200: z.object({
      data: z.object({
        categories: z.array(
          z.object({
            id: z.number().int(),
            title: z.string(),
            parent: z.number().int().nullable(),
            depth: z.number().int(),
          }),
        ),
        brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    }),
  },
};

const catalogDocs = {
  querystring: z.object({
    workspace: z.string().describe('робочий простір, для якого рахувати ціни (обов’язково)'),
    page: z.string().optional(),
    per_page: z.string().optional().describe(`до ${maxPerPage}`),
    sort: z
      .enum(Object.keys(catalogSorts) as [string, ...string[]])
      .optional()
      .describe('типово name'),
    search: z.string().optional().describe('назва або артикул'),
    'filter[category]': z.string().optional().describe('категорія з усім її піддеревом'),
    'filter[brand]': z.string().optional().describe('бренди через кому'),
    'filter[in_stock]': z.string().optional().describe('1 — лише в наявності'),
    'filter[price_min]': z.string().optional().describe('від ціни дилера, копійки'),
    'filter[price_max]': z.string().optional().describe('до ціни дилера, копійки'),
  }),
  response: {
    200: z.object({
      data: z.array(itemDoc),
      meta: z.object({
        current_page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
        last_page: z.number().int(),
      }),
    }),
  },
};

/**
 * GET /api/dealers/catalog (issue 29): the products a workspace's price group may see, at the
 * dealer's price for that workspace. A workspace the caller does not reach answers 404, as one
 * that does not exist; staff holding the scope may look through any workspace's eyes.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.get(
    '/',
    {
      schema: { summary: 'Каталог дилера: товари, які бачить його цінова група, за цінами дилера', tags: ['dealers'] },
      config: { access: { scope: 'dealer.dashboard', dealer: true }, docs: catalogDocs },
    },
    async (request, reply) => {
      const q = parseCatalogQuery(request.query as Record<string, unknown>);
      const page = await catalogPage(db, userOf(request), q);
      if (!page) throw new AppError(404, apiMessages.notFound);
      const meta = {
        current_page: q.page,
        per_page: q.perPage,
        total: page.total,
        last_page: Math.max(1, Math.ceil(page.total / q.perPage)),
      };
      // the items are JSON already (stored-page.ts): sent on as text
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"data":${page.items},"meta":${JSON.stringify(meta)}}`);
    },
  );
  app.get(
    '/facets',
    {
      schema: { summary: 'Категорії й бренди для фільтрів каталогу дилера', tags: ['dealers'] },
      config: { access: { scope: 'dealer.dashboard', dealer: true }, docs: facetsDocs },
    },
    async (request) => {
      const workspace = parseId((request.query as Record<string, unknown>).workspace);
      if (workspace === null) throw validationError({ workspace: [fieldMessages.reference] });
      const facets = await catalogFacets(db, userOf(request), workspace);
      if (!facets) throw new AppError(404, apiMessages.notFound);
      return { data: facets };
    },
  );
}
