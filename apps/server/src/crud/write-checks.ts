import { crossRuleErrors, type Field, fieldMessages, localText, type ResourceDef } from '@kramar/contract';
import { and, eq, getTableName, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { columnRange, isCaseInsensitive, isUnique } from './field-kinds.ts';
import type { Errors } from './filters.ts';
import { hooksFor } from './hooks.ts';
import type { ResourceTable } from './tables.ts';

type Values = Record<string, unknown>;

const fieldsOf = (resource: ResourceDef, kind?: Field['kind']) =>
  Object.entries(resource.fields).filter(([, f]) => !kind || f.kind === kind);

const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/** Numbers the column cannot hold (a declaration without `max`): a 422, not a database error. */
export function rangeErrors(resource: ResourceDef, values: Values, errors: Errors): void {
  for (const [name, field] of fieldsOf(resource)) {
    const range = columnRange(field);
    const v = values[name];
    if (!range || typeof v !== 'number') continue;
    if (v < range.min) add(errors, name, fieldMessages.min(range.min));
    if (v > range.max) add(errors, name, fieldMessages.max(range.max));
  }
}

/** End before start, maximum below minimum: checked on the whole record (an update may send one of a pair). */
export function crossErrors(resource: ResourceDef, merged: Values, errors: Errors): void {
  for (const [field, messages] of Object.entries(crossRuleErrors(resource, merged))) {
    for (const message of messages) add(errors, field, message);
  }
}

const sameValue = (field: Field, column: PgColumn, value: unknown): SQL =>
  isCaseInsensitive(field) ? sql`lower(${column}) = lower(${value})` : eq(column, value);

/**
 * Unique fields already held by another row (the unique index remains the last word in a race);
 * a field unique within another's value is checked when either changes, against the merged record.
 */
export async function uniqueErrors(
  tx: Db,
  resource: ResourceDef,
  table: ResourceTable,
  values: Values,
  excludeId: number | null,
  errors: Errors,
  merged: Values = values,
): Promise<void> {
  for (const [name, field] of fieldsOf(resource)) {
    const within = isUnique(field) ? undefined : field.uniqueWithin;
    const touched = name in values || (within !== undefined && within.field in values);
    const value = within ? merged[name] : values[name];
    if ((!isUnique(field) && !within) || !touched || value === undefined || value === null || errors[name]) continue;
    const column = table[name] as PgColumn;
    const others = excludeId === null ? undefined : ne(table.id as PgColumn, excludeId);
    const group = within ? merged[within.field] : undefined;
    if (within && (group === undefined || group === null)) continue;
    const [taken] = await tx
      .select({ id: table.id as PgColumn })
      .from(table)
      .where(
        and(sameValue(field, column, value), within ? eq(table[within.field] as PgColumn, group) : undefined, others),
      )
      .limit(1);
    if (taken) add(errors, name, within ? localText(within.message) : fieldMessages.unique);
  }
}

/** Referenced rows must exist. */
export async function referenceErrors(
  tx: Db,
  resource: ResourceDef,
  tables: ReadonlyMap<string, ResourceTable>,
  values: Values,
  errors: Errors,
): Promise<void> {
  for (const [name, field] of fieldsOf(resource, 'reference')) {
    const value = values[name];
    if (field.kind !== 'reference' || typeof value !== 'number') continue;
    const target = tables.get(field.resource);
    if (!target) continue;
    const [found] = await tx
      .select({ id: target.id as PgColumn })
      .from(target)
      .where(and(eq(target.id as PgColumn, value), hooksFor(field.resource).rows))
      .limit(1);
    if (!found) add(errors, name, fieldMessages.reference);
  }
}

export interface PgError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/** The driver's error behind drizzle's wrapper. */
export function pgErrorOf(error: unknown): PgError | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    e = candidate.cause;
  }
  return undefined;
}

/** A constraint that fired in a race (two saves at once) → the 422 the checks would have given. */
export function constraintErrors(
  resource: ResourceDef,
  tables: ReadonlyMap<string, ResourceTable>,
  error: unknown,
): Errors | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  const constraint = pg.constraint ?? pg.constraint_name ?? '';
  const t = resource.table;
  if (pg.code === '23505') {
    const field = Object.keys(resource.fields).find((name) => constraint === `${t}_${name}_unique`);
    const within = field ? resource.fields[field]?.uniqueWithin : undefined;
    return { [field ?? '_']: [within ? localText(within.message) : fieldMessages.unique] };
  }
  if (pg.code === '23503') {
    const field = Object.entries(resource.fields).find(([name, f]) => {
      const target = f.kind === 'reference' ? tables.get(f.resource) : undefined;
      return target && constraint === `${t}_${name}_${getTableName(target)}_id_fk`;
    })?.[0];
    if (field) return { [field]: [fieldMessages.reference] };
  }
  return undefined;
}

export const idsIn = (table: ResourceTable, ids: readonly number[]): SQL => inArray(table.id as PgColumn, [...ids]);
