import { z } from 'zod';
import { countDoc, idsBodyDoc } from '../../crud/route-docs.ts';

/** What /api/docs says of the category routes beyond the engine (categories.ts). */
const id = z.number().int().positive();
const dataType = z.enum(['string', 'number', 'boolean', 'select', 'multiselect']);

export const categoryDocs = {
  attributes: {
    response: {
      200: z.object({
        data: z.array(
          z.object({
            id: id.describe('рядок привʼязки'),
            attribute: id,
            filter: z.boolean(),
            required: z.boolean(),
            position: z.number().int(),
            title: z.string(),
            code: z.string(),
            data_type: dataType,
            unit: id.nullable(),
          }),
        ),
      }),
    },
  },
  customSort: {
    response: { 200: z.object({ data: z.array(z.object({ id, title: z.string(), code: z.string() })) }) },
  },
  customSortSave: {
    body: idsBodyDoc.describe('id атрибутів категорії в новому порядку, кожен один раз'),
    response: { 200: z.object({ data: z.array(id).describe('id атрибутів у збереженому порядку') }) },
  },
  many: {
    body: z.object({
      categories: z.array(id).min(1).max(1000),
      attach: z.array(id).optional().describe('додати (фільтр — так, обовʼязковий — ні)'),
      detach: z.array(id).optional().describe('прибрати'),
    }),
    response: { 200: countDoc('updated').describe('скільки категорій змінилось') },
  },
  sync: {
    noBody: true as const,
    response: { 200: countDoc('updated').describe('скільки категорій гілки отримали атрибути') },
  },
};
