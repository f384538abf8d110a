import type { MigrationPreview } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { MigrationPlan } from './plan.ts';
import { pairsRelation, rulesOf, sourceProducts, survives } from './rules.ts';
import { idArray } from './sources.ts';

/**
 * What a plan would do, counted set-wise over the source's products: a handful of grouped
 * statements whatever the number of products, attributes or values.
 */

type Count = { key: number | string | null; n: number | string };
const counts = (rows: Count[]): Map<number, number> => new Map(rows.map((r) => [Number(r.key), Number(r.n)]));

export async function previewMigration(db: Db, plan: MigrationPlan): Promise<MigrationPreview> {
  const rules = rulesOf(plan);
  const scope = sourceProducts(plan);
  const [total] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from products p where ${scope}`);
  const products = Number(total?.n ?? 0);
  const byAttribute = counts(
    await queryRows<Count>(
      db,
      sql`select v.attribute as key, count(distinct v.owner_id) as n
          from products_attribute_values v join products p on p.id = v.owner_id
          where ${scope} group by v.attribute`,
    ),
  );
  const byValue = counts(
    await queryRows<Count>(
      db,
      sql`select v.value as key, count(distinct v.owner_id) as n
          from products_attribute_values v join products p on p.id = v.owner_id
          where ${scope} and v.value is not null and v.attribute = any(${idArray(rules.choice)}) group by v.value`,
    ),
  );
  const [loss] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(distinct v.owner_id) as n
        from products_attribute_values v join products p on p.id = v.owner_id
        where ${scope} and not ${survives(rules)}`,
  );
  const required = plan.targetAttributes.filter((a) => a.required);
  const pairs = plan.attributes.filter((s) => s.to).map((s) => [s.from.id, s.to?.id ?? 0] as [number, number]);
  const filled = counts(
    required.length === 0
      ? []
      : await queryRows<Count>(
          db,
          sql`select m.t as key, count(distinct v.owner_id) as n
              from products_attribute_values v join products p on p.id = v.owner_id
              join ${pairsRelation(pairs, 'm')} on m.f = v.attribute
              where ${scope} and ${survives(rules)} and m.t = any(${idArray(required.map((a) => a.id))})
              group by m.t`,
        ),
  );

  const valuesByAttribute = new Map<number, { id: number; title: string }[]>();
  for (const v of plan.targetValues) {
    valuesByAttribute.set(v.attribute, [...(valuesByAttribute.get(v.attribute) ?? []), { id: v.id, title: v.title }]);
  }
  return {
    source: { id: plan.source.id, title: plan.source.title },
    target: { id: plan.target.id, title: plan.target.title },
    include_subcategories: plan.include_subcategories,
    products,
    attributes: plan.attributes.map((s) => ({
      from: s.from.id,
      to: s.to?.id ?? null,
      title: s.from.title,
      code: s.from.code,
      data_type: s.from.data_type,
      matched_by: s.matched_by,
      products_with_value: byAttribute.get(s.from.id) ?? 0,
    })),
    values: plan.values.map((s) => ({
      from: s.from.id,
      to: s.to?.id ?? null,
      attribute: s.from.attribute,
      title: s.from.title,
      matched_by: s.matched_by,
      products: byValue.get(s.from.id) ?? 0,
    })),
    lost: {
      attributes: plan.attributes
        .filter((s) => !s.to)
        .map((s) => ({ attribute: s.from.id, title: s.from.title, products: byAttribute.get(s.from.id) ?? 0 })),
      values: plan.values
        .filter((s) => !s.to)
        .map((s) => ({
          value: s.from.id,
          attribute: s.from.attribute,
          title: s.from.title,
          products: byValue.get(s.from.id) ?? 0,
        })),
      products_with_loss: Number(loss?.n ?? 0),
    },
    required_missing: required
      .map((a) => ({ attribute: a.id, title: a.title, products: products - (filled.get(a.id) ?? 0) }))
      .filter((r) => r.products > 0),
    target_attributes: plan.targetAttributes.map((a) => ({
      id: a.id,
      title: a.title,
      code: a.code,
      data_type: a.data_type,
      required: a.required,
      values: valuesByAttribute.get(a.id) ?? [],
    })),
  };
}
