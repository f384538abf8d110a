import { createContext, useContext, useEffect, useRef } from 'react';
import { type FieldError, type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { FormValues } from './form-values.ts';

/**
 * Rules only a widget knows at run time (the attributes a chosen category requires): a widget
 * registers a check of its own field, and the form's resolver runs it beside the contract's
 * schema, so its refusals block the save and land in the same errors as any other.
 */

/** Messages by form path under the field (`attribute_values.attr_5`), none when all is well. */
export type FieldCheck = (value: unknown, values: FormValues) => Record<string, string> | undefined;

export type FieldChecks = Map<string, FieldCheck>;

export const FieldChecksContext = createContext<FieldChecks | null>(null);

/** Registers `check` for the field `name` while the widget is shown; the latest closure is used. */
export function useFieldCheck(name: string, check: FieldCheck): void {
  const checks = useContext(FieldChecksContext);
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (!checks) return;
    const run: FieldCheck = (value, values) => latest.current(value, values);
    checks.set(name, run);
    return () => {
      if (checks.get(name) === run) checks.delete(name);
    };
  }, [checks, name]);
}

/** The resolver with the registered checks run after it: their errors join the schema's. */
export function withChecks(
  resolver: Resolver<FormValues, unknown, FormValues>,
  checks: FieldChecks,
): Resolver<FormValues, unknown, FormValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const found: [string, string][] = [];
    for (const [name, check] of checks) found.push(...Object.entries(check(values[name], values) ?? {}));
    if (found.length === 0) return result;
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const [path, message] of found) {
      const error: FieldError = { type: 'check', message };
      set(errors, path, error);
    }
    return { values: {}, errors };
  };
}
