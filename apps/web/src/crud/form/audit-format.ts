import type { Field } from '@kramar/contract';
import { shopTimeZone } from '../../lib/shop-time-zone.ts';

/** What the history needs to word a value: translations and the interface locale. */
export interface AuditFormatContext {
  locale: string;
  yes: string;
  no: string;
  /** An option's label (enum, status, block type). */
  option(value: string): string;
  /** "3 records" / "3 rows": how a list of references or of rows reads. */
  count?(kind: 'references' | 'children', count: number): string;
}

export const maxShownLength = 80;

/** Long values are cut to one line of the history, with an ellipsis. */
export function truncate(text: string, max = maxShownLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Fields whose before and after mean nothing as text: the history only says they changed. */
export const shownAsChanged = (field: Field | undefined): boolean =>
  field?.kind === 'image' || field?.kind === 'images' || field?.kind === 'richtext' || field?.kind === 'blocks';

/**
 * A list of references or of rows reads as how many there are; when that count did not change
 * (one swapped, reordered, a row edited), the history says "changed" instead of "3 → 3".
 */
export const countedList = (field: Field | undefined): field is Field & { kind: 'references' | 'children' } =>
  field?.kind === 'references' || field?.kind === 'children';

// narrowSymbol: uk-UA would otherwise spell the currency as its abbreviation where the form shows ₴
export const formatMoney = (kopecks: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'UAH', currencyDisplay: 'narrowSymbol' }).format(
    kopecks / 100,
  );

/** An instant on the shop's clock, as the form edits it, whatever the browser's zone. */
export const formatDateTime = (iso: string, locale: string, timeZone: string = shopTimeZone()): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
};

const formatDate = (iso: string, locale: string): string => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
};

/** One side of a change as a short line of text; '' when there was no value. */
export function formatAuditValue(field: Field | undefined, value: unknown, ctx: AuditFormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  if (countedList(field)) {
    // whatever the server keeps (ids, rows as objects), only its length is worded
    if (!Array.isArray(value)) return '';
    return value.length === 0 ? '' : (ctx.count?.(field.kind, value.length) ?? String(value.length));
  }
  switch (field?.kind) {
    case 'boolean':
      return value === true || value === 'true' || value === 1 ? ctx.yes : ctx.no;
    case 'money':
      return typeof value === 'number' ? formatMoney(value, ctx.locale) : String(value);
    case 'integer':
    case 'decimal': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n)
        ? new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: 6 }).format(n)
        : String(value);
    }
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value, ctx.locale) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value, ctx.locale) : String(value);
    case 'enum':
    case 'status':
      return ctx.option(String(value));
    case 'reference':
      return `#${String(value)}`;
    case 'strings':
      return truncate(Array.isArray(value) ? value.join(', ') : String(value));
    default:
      return truncate(typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}
