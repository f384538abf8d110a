import type { ResourceDef } from '@kramar/contract';
import { orderSources } from '@kramar/contract/resources/orders.ts';
import { z } from 'zod';
import { bodyDoc } from '../../crud/route-docs.ts';

/** What /api/docs says of the order routes beyond the engine (contract: orders-api.ts). */
const id = z.number().int();
const kopecks = z.number().int().describe('копійки');
const status = z.object({ id, title: z.string(), color: z.string() });

const entry = z.object({
  id: z.string().describe("'created', 'status:12', 'edit:34', 'comment:5'"),
  kind: z.enum(['created', 'status', 'edit', 'comment']),
  at: z.iso.datetime(),
  user: z.object({ id, name: z.string() }).nullable(),
  status: status.nullable().optional(),
  from_status: status.nullable().optional(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).optional(),
  text: z.string().optional(),
});

const settings = z.object({
  new_status_id: id.nullable().describe('статус нового замовлення'),
  reserve_status_ids: z.array(id).describe('статуси, що тримають товар на складі'),
  release_status_ids: z.array(id).describe('статуси, що повертають товар; не виторг'),
  number_start: id.describe('найменший номер замовлення'),
  default_manager_id: id.nullable(),
});

export const orderDocs = {
  timeline: { response: { 200: z.object({ data: z.array(entry).describe('старші спершу') }) } },
  comment: {
    body: z.object({ text: z.string().min(1).max(2000) }),
    response: { 201: z.object({ data: entry }) },
  },
  settings: { response: { 200: z.object({ data: settings }) } },
  saveSettings: { body: settings.partial(), response: { 200: z.object({ data: settings }) } },
  sources: {
    response: { 200: z.object({ data: z.array(z.object({ id: z.enum(orderSources), label: z.string() })) }) },
  },
  preview: (orders: ResourceDef) => ({
    body: bodyDoc(orders, 'update').extend({
      id: id.optional().describe('замовлення, зміну якого підраховують'),
    }),
    response: {
      200: z.object({
        data: z.object({
          items: z.array(
            z.object({
              product_id: id,
              title: z.string(),
              price: kopecks,
              quantity: id,
              discount: kopecks,
              line_total: kopecks,
            }),
          ),
          items_total: kopecks,
          discount_total: kopecks,
          delivery_cost: kopecks,
          total: kopecks,
          monthly_payment: kopecks.nullable(),
          promo: z.object({ code: z.string(), discount: kopecks }).nullable(),
        }),
      }),
    },
  }),
};
