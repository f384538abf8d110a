import { HttpError } from '../../api/http.ts';
import { notifyError } from '../../api/notify.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Statuses the http client already turned into a toast (SPEC §8), or that redirect (401). */
const shownGlobally = new Set([0, 401, 403, 404]);

/** A failed action the global handling kept quiet about (a 422, a 409…) still tells the user why. */
export function reportFailure(error: unknown): void {
  if (error instanceof HttpError && (shownGlobally.has(error.status) || error.status >= 500)) return;
  notifyError(error instanceof HttpError && error.message ? error.message : i18n.t('crudList.failed'));
}
