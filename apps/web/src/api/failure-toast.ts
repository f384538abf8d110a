import { i18n } from '../i18n/i18n.ts';

const field = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !(name in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** The server's `message` (4xx, 503) or `error` (500) field, when the body is JSON that has one. */
export const bodyField = field;

const unavailable = new Set([502, 503, 504]);

/**
 * SPEC §8 by status alone, whatever the body (a proxy's HTML page, nothing, JSON): what the toast
 * of a failed answer says, or undefined when the screen speaks for itself (401, 422, a 409 in a
 * form). Only a request that got no answer at all is a network failure; see `request`.
 */
export function failureToast(status: number, body: unknown): string | undefined {
  if (status === 500) return field(body, 'error') ?? i18n.t('errors.server');
  if (unavailable.has(status)) return field(body, 'message') ?? i18n.t('errors.unavailable');
  if (status > 500) return i18n.t('errors.server');
  if (status === 404) return i18n.t('errors.notFound');
  if (status === 403) return i18n.t('errors.forbidden');
  if (status === 413) return i18n.t('errors.tooLarge');
  if (status === 429) return field(body, 'message') ?? i18n.t('errors.tooMany');
  return undefined;
}

/** True when the http client has already shown this status as a toast, so a screen need not repeat it. */
export const toastedStatus = (status: number): boolean => status === 0 || failureToast(status, null) !== undefined;
