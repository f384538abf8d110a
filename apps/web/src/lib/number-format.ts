/**
 * Money and numbers in the interface's locale, through Intl. Formatters are cached per locale (and
 * shared with the dates of crud/list/format.ts): a page of 100 rows would otherwise build hundreds
 * of them on every render.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as T;
}

const money = (locale: string) =>
  cached(
    `money:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'UAH', currencyDisplay: 'narrowSymbol' }),
  );

const number = (locale: string, scale: number) =>
  cached(`number:${locale}:${scale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: scale }));

const toNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Integer kopecks → "1 234,50 ₴" (the sign, not the abbreviation, whatever the browser's ICU prefers). */
export function formatMoney(kopecks: unknown, locale: string): string {
  const n = toNumber(kopecks);
  return n === undefined ? '' : money(locale).format(n / 100);
}

export function formatNumber(value: unknown, locale: string, scale = 0): string {
  const n = toNumber(value);
  return n === undefined ? '' : number(locale, scale).format(n);
}
