import { translateMessage } from '@kramar/contract';
import { type FormEvent, useState } from 'react';
import type { ZodType } from 'zod';
import { validationErrors } from '../api/error-bodies.ts';
import { i18n } from '../i18n/i18n.ts';

export type FieldErrors = Record<string, string | undefined>;

const say = (message: string) => translateMessage(message, i18n.language);

/**
 * A small form checked by the contract's own schema, the one the server uses, and told the
 * server's 422 on the same fields: the account screens' few fields need no form library.
 */
export function useSchemaForm<T extends Record<string, string>>(schema: ZodType, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** The payload when the schema accepts the values; else the fields' messages are shown. */
  const check = (): Record<string, unknown> | undefined => {
    setProblem(undefined);
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data as Record<string, unknown>;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      found[field] ??= say(issue.message);
    }
    setErrors(found);
    return undefined;
  };

  /** A 422 lands on its fields (or above them); true when it was one. */
  const showServer = (error: unknown): boolean => {
    const invalid = validationErrors(error);
    if (!invalid) return false;
    const found: FieldErrors = {};
    const known = Object.keys(values);
    const other: string[] = [];
    for (const [field, messages] of Object.entries(invalid.errors)) {
      const message = messages[0];
      if (!message) continue;
      if (known.includes(field)) found[field] = say(message);
      else other.push(say(message));
    }
    setErrors(found);
    setProblem(other[0] ?? (Object.keys(found).length === 0 ? invalid.message : undefined));
    return true;
  };

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
    setProblem(undefined);
  };

  /**
   * The form's submit handler: checked values go to `action` once at a time, and a 422 it meets
   * lands on the fields. `action` resets or moves on as its success needs.
   */
  const submit = (action: (body: Record<string, unknown>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const body = check();
    if (!body || busy) return;
    setBusy(true);
    try {
      await action(body);
    } catch (error) {
      // anything but a 422 the http client has told the person already
      showServer(error);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, problem, setProblem, busy, check, showServer, bind, reset, submit };
}
