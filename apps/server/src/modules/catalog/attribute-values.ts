import {
  type AttributeValueUsage,
  apiMessages,
  filterSeoMessages,
  readScope,
  valueMergeSchema,
  writeScope,
} from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { findRecord, showRecord } from '../../crud/engine.ts';
import { type ResourceRoutesContext, registerResourceHooks } from '../../crud/hooks.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';

/**
 * An attribute's values beyond the form: how many products use each, and merging one value into
 * another (two spellings of one colour), which moves everything that names the first to the second.
 */

type Value = { id: number; title: string };

/**
 * Products using each value of one attribute: their rows in `products_attribute_values` (one per
 * product and value), counted on the (attribute, value, owner_id) index. Sandbox items are not
 * products yet and are not counted.
 */
export async function productsUsingValues(
  db: Db,
  attribute: number,
  valueIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map(valueIds.map((id) => [id, 0]));
  if (valueIds.length === 0) return counts;
  const rows = await queryRows<{ value: number; n: number | string }>(
    db,
    sql`select value, count(*) as n from products_attribute_values
        where attribute = ${attribute} and value in (${sqlList(valueIds)})
        group by value`,
  );
  // PostgreSQL's driver hands bigint counts over as text
  for (const row of rows) counts.set(Number(row.value), Number(row.n));
  return counts;
}

/**
 * A product's (or sandbox item's) rows naming `from` get `into`; a product that already has `into`
 * (a multiselect holding both) just loses its `from` row, so no value is listed twice. Runs before
 * `from` is deleted: the key deletes the rows still naming it.
 */
async function moveProductValues(tx: Db, table: string, attribute: number, from: number, into: number) {
  const t = sql.identifier(table);
  await tx.execute(
    sql`delete from ${t} s where s.attribute = ${attribute} and s.value = ${from}
        and exists (select 1 from ${t} o where o.attribute = ${attribute} and o.value = ${into} and o.owner_id = s.owner_id)`,
  );
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update ${t} set value = ${into} where attribute = ${attribute} and value = ${from} returning id`,
  );
  return moved.length;
}

/**
 * Points every row naming `from` at `into`, table by table; a row that would repeat one already
 * on `into` is left to go with `from` (what `into` has wins). Answers how many rows moved.
 */
async function moveValueReferences(tx: Db, attribute: number, from: number, into: number): Promise<number> {
  const moved = await queryRows<{ category_id: number }>(
    tx,
    sql`update category_filter_seo_values s set value_id = ${into}
        where s.value_id = ${from}
          and not exists (select 1 from category_filter_seo_values t where t.category_id = s.category_id and t.value_id = ${into})
        returning s.category_id`,
  );
  const products = await moveProductValues(tx, 'products_attribute_values', attribute, from, into);
  const sandbox = await moveProductValues(tx, 'products_sandbox_attribute_values', attribute, from, into);
  return moved.length + products + sandbox;
}

const usageDoc = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), products_count: z.number().int() })),
});
const mergeDoc = z.object({
  data: z.object({ from: z.number().int(), into: z.number().int(), moved: z.number().int() }),
});

function attributeValueRoutes(app: FastifyInstance, { resource, table, db }: ResourceRoutesContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [resource.name];
  const valuesOf = (record: Record<string, unknown>) => (record.values as Value[] | undefined) ?? [];

  api.get(
    '/:id/values',
    {
      schema: { summary: 'Значення атрибута з кількістю товарів, що їх мають', tags },
      config: { access: { scope: readScope(resource) }, docs: { response: { 200: usageDoc } } },
    },
    async (request): Promise<{ data: AttributeValueUsage[] }> => {
      const record = await showRecord(db, resource, table, idOf(request));
      if (!record) throw new AppError(404, apiMessages.notFound);
      const values = valuesOf(record);
      const counts = await productsUsingValues(
        db,
        record.id,
        values.map((v) => v.id),
      );
      return { data: values.map(({ id, title }) => ({ id, title, products_count: counts.get(id) ?? 0 })) };
    },
  );

  api.post(
    '/:id/values/merge',
    {
      schema: {
        summary: 'Об’єднати значення атрибута: усе, що має «from», отримує «into»; «from» видаляється',
        tags,
        body: valueMergeSchema,
      },
      config: { access: { scope: writeScope(resource) }, docs: { response: { 200: mergeDoc } } },
    },
    async (request) => {
      const id = idOf(request);
      const user = userOf(request);
      const { from, into } = request.body;
      const data = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // the attribute is held, so a save of its form waits for the merge rather than reviving `from`
        const before = await findRecord(tx, resource, table, id, true);
        if (!before) throw new AppError(404, apiMessages.notFound);
        const own = new Set(valuesOf(before).map((v) => v.id));
        const errors: Record<string, string[]> = {};
        if (!own.has(from)) errors.from = [filterSeoMessages.mergeForeign];
        if (!own.has(into)) errors.into = [filterSeoMessages.mergeForeign];
        if (Object.keys(errors).length > 0) throw validationError(errors);
        const moved = await moveValueReferences(tx, id, from, into);
        await tx.execute(sql`delete from attributes_values where id = ${from}`);
        await tx.execute(sql`update attributes set updated_at = now() where id = ${id}`);
        const after = await findRecord(tx, resource, table, id);
        await writeAudit(tx, user, [
          {
            resource: resource.name,
            recordId: id,
            action: 'update',
            changes: diffChanges(['values'], before, after ?? null),
          },
        ]);
        return { from, into, moved };
      });
      return { data };
    },
  );
}

// one object for every app of the process: the registry refuses a second, different set
const hooks = { extraRoutes: attributeValueRoutes };

export const registerAttributeValues = (): void => registerResourceHooks('attributes', hooks);
