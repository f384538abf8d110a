import { type Field, fieldMessages, formFields, type ResourceDef, translateMessage } from '@kramar/contract';
import { toastedStatus } from '../../api/failure-toast.ts';
import { HttpError } from '../../api/http.ts';
import { kopecksToHryvnias } from './form-values.ts';

/** The HTTP status of a refusal, if it was one. */
export const statusOf = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);

// The http client toasted 5xx, 403, 404, 413 and 429, and a 401 waits for the sign-in dialog;
// other refusals (409, a 400) speak in the form.
export const speaksInForm = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && !toastedStatus(status);
};

/**
 * The schema speaks of money in kopecks (a minimum of 100); staff type hryvnias, so a limit is
 * restated in hryvnias (a minimum of 1 ₴) wherever the message comes from (resolver or a 422).
 */
export function hryvniaMessage(field: Field, message: string): string {
  if (field.kind !== 'money') return message;
  const limits: [number | undefined, (n: number) => string][] = [
    [field.min, fieldMessages.min],
    [field.max, fieldMessages.max],
  ];
  for (const [limit, text] of limits) {
    if (limit !== undefined && said(message, text(limit))) {
      return message.replace(String(limit), `${kopecksToHryvnias(limit)} ₴`);
    }
  }
  return message;
}

/** A message of the contract, in whichever language it came: the schema's or the server's answer. */
const said = (message: string, ukrainian: string): boolean =>
  message === ukrainian || message === translateMessage(ukrainian, 'en');

/**
 * A cross rule's message ("Не раніше за дату початку.") names no field: the server has no labels.
 * The form restates it with the other field's label; this says which key and which field.
 */
export function crossMessage(
  resource: ResourceDef,
  name: string,
  message: string,
): { key: 'crudForm.cross.after' | 'crudForm.cross.atLeast'; other: string } | undefined {
  const field = resource.fields[name];
  if ((field?.kind === 'date' || field?.kind === 'datetime') && field.after && said(message, fieldMessages.after)) {
    return { key: 'crudForm.cross.after', other: field.after };
  }
  const numeric = field?.kind === 'integer' || field?.kind === 'decimal' || field?.kind === 'money';
  if (numeric && field.atLeast && said(message, fieldMessages.atLeast)) {
    return { key: 'crudForm.cross.atLeast', other: field.atLeast };
  }
  return undefined;
}

export interface MappedErrors {
  /** Form paths (`title`, `blocks.0.title`) in form order, each with its first message. */
  fields: [string, string][];
  /** Messages no field of the form can show. */
  form: string[];
}

/**
 * The `errors` of a 422 → messages for the form's fields. A list of chips or of records shows one
 * message for all its items, a block and a table's cell each show their own; anything else unknown
 * goes above the form.
 */
export function mapServerErrors(resource: ResourceDef, errors: Record<string, string[]>): MappedErrors {
  const order = formFields(resource);
  const byField = new Map<string, [string, string][]>();
  const form: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    let message = messages[0];
    if (!message) continue;
    const [head = '', index, sub] = path.split('.');
    const field = resource.fields[head];
    if (!field || field.readOnly) {
      form.push(message);
      continue;
    }
    let target = head;
    if (field.kind === 'blocks' && index !== undefined && sub && ['title', 'text', 'link', 'type'].includes(sub)) {
      target = `${head}.${index}.${sub}`;
    }
    // a table's cell shows its own message (`values.2.title`); a list of records shows one for all
    const cell = field.kind === 'children' && sub !== undefined ? field.fields[sub] : undefined;
    if (cell && index !== undefined && /^\d+$/.test(index)) {
      target = `${head}.${index}.${sub}`;
      message = hryvniaMessage(cell, message);
    }
    const list = byField.get(head) ?? [];
    if (!list.some(([p]) => p === target)) list.push([target, cell ? message : hryvniaMessage(field, message)]);
    byField.set(head, list);
  }
  const fields = order.flatMap(([name]) => byField.get(name) ?? []);
  return { fields, form };
}
