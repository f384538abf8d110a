import { type Field, perPageOptions, type ResourceDef, sortableColumns, statusFieldOf } from '@kramar/contract';
import { z } from 'zod';
import { isRangeFilter } from './field-kinds.ts';
import { listableFields } from './list-fields.ts';

/**
 * What /api/docs says of a resource's routes, drawn from its declaration: the JSON a client sends
 * and gets back, and the list's query. Documentation only: requests are validated by the
 * contract's input schema (which also reads multipart), so these ride in the route's `config`
 * and http/docs.ts hands them to the OpenAPI writer.
 */

function wireValue(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
    case 'slug':
    case 'path':
    case 'richtext':
      return z.string().max(field.max);
    case 'integer':
    case 'decimal':
    case 'money': {
      let n = field.kind === 'decimal' ? z.number() : z.number().int();
      if (field.min !== undefined) n = n.min(field.min);
      if (field.max !== undefined) n = n.max(field.max);
      return field.kind === 'money' ? n.describe('копійки') : n;
    }
    case 'boolean':
      return z.boolean();
    case 'enum':
    case 'status':
      return z.enum(field.options as [string, ...string[]]);
    case 'date':
      return z.iso.date();
    case 'datetime':
      return z.iso.datetime({ offset: true });
    case 'color':
      return z.string().regex(/^#[0-9a-f]{6}$/);
    case 'image':
      return z.string().describe('шлях збереженого зображення; новий файл — у multipart');
    case 'images':
      return z
        .array(z.string())
        .max(field.maxItems)
        .describe('шляхи збережених зображень, перше — головне; нові файли — у multipart');
    case 'reference':
      return z.number().int().positive();
    case 'references':
      return z.array(z.number().int().positive()).max(field.maxItems).describe('id в порядку показу');
    case 'children':
      return z
        .array(
          z.object({
            id: z.number().int().positive().optional().describe('є в рядків, що вже збережені'),
            ...Object.fromEntries(Object.entries(field.fields).map(([name, f]) => [name, wireValue(f)])),
          }),
        )
        .max(field.maxItems);
    case 'strings':
      return z.array(z.string().max(field.itemMax)).max(field.maxItems);
    case 'blocks':
      return z.array(z.object({ type: z.enum(field.types as [string, ...string[]]) }).loose()).max(field.maxItems);
    case 'password':
      return z.string().min(10).max(128).describe('лише запис: у відповідях його немає');
  }
}

const editable = (r: ResourceDef) => Object.entries(r.fields).filter(([, f]) => !f.readOnly);

const versionDoc = z.iso
  .datetime()
  .optional()
  .describe(
    'updated_at запису, з якого почали редагування: якщо запис відтоді змінився, відповідь 409 і нічого не записано',
  );

/** The body of a create (required fields required) or an update (any subset, and the version it was based on). */
export function bodyDoc(r: ResourceDef, mode: 'create' | 'update'): z.ZodObject {
  return z.object({
    ...Object.fromEntries(
      editable(r).map(([name, f]) => {
        const value = wireValue(f);
        return [name, mode === 'create' && f.required && !('default' in f) ? value : value.nullish()];
      }),
    ),
    ...(mode === 'update' ? { updated_at: versionDoc } : {}),
  });
}

/** If-Match on an update: the ETag of the record's show, another way to send its version. */
export const ifMatchDoc = z.object({
  'if-match': z.string().optional().describe('ETag запису (його updated_at у лапках); замість updated_at у тілі'),
});

/** POST /api/{name}/batch/update: the changed cells of the list, by record. */
export function batchUpdateBodyDoc(r: ResourceDef, fields: readonly string[]): z.ZodType {
  const values = Object.fromEntries(
    fields.flatMap((name) => {
      const f = r.fields[name];
      return f ? [[name, wireValue(f).nullish()]] : [];
    }),
  );
  return z.object({
    rows: z
      .array(z.object({ id: z.number().int().positive(), values: z.object(values), updated_at: versionDoc }))
      .min(1)
      .max(500),
  });
}

/** Some fields of a record, as the API answers them. */
export const fieldsDoc = (r: ResourceDef, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (r.fields[name] ? [[name, wireValue(r.fields[name]).nullable()]] : [])));

/** A record as the API answers it. */
export function recordDoc(r: ResourceDef): z.ZodType {
  return z.object({
    id: z.number().int(),
    ...Object.fromEntries(Object.entries(r.fields).map(([name, f]) => [name, wireValue(f).nullable()])),
    ...(r.tree ? { depth: z.number().int(), path: z.string().describe('/1/5/9/: id від кореня') } : {}),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  });
}

const errorDoc = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** A stale update's 409: nothing was written, and the record is sent as it is now. */
export const conflictDoc = (data: z.ZodType) =>
  errorDoc
    .extend({ data })
    .describe('Запис змінили після того, як ви його прочитали: нічого не записано, data — його поточний стан');

/** page, per_page, sort, search, cursor and one `filter[…]` per filterable field. */
export function listQueryDoc(r: ResourceDef): z.ZodType {
  const sorts = sortableColumns(r).flatMap((c) => [c, `-${c}`]) as [string, ...string[]];
  const filters: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (!f.filterable) continue;
    filters[`filter[${name}]`] = z.string().optional();
    if (isRangeFilter(f)) {
      filters[`filter[${name}][from]`] = z.string().optional();
      filters[`filter[${name}][to]`] = z.string().optional();
    }
  }
  return z.object({
    page: z.number().int().min(1).optional(),
    per_page: z.enum(perPageOptions.map(String) as [string, ...string[]]).optional(),
    sort: z.enum(sorts).optional(),
    search: z.string().optional(),
    cursor: z.string().optional().describe('meta.next_cursor попередньої сторінки'),
    fields: z
      .string()
      .optional()
      .describe(
        `поля відповіді через кому (${listableFields(r).join(', ')}); id і ${r.titleField} є завжди; ` +
          'без fields — усі поля списку. Невідоме поле — 422',
      ),
    ...filters,
  });
}

export function listResponseDoc(r: ResourceDef): z.ZodType {
  return z.object({
    data: z.array(recordDoc(r)),
    meta: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
      total_is_estimate: z.boolean().optional(),
      total_is_lower_bound: z.boolean().optional(),
      next_cursor: z.string().nullable().optional(),
    }),
  });
}

export const oneDoc = (r: ResourceDef) => z.object({ data: recordDoc(r) });
export function writeResponses(r: ResourceDef, ok: number): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {
    [ok]: oneDoc(r),
    422: errorDoc.describe('Помилки перевірки: повідомлення по полях'),
  };
  if (ok === 200) responses[409] = conflictDoc(recordDoc(r));
  return responses;
}
export const idsBodyDoc = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });
export const statusBodyDoc = (r: ResourceDef) => {
  const field = statusFieldOf(r);
  const options = field ? (r.fields[field] as { options?: readonly string[] }).options : undefined;
  return idsBodyDoc.extend({ status: options ? z.enum(options as [string, ...string[]]) : z.string() });
};

/** `{ data: { [key]: n } }`: how many records a batch action touched. */
export const countDoc = (key: 'deleted' | 'updated') =>
  z.object({ data: z.object({ [key]: z.number().int().min(0) }) });
export const reorderBodyDoc = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500).describe('id у новому порядку'),
});
export const autocompleteQueryDoc = z.object({
  search: z.string().optional(),
  limit: z.number().int().min(1).max(100).optional().describe('20, якщо не вказано'),
  ids: z.string().optional().describe('3,7: ці записи, щоб показати назву вже вибраного значення'),
});
export const optionsDoc = z.object({
  data: z.array(z.object({ id: z.number().int(), label: z.string(), hint: z.string().optional() })),
});

const treeNode = {
  id: z.number().int(),
  label: z.string(),
  parent: z.number().int().nullable(),
  position: z.number().int(),
  depth: z.number().int(),
  path: z.string().describe('/1/5/9/: id від кореня'),
  status: z.string().nullable(),
  children_count: z.number().int(),
};
type TreeNodeDoc = z.ZodObject<typeof treeNode & { children: z.ZodArray<TreeNodeDoc> }>;
const nestedNode: TreeNodeDoc = z.object({
  ...treeNode,
  get children() {
    return z.array(nestedNode);
  },
});
export const treeFlatDoc = z.object({ data: z.array(z.object(treeNode)).describe('у порядку показу') });
export const treeNestedDoc = z.object({ data: z.array(nestedNode) });
