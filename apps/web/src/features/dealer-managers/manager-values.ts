import { dealerManagers, fieldErrors, inputSchema } from '@kramar/contract';
import { normalisePhone } from '../auth/register-checks.ts';
import type { Manager, ManagerBody } from './managers-api.ts';

/** The form's fields, in the order a person meets them (the first with an error takes the focus). */
export const managerFields = ['dealer_id', 'name', 'email', 'phone', 'job_title', 'workspaces', 'active'] as const;
export type ManagerField = (typeof managerFields)[number];
export type ManagerErrors = Partial<Record<ManagerField, string>>;

export interface ManagerValues {
  /** The company: a dealer's own, or the one staff choose for a new manager. */
  dealer_id: number | null;
  name: string;
  email: string;
  phone: string;
  job_title: string;
  workspaces: number[];
  active: boolean;
}

export const emptyValues = (dealer: number | null): ManagerValues => ({
  dealer_id: dealer,
  name: '',
  email: '',
  phone: '',
  job_title: '',
  workspaces: [],
  active: true,
});

export const valuesOf = (m: Manager): ManagerValues => ({
  dealer_id: m.dealer_id,
  name: m.name,
  email: m.email,
  phone: m.phone ?? '',
  job_title: m.job_title ?? '',
  workspaces: [...m.workspaces],
  active: m.active,
});

export const sameValues = (a: ManagerValues, b: ManagerValues): boolean =>
  managerFields.every((f) => (f === 'workspaces' ? a[f].join(',') === b[f].join(',') : a[f] === b[f]));

/** As sent: trimmed, the phone in its one form, an empty optional field as null; the company only on create. */
export function bodyOf(values: ManagerValues, mode: 'create' | 'update'): ManagerBody {
  const phone = normalisePhone(values.phone.trim());
  return {
    ...(mode === 'create' ? { dealer_id: values.dealer_id ?? undefined } : {}),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone === '' ? null : phone,
    job_title: values.job_title.trim() === '' ? null : values.job_title.trim(),
    workspaces: values.workspaces,
    active: values.active,
  };
}

/** The contract's own checks, in the browser: the same words the server would answer with. */
export function checkBody(body: ManagerBody, mode: 'create' | 'update'): ManagerErrors {
  const checked = inputSchema(dealerManagers, mode).safeParse(body);
  if (checked.success) return {};
  return firstErrors(fieldErrors(checked.error));
}

/** A 422's `{ field: [messages] }`, the first message of each of the form's fields. */
export function firstErrors(errors: Record<string, readonly string[] | undefined>): ManagerErrors {
  const out: ManagerErrors = {};
  for (const f of managerFields) {
    // a workspace refused by position (`workspaces.0`) belongs to the field
    const own = errors[f]?.[0] ?? Object.entries(errors).find(([k]) => k.startsWith(`${f}.`))?.[1]?.[0];
    if (own) out[f] = own;
  }
  return out;
}
