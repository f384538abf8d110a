import { fieldMessages as m } from './field-messages.ts';
import type { ResourceDef } from './resource.ts';
import type { z } from './zod.ts';

/** The cross-field rules of a resource: [field, the field it may not fall below, kind]. */
type CrossRule = readonly [field: string, floor: string, kind: 'date' | 'number'];

export function crossRules(resource: ResourceDef): CrossRule[] {
  return Object.entries(resource.fields).flatMap(([name, f]): CrossRule[] => {
    if ((f.kind === 'date' || f.kind === 'datetime') && f.after) return [[name, f.after, 'date']];
    if ((f.kind === 'integer' || f.kind === 'decimal' || f.kind === 'money') && f.atLeast) {
      return [[name, f.atLeast, 'number']];
    }
    return [];
  });
}

/** Whether a record breaks a cross rule: an end before its start, a maximum below its minimum. */
export function crossRuleErrors(resource: ResourceDef, record: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, floor, kind] of crossRules(resource)) {
    const low = record[floor];
    const high = record[field];
    if (kind === 'date' && typeof low === 'string' && typeof high === 'string' && Date.parse(high) < Date.parse(low)) {
      errors[field] = [m.after];
    }
    if (kind === 'number' && typeof low === 'number' && typeof high === 'number' && high < low) {
      errors[field] = [m.atLeast];
    }
  }
  return errors;
}

/** Cross-field rules checked when both fields are in the body (the server checks the merged record too). */
export function withCrossRules<T extends z.ZodType>(resource: ResourceDef, schema: T): T {
  if (crossRules(resource).length === 0) return schema;
  return schema.superRefine((value, ctx) => {
    for (const [field, messages] of Object.entries(crossRuleErrors(resource, value as Record<string, unknown>))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  }) as unknown as T;
}
