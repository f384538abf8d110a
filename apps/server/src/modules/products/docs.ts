import { z } from 'zod';
import { countDoc, idsBodyDoc } from '../../crud/route-docs.ts';

/** What /api/docs says of the product routes beyond the engine. */
const id = z.number().int().positive();
const idList = z.array(id).min(1).max(1000);

export const attributeSetDocs = {
  querystring: z.object({ category: id }),
  response: {
    200: z.object({
      data: z.array(
        z.object({
          attribute: id,
          required: z.boolean(),
          title: z.string(),
          code: z.string(),
          data_type: z.enum(['string', 'number', 'boolean', 'select', 'multiselect']),
          suffix: z.string().nullable().describe('одиниця виміру'),
          values: z.array(z.object({ id, title: z.string() })).describe('варіанти вибору'),
        }),
      ),
    }),
  },
};

export const productBatchDocs = {
  category: {
    body: idsBodyDoc.extend({ category: id }),
    response: { 200: countDoc('updated') },
  },
  additionalCategory: {
    body: idsBodyDoc.extend({
      categories: z.array(id).max(1000).describe('порожній список — лише з mode=replace: прибрати всі'),
      mode: z.enum(['add', 'remove', 'replace']).optional().describe('add, якщо не вказано'),
    }),
    response: { 200: countDoc('updated') },
  },
};

export const sandboxDocs = {
  approve: {
    body: z.object({ ids: idList }),
    response: {
      200: z.object({
        data: z.object({
          approved: z.array(z.object({ id, product_id: id })),
          failed: z
            .array(z.object({ id, name: z.string(), errors: z.record(z.string(), z.array(z.string())) }))
            .describe('ще не готові стати товаром: лишаються в пісочниці'),
        }),
      }),
    },
  },
  reject: {
    body: z.object({ ids: idList, note: z.string().max(1000).nullish().describe('причина, в історії змін') }),
    response: { 200: z.object({ data: z.object({ rejected: z.number().int().min(0) }) }) },
  },
};
