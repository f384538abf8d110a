import { type MigrationMatch, type MigrationPair, migrationMessages as m, migrationTypesFit } from '@kramar/contract';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import {
  type AttributeInfo,
  attributeSetOf,
  type CategoryInfo,
  categoriesByIds,
  sourceAttributes,
  type ValueInfo,
  valuesOf,
} from './sources.ts';

/**
 * The mapping a migration runs with: what the user chose, and for everything they left out the
 * automatic match (an attribute by its code, i.e. the same attribute, then by title; a value by
 * slug, then by title). Anything that cannot be honoured is a 422 naming the entry.
 */

export interface PlanRequest {
  source: number;
  target: number;
  include_subcategories: boolean;
  attributes: MigrationPair[];
  values: MigrationPair[];
}

export interface AttributeStep {
  from: AttributeInfo;
  to: AttributeInfo | null;
  matched_by: MigrationMatch;
}

export interface ValueStep {
  from: ValueInfo;
  to: ValueInfo | null;
  matched_by: MigrationMatch;
}

export interface MigrationPlan {
  source: CategoryInfo;
  target: CategoryInfo;
  include_subcategories: boolean;
  attributes: AttributeStep[];
  /** The values of every source choice attribute that moves into a choice attribute. */
  values: ValueStep[];
  targetAttributes: AttributeInfo[];
  targetValues: ValueInfo[];
}

const isChoice = (a: AttributeInfo): boolean => a.data_type === 'select' || a.data_type === 'multiselect';
const fold = (s: string | null): string => (s ?? '').trim().toLocaleLowerCase('uk');

async function categoriesOf(db: Db, req: PlanRequest): Promise<{ source: CategoryInfo; target: CategoryInfo }> {
  const found = await categoriesByIds(db, [req.source, req.target]);
  const source = found.get(req.source);
  const target = found.get(req.target);
  const errors: Record<string, string[]> = {};
  if (!source) errors.source = [m.unknownCategory];
  if (!target) errors.target = [m.unknownCategory];
  if (source && target && source.id === target.id) errors.target = [m.sameCategory];
  else if (source && target && req.include_subcategories && target.path.startsWith(source.path)) {
    errors.target = [m.targetInSource];
  }
  if (!source || !target || Object.keys(errors).length > 0) throw validationError(errors);
  return { source, target };
}

function mapAttributes(req: PlanRequest, sources: AttributeInfo[], targets: AttributeInfo[]): AttributeStep[] {
  const byId = new Map(sources.map((a) => [a.id, a]));
  const targetById = new Map(targets.map((a) => [a.id, a]));
  const errors: Record<string, string[]> = {};
  const chosen = new Map<number, AttributeInfo | null>();
  const takenBy = new Map<number, number>();
  req.attributes.forEach((pair, i) => {
    const from = byId.get(pair.from);
    const to = pair.to === null ? null : targetById.get(pair.to);
    if (!from) errors[`attributes.${i}.from`] = [m.unknownAttribute];
    else if (chosen.has(from.id)) errors[`attributes.${i}.from`] = [m.repeatedSource];
    if (to === undefined) errors[`attributes.${i}.to`] = [m.foreignTarget];
    else if (from && to && !migrationTypesFit(from.data_type, to.data_type)) {
      errors[`attributes.${i}.to`] = [m.typeMismatch];
    } else if (to && to.data_type !== 'multiselect' && takenBy.has(to.id)) {
      errors[`attributes.${i}.to`] = [m.repeatedTarget];
    }
    if (from && to !== undefined) chosen.set(from.id, to);
    if (to) takenBy.set(to.id, i);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // what the user left out matches automatically, never onto a single-value target already taken
  const free = (a: AttributeInfo) => a.data_type === 'multiselect' || !takenBy.has(a.id);
  const auto = (from: AttributeInfo): { to: AttributeInfo | null; matched_by: MigrationMatch } => {
    const same = targetById.get(from.id);
    if (same && free(same)) return { to: same, matched_by: 'code' };
    const titled = targets.find(
      (t) => fold(t.title) === fold(from.title) && migrationTypesFit(from.data_type, t.data_type) && free(t),
    );
    return titled ? { to: titled, matched_by: 'title' } : { to: null, matched_by: null };
  };
  const steps: AttributeStep[] = [];
  for (const from of sources) {
    if (chosen.has(from.id)) continue;
    const step = { from, ...auto(from) };
    if (step.to) takenBy.set(step.to.id, -1);
    steps.push(step);
  }
  // the user's choices say how they compare with what would have matched by itself
  for (const from of sources) {
    const to = chosen.get(from.id);
    if (to === undefined) continue;
    const same = to && (to.id === from.id ? 'code' : fold(to.title) === fold(from.title) ? 'title' : 'manual');
    steps.push({ from, to, matched_by: to ? same : null });
  }
  const order = new Map(sources.map((a, i) => [a.id, i]));
  return steps.sort((a, b) => (order.get(a.from.id) ?? 0) - (order.get(b.from.id) ?? 0));
}

function mapValues(
  req: PlanRequest,
  steps: AttributeStep[],
  sourceValues: ValueInfo[],
  targetValues: ValueInfo[],
): ValueStep[] {
  const into = new Map(steps.filter((s) => s.to && isChoice(s.from)).map((s) => [s.from.id, s.to as AttributeInfo]));
  const sourceById = new Map(sourceValues.map((v) => [v.id, v]));
  const targetById = new Map(targetValues.map((v) => [v.id, v]));
  const errors: Record<string, string[]> = {};
  const chosen = new Map<number, ValueInfo | null>();
  req.values.forEach((pair, i) => {
    const from = sourceById.get(pair.from);
    if (!from) {
      errors[`values.${i}.from`] = [m.unknownValue];
      return;
    }
    const attribute = into.get(from.attribute);
    // a value of an attribute that is dropped goes with it, whatever the entry says
    if (!attribute) return;
    const to = pair.to === null ? null : targetById.get(pair.to);
    if (to === undefined || (to && to.attribute !== attribute.id)) errors[`values.${i}.to`] = [m.foreignValue];
    else chosen.set(from.id, to);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const result: ValueStep[] = [];
  for (const from of sourceValues) {
    const attribute = into.get(from.attribute);
    if (!attribute) continue;
    const own = targetValues.filter((v) => v.attribute === attribute.id);
    const picked = chosen.get(from.id);
    const same = own.find((v) => v.id === from.id);
    const bySlug = from.slug ? own.find((v) => v.slug === from.slug) : undefined;
    const byTitle = own.find((v) => fold(v.title) === fold(from.title));
    const autoTo = same ?? bySlug ?? byTitle ?? null;
    const autoBy: MigrationMatch = same ? 'code' : bySlug ? 'slug' : byTitle ? 'title' : null;
    if (picked === undefined) result.push({ from, to: autoTo, matched_by: autoBy });
    else result.push({ from, to: picked, matched_by: picked === null ? null : picked === autoTo ? autoBy : 'manual' });
  }
  return result;
}

export async function planMigration(db: Db, req: PlanRequest): Promise<MigrationPlan> {
  const { source, target } = await categoriesOf(db, req);
  const sources = await sourceAttributes(db, source, req.include_subcategories);
  const targetAttributes = await attributeSetOf(db, target.id);
  const attributes = mapAttributes(req, sources, targetAttributes);
  const sourceValues = await valuesOf(
    db,
    sources.filter(isChoice).map((a) => a.id),
  );
  const targetValues = await valuesOf(
    db,
    targetAttributes.filter(isChoice).map((a) => a.id),
  );
  const values = mapValues(req, attributes, sourceValues, targetValues);
  return {
    source,
    target,
    include_subcategories: req.include_subcategories,
    attributes,
    values,
    targetAttributes,
    targetValues,
  };
}
