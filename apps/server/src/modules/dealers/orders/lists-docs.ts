import { z } from 'zod';
import { draftDoc, draftLineDoc } from './docs.ts';

const list = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  workspace_name: z.string(),
  dealer_id: z.number().int(),
  name: z.string(),
  lines_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
const fullList = list.extend({
  lines: z.array(draftLineDoc),
  items_total: z.number().int().describe('сума доступних рядків за сьогоднішніми цінами дилера, копійки'),
});
const name = z.string().min(1).max(100);

/** OpenAPI of /api/dealers/orders/lists: saved assortments («мій тижневий асортимент»). */
export const orderListDocs = {
  list: {
    querystring: z.object({ workspace: z.string().optional().describe('лише списки цього робочого простору') }),
    response: { 200: z.object({ data: z.array(list) }) },
  },
  create: {
    body: z.object({ workspace: z.number().int(), name }).describe('зберігає поточну чернетку простору як список'),
    response: { 201: z.object({ data: fullList }) },
  },
  show: { response: { 200: z.object({ data: fullList }) } },
  update: {
    body: z.object({
      name,
      lines: z
        .array(z.object({ product_id: z.number().int(), quantity: z.number().int().min(0).max(10_000) }))
        .max(500)
        .optional()
        .describe('нові рядки списку (0 — прибрати рядок); без поля рядки лишаються'),
    }),
    response: { 200: z.object({ data: fullList }) },
  },
  remove: { noBody: true as const, response: { 204: z.null() } },
  toDraft: { noBody: true as const, response: { 200: draftDoc } },
};
