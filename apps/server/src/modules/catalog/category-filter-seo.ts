import {
  apiMessages,
  type CategoryFilterSeo,
  type FilterSeoAttribute,
  type FilterSeoOverride,
  type FilterSeoTexts,
  filterSeoMessages,
  filterSeoSaveSchema,
  filterSeoTexts,
  readScope,
  writeScope,
} from '@kramar/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../crud/audit-log.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { categoryFilterSeo, categoryFilterSeoValues } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { num } from './route-helpers.ts';

/**
 * GET and PUT /api/categories/{id}/attributes/seo: the templates of a category's filter pages and
 * the texts of single values. A PUT carries the whole state and replaces it in one transaction,
 * with one audit entry on the category.
 */

const emptyTexts: FilterSeoTexts = { h1: '', meta_title: '', meta_description: '' };
const isEmpty = (t: FilterSeoTexts) => filterSeoTexts.every((k) => t[k] === '');

/** The category's select attributes in its own order, each with its values in theirs. */
async function selectAttributes(db: Db, categoryId: number): Promise<FilterSeoAttribute[]> {
  const rows = await queryRows<FilterSeoAttribute>(
    db,
    sql`select a.id, a.title, a.code,
          (select coalesce(json_agg(json_build_object('id', v.id, 'title', v.title, 'slug', v.slug)
                    order by v.position, v.id), '[]'::json)
             from attributes_values v where v.owner_id = a.id) as values
        from categories_attributes ca join attributes a on a.id = ca.attribute
        where ca.owner_id = ${categoryId} and a.data_type in ('select', 'multiselect')
        order by ca.position, ca.id`,
  );
  return rows.map((r) => ({ ...r, id: num(r.id) }));
}

/** The state a GET answers; `lock` holds the category row until the transaction ends. */
async function readFilterSeo(db: Db, categoryId: number, lock = false): Promise<CategoryFilterSeo> {
  const [category] = await queryRows<{ id: number; title: string; slug: string }>(
    db,
    lock
      ? sql`select id, title, slug from categories where id = ${categoryId} for update`
      : sql`select id, title, slug from categories where id = ${categoryId}`,
  );
  if (!category) throw new AppError(404, apiMessages.notFound);
  const attributes = await selectAttributes(db, categoryId);
  const [templates] = await db
    .select({
      h1: categoryFilterSeo.h1,
      meta_title: categoryFilterSeo.meta_title,
      meta_description: categoryFilterSeo.meta_description,
    })
    .from(categoryFilterSeo)
    .where(eq(categoryFilterSeo.category_id, categoryId));
  const saved = await db
    .select({
      value: categoryFilterSeoValues.value_id,
      h1: categoryFilterSeoValues.h1,
      meta_title: categoryFilterSeoValues.meta_title,
      meta_description: categoryFilterSeoValues.meta_description,
    })
    .from(categoryFilterSeoValues)
    .where(eq(categoryFilterSeoValues.category_id, categoryId));
  const byValue = new Map(saved.map((o) => [num(o.value), { ...o, value: num(o.value) }]));
  // an override outlives its attribute leaving the category (it may come back); it is not shown meanwhile
  const overrides = attributes
    .flatMap((a) => a.values.map((v) => byValue.get(v.id)))
    .filter((o): o is FilterSeoOverride => o !== undefined);
  return {
    category: { id: num(category.id), title: category.title, slug: category.slug },
    templates: templates ?? emptyTexts,
    overrides,
    attributes,
  };
}

const textsDoc = z.object({ h1: z.string(), meta_title: z.string(), meta_description: z.string() });
const stateDoc = z.object({
  data: z.object({
    category: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
    templates: textsDoc,
    overrides: z.array(textsDoc.extend({ value: z.number().int() })),
    attributes: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        code: z.string(),
        values: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string().nullable() })),
      }),
    ),
  }),
});

export function filterSeoRoutes(app: FastifyInstance, { resource, db }: ResourceRoutesContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [resource.name];

  api.get(
    '/:id/attributes/seo',
    {
      schema: { summary: 'SEO сторінок фільтрів категорії: шаблони та тексти окремих значень', tags },
      config: { access: { scope: readScope(resource) }, docs: { response: { 200: stateDoc } } },
    },
    async (request) => ({ data: await readFilterSeo(db, idOf(request)) }),
  );

  api.put(
    '/:id/attributes/seo',
    {
      schema: {
        summary: 'Зберегти SEO сторінок фільтрів категорії (заповнювачі {category}, {attribute}, {value})',
        tags,
        body: filterSeoSaveSchema,
      },
      config: { access: { scope: writeScope(resource) }, docs: { response: { 200: stateDoc } } },
    },
    async (request) => {
      const id = idOf(request);
      const user = userOf(request);
      const { templates } = request.body;
      // a value whose texts are all empty simply follows the templates
      const overrides = request.body.overrides.map((o, i) => ({ ...o, i })).filter((o) => !isEmpty(o));
      const data = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await readFilterSeo(tx, id, true);
        const own = new Set(before.attributes.flatMap((a) => a.values.map((v) => v.id)));
        const foreign = overrides.filter((o) => !own.has(o.value));
        if (foreign.length > 0) {
          throw validationError(
            Object.fromEntries(foreign.map((o) => [`overrides.${o.i}.value`, [filterSeoMessages.foreignValue]])),
          );
        }
        await tx
          .insert(categoryFilterSeo)
          .values({ category_id: id, ...templates })
          .onConflictDoUpdate({ target: categoryFilterSeo.category_id, set: { ...templates, updated_at: sql`now()` } });
        if (own.size > 0) {
          await tx
            .delete(categoryFilterSeoValues)
            .where(
              and(eq(categoryFilterSeoValues.category_id, id), inArray(categoryFilterSeoValues.value_id, [...own])),
            );
        }
        if (overrides.length > 0) {
          await tx
            .insert(categoryFilterSeoValues)
            .values(overrides.map(({ i: _, value, ...texts }) => ({ category_id: id, value_id: value, ...texts })));
        }
        const after = await readFilterSeo(tx, id);
        // each template on its own line of the history, the overrides whole
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        const sides = (state: CategoryFilterSeo) => ({
          ...Object.fromEntries(filterSeoTexts.map((k) => [`filter_seo_${k}`, state.templates[k]])),
          filter_seo_overrides: state.overrides,
        });
        const [was, now] = [sides(before), sides(after)] as [Record<string, unknown>, Record<string, unknown>];
        for (const [key, value] of Object.entries(now)) {
          if (JSON.stringify(was[key]) !== JSON.stringify(value)) changes[key] = { before: was[key], after: value };
        }
        if (Object.keys(changes).length > 0) {
          await writeAudit(tx, user, [{ resource: resource.name, recordId: id, action: 'update', changes }]);
        }
        return after;
      });
      return { data };
    },
  );
}
