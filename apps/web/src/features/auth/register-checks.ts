import { isEdrpou } from '@kramar/contract/dealers/edrpou.ts';

/** What a guest types on /register: the company, then who signs in for it (POST /api/dealers-users/register). */
export interface Application {
  legal_name: string;
  edrpou: string;
  vat: string;
  legal_address: string;
  contact_person: string;
  phone: string;
  email: string;
  principal_name: string;
  principal_email: string;
  password: string;
}

export type ApplicationField = keyof Application;
/** Each field's error as an i18n key (one of auth.register.errors) with its values. */
export type ApplicationErrors = Partial<Record<ApplicationField, { key: string; count?: number }>>;

export const companyFields = [
  'legal_name',
  'edrpou',
  'vat',
  'legal_address',
  'contact_person',
  'phone',
  'email',
] as const satisfies readonly ApplicationField[];
export const principalFields = [
  'principal_name',
  'principal_email',
  'password',
] as const satisfies readonly ApplicationField[];
export const applicationFields: readonly ApplicationField[] = [...companyFields, ...principalFields];

export const emptyApplication: Application = Object.fromEntries(applicationFields.map((f) => [f, ''])) as never;

// The contract's limits, repeated so zod stays out of the guest's chunk; the server checks them all again
const passwordMin = 10;
const passwordMax = 128;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required: readonly ApplicationField[] = applicationFields.filter((f) => f !== 'vat');

/**
 * A phone as people type it (`067 123 45 67`, `(067)1234567`, `380671234567`) in the one form the
 * server keeps: `+380XXXXXXXXX`. Anything else is returned as typed, to be refused.
 */
export function normalisePhone(typed: string): string {
  const digits = typed.replace(/[\s()\-.]/g, '');
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  return digits;
}

/** The values as they are sent: trimmed, the phone in its one form, the codes without spaces. */
export function cleanApplication(values: Application): Application {
  const trimmed = Object.fromEntries(
    applicationFields.map((f) => [f, f === 'password' ? values[f] : values[f].trim()]),
  );
  const clean = trimmed as unknown as Application;
  return {
    ...clean,
    edrpou: clean.edrpou.replace(/\s/g, ''),
    vat: clean.vat.replace(/\s/g, ''),
    phone: normalisePhone(clean.phone),
  };
}

/** The checks the browser can make before sending: the server makes them again, and the rest. */
export function checkApplication(values: Application): ApplicationErrors {
  const v = cleanApplication(values);
  const errors: ApplicationErrors = {};
  for (const field of required) if (v[field] === '') errors[field] = { key: 'required' };
  if (v.edrpou && !/^\d{8}$/.test(v.edrpou)) errors.edrpou = { key: 'edrpouDigits' };
  else if (v.edrpou && !isEdrpou(v.edrpou)) errors.edrpou = { key: 'edrpouCheck' };
  if (v.vat && !/^\d{12}$/.test(v.vat)) errors.vat = { key: 'vatDigits' };
  if (v.phone && !/^\+380\d{9}$/.test(v.phone)) errors.phone = { key: 'phone' };
  for (const field of ['email', 'principal_email'] as const) {
    if (v[field] && !emailPattern.test(v[field])) errors[field] = { key: 'email' };
  }
  if (v.password && v.password.length < passwordMin) errors.password = { key: 'passwordShort', count: passwordMin };
  if (v.password.length > passwordMax) errors.password = { key: 'passwordLong', count: passwordMax };
  return errors;
}

export const passwordRules = { min: passwordMin };
