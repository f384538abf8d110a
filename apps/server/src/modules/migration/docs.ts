import { z } from 'zod';

/** What /api/docs says the migration routes answer (contract: category-migration.ts). */
const id = z.number().int();
const count = z.number().int().min(0);
const named = z.object({ id, title: z.string() });
const dataType = z.enum(['string', 'number', 'boolean', 'select', 'multiselect']);
const matchedBy = z.enum(['code', 'slug', 'title', 'manual']).nullable().describe('null: не зіставлено, буде втрачено');

export const previewDoc = z.object({
  data: z.object({
    source: named,
    target: named,
    include_subcategories: z.boolean(),
    products: count.describe('скільки товарів перенесеться'),
    attributes: z.array(
      z.object({
        from: id,
        to: id.nullable(),
        title: z.string(),
        code: z.string(),
        data_type: dataType,
        matched_by: matchedBy,
        products_with_value: count,
      }),
    ),
    values: z.array(
      z.object({
        from: id,
        to: id.nullable(),
        attribute: id,
        title: z.string(),
        matched_by: matchedBy,
        products: count,
      }),
    ),
    lost: z.object({
      attributes: z.array(z.object({ attribute: id, title: z.string(), products: count })),
      values: z.array(z.object({ value: id, attribute: id, title: z.string(), products: count })),
      products_with_loss: count,
    }),
    required_missing: z.array(z.object({ attribute: id, title: z.string(), products: count })),
    target_attributes: z.array(
      z.object({
        id,
        title: z.string(),
        code: z.string(),
        data_type: dataType,
        required: z.boolean(),
        values: z.array(named),
      }),
    ),
  }),
});

export const historyDoc = z.object({
  data: z
    .array(
      z.object({
        id: id.describe('завдання: GET /api/jobs/{id}'),
        status: z.enum(['queued', 'running', 'done', 'failed']),
        done: count,
        total: count,
        user: z.object({ id, name: z.string() }).nullable(),
        source: named,
        target: named,
        include_subcategories: z.boolean(),
        result: z.object({ moved: count, changed: count, lost: count }).nullable(),
        message: z.string().nullable().describe('чому міграція зупинилась'),
        created_at: z.iso.datetime(),
        finished_at: z.iso.datetime().nullable(),
      }),
    )
    .describe('новіші спершу, до 100'),
});
