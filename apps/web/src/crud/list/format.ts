import type { Field } from '@kramar/contract';
import { datedState } from '@kramar/contract/dated-state.ts';
import { cached } from '../../lib/number-format.ts';
import { shopTimeZone } from '../../lib/shop-time-zone.ts';

/**
 * Cell values as a Ukrainian shop's staff read them (uk-UA through Intl). Formatters are cached
 * per locale: a page of 100 rows would otherwise build hundreds of them on every render. Money
 * and numbers are lib/number-format.ts's, for screens that show no dates.
 */
export { formatMoney, formatNumber } from '../../lib/number-format.ts';

const date = (locale: string) =>
  cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  );

const dateTime = (locale: string, timeZone: string) =>
  cached(
    `datetime:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );

/** The unit a number takes from another field of its record (`unitFrom`): `10 %`, `50 ₴`. */
export function unitOf(field: Field, record: Readonly<Record<string, unknown>>): string | undefined {
  if ((field.kind !== 'integer' && field.kind !== 'decimal') || !field.unitFrom) return undefined;
  return field.unitFrom.units[String(record[field.unitFrom.field])];
}

/** A formatted number and its unit, kept on one line. */
export const withUnit = (text: string, unit: string | undefined): string =>
  text && unit ? `${text}\u00a0${unit}` : text;

/** The status a record shows: a dated one (`schedule`) by its dates, the same rule the server counts by. */
export function shownStatus(field: Field, value: unknown, record: Readonly<Record<string, unknown>>): string {
  if (field.kind !== 'status' || !field.schedule) return String(value);
  return datedState(value, record[field.schedule.starts], record[field.schedule.ends]);
}

/** A `YYYY-MM-DD` calendar date, read as that day wherever the browser is (no time zone shift). */
export function formatDate(value: unknown, locale: string): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  return date(locale).format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** An ISO instant on the shop's clock (lib/shop-time-zone.ts), whatever the browser's zone. */
export function formatDateTime(value: unknown, locale: string, timeZone: string = shopTimeZone()): string {
  if (typeof value !== 'string') return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dateTime(locale, timeZone).format(new Date(time));
}

/** The first few strings of a list and how many more there are ("a, b, c +4"). */
export function stringsSummary(value: unknown, shown = 3): { text: string; more: number } {
  const items = Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x !== '') : [];
  return { text: items.slice(0, shown).join(', '), more: Math.max(0, items.length - shown) };
}

export type StatusTone = 'success' | 'default' | 'warning' | 'error' | 'info';

const tones: Record<string, StatusTone> = {
  published: 'success',
  active: 'success',
  enabled: 'success',
  approved: 'success',
  paid: 'success',
  completed: 'success',
  done: 'success',
  draft: 'default',
  inactive: 'default',
  expired: 'warning',
  scheduled: 'info',
  disabled: 'default',
  hidden: 'default',
  archived: 'default',
  pending: 'warning',
  moderation: 'warning',
  new: 'info',
  processing: 'info',
  rejected: 'error',
  blocked: 'error',
  cancelled: 'error',
  canceled: 'error',
};

/** The colour of a status chip: green for live, grey for off, amber for waiting, red for refused. */
export const statusTone = (value: string): StatusTone => tones[value] ?? 'info';
