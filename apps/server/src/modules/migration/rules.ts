import { type SQL, sql } from 'drizzle-orm';
import type { MigrationPlan } from './plan.ts';
import { idArray, sourceCategories } from './sources.ts';

/**
 * A plan as the handful of id lists the SQL needs. The preview counts and the job writes with
 * the same predicates, so what the preview says is lost is exactly what the job removes.
 */
export interface RowRules {
  /** Source attributes that move somewhere. */
  kept: number[];
  /** Those of them whose rows name a select value. */
  choice: number[];
  /** Source values that move somewhere. */
  keptValues: number[];
  /** Pairs whose id changes. */
  attributeMoves: [number, number][];
  valueMoves: [number, number][];
}

export function rulesOf(plan: MigrationPlan): RowRules {
  const kept = plan.attributes.filter((s) => s.to);
  return {
    kept: kept.map((s) => s.from.id),
    choice: kept
      .filter((s) => s.from.data_type === 'select' || s.from.data_type === 'multiselect')
      .map((s) => s.from.id),
    keptValues: plan.values.filter((s) => s.to).map((s) => s.from.id),
    attributeMoves: kept.filter((s) => s.to?.id !== s.from.id).map((s) => [s.from.id, s.to?.id ?? 0]),
    valueMoves: plan.values.filter((s) => s.to && s.to.id !== s.from.id).map((s) => [s.from.id, s.to?.id ?? 0]),
  };
}

/**
 * Whether a value row (alias `v`) survives: its attribute moves, and a choice row's value moves
 * too. A choice row without a value has nothing to carry and goes.
 */
export const survives = (r: RowRules): SQL =>
  sql`(v.attribute = any(${idArray(r.kept)}) and (v.attribute <> all(${idArray(r.choice)}) or coalesce(v.value = any(${idArray(r.keptValues)}), false)))`;

/** The source's products: `p.category` in the category (or its subtree). */
export const sourceProducts = (plan: MigrationPlan): SQL =>
  sql`p.category in (${sourceCategories(plan.source, plan.include_subcategories)})`;

/** A list of id pairs as a relation `alias(f, t)` for a join. */
export const pairsRelation = (pairs: readonly [number, number][], alias: string): SQL =>
  sql`unnest(${idArray(pairs.map((p) => p[0]))}, ${idArray(pairs.map((p) => p[1]))}) as ${sql.raw(alias)}(f, t)`;
