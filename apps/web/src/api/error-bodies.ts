import type { MessageErrorBody, ValidationErrorBody } from '@kramar/contract';
import { HttpError } from './http.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 422 whose body carries per-field messages, ready for a form's setError. */
export function validationErrors(error: unknown): ValidationErrorBody | undefined {
  if (!(error instanceof HttpError) || error.status !== 422 || !isRecord(error.body)) return undefined;
  const { message, errors } = error.body;
  if (!isRecord(errors)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) fields[name] = messages.filter((m): m is string => typeof m === 'string');
  }
  return { message: typeof message === 'string' ? message : '', errors: fields };
}

/** The `{ message }` of a 4xx answer, if it has one. */
export function errorMessage(error: unknown): MessageErrorBody | undefined {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return undefined;
  const { message } = error.body;
  return typeof message === 'string' && message !== '' ? { message } : undefined;
}
