import { z } from 'zod';

const money = z.number().int().describe('копійки');
const month = z.object({ count: z.number().int(), total: money });

/** OpenAPI of the dashboard's order figures (figures.ts). */
export const figuresDoc = {
  orders: z
    .object({
      by_status: z.array(
        z.object({
          status_id: z.number().int().nullable(),
          title: z.string().nullable(),
          color: z.string().nullable(),
          count: z.number().int(),
        }),
      ),
      this_month: month.describe('закупівлі цього місяця (без скасованих і повернених)'),
      last_month: month.describe('закупівлі минулого місяця'),
      latest: z.array(
        z.object({
          id: z.number().int(),
          number: z.number().int(),
          status_id: z.number().int().nullable(),
          status_title: z.string().nullable(),
          total: money,
          created_at: z.iso.datetime(),
          workspace_id: z.number().int(),
          workspace_name: z.string(),
          dealer_id: z.number().int(),
          dealer_name: z.string(),
        }),
      ),
    })
    .describe('замовлення дилера (персоналу — усіх дилерів)'),
  drafts: z.array(
    z.object({
      workspace_id: z.number().int(),
      workspace_name: z.string(),
      lines: z.number().int(),
      items_total: money,
      min_order_amount: z.number().int().nullable(),
      below_minimum: z.boolean(),
    }),
  ),
  pending_applications: z
    .array(z.object({ id: z.number().int(), legal_name: z.string(), created_at: z.iso.datetime() }))
    .nullable()
    .describe('персоналу: останні заявки, що чекають; дилеру — null'),
  top_dealers: z
    .array(z.object({ dealer_id: z.number().int(), legal_name: z.string(), orders: z.number().int(), total: money }))
    .nullable()
    .describe('персоналу: найбільші закупівлі цього місяця; дилеру — null'),
};
