import { hryvniasToKopecks } from '../../crud/form/form-values.ts';

/**
 * A kit's totals as the server works them out on save (apps/server/src/modules/products/
 * kit-totals.ts), live while the form is edited: the kit's product once, then each item at its
 * price × quantity, discounted by a percent off its price or set to a fixed price per unit.
 */

/** A kit item as the form's table holds it: numbers as typed text, money in hryvnias. */
export interface KitItemValues {
  product?: unknown;
  quantity?: unknown;
  discount_type?: unknown;
  discount?: unknown;
  price?: unknown;
}

const typedNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

/** One item's discounted line in kopecks, rounded half up once as the server rounds it. */
export function itemLine(price: number, item: KitItemValues): number {
  const quantity = typedNumber(item.quantity) ?? 0;
  if (item.discount_type === 'price') {
    const fixed = hryvniasToKopecks(typeof item.price === 'string' ? item.price : '').value;
    return (typeof fixed === 'number' ? fixed : 0) * quantity;
  }
  const percent = Math.min(100, Math.max(0, typedNumber(item.discount) ?? 0));
  return Math.round((price * quantity * (10_000 - Math.round(percent * 100))) / 10_000);
}

export interface KitTotals {
  full: number;
  total: number;
  /** Items whose product's price is not known yet (still loading, or none picked). */
  pending: number;
}

export function kitTotals(
  ownPrice: number | undefined,
  items: readonly KitItemValues[],
  priceOf: (product: number) => number | undefined,
): KitTotals {
  let full = ownPrice ?? 0;
  let total = ownPrice ?? 0;
  let pending = ownPrice === undefined ? 1 : 0;
  for (const item of items) {
    const price = typeof item.product === 'number' ? priceOf(item.product) : undefined;
    if (price === undefined) {
      pending += 1;
      continue;
    }
    full += price * (typedNumber(item.quantity) ?? 0);
    total += itemLine(price, item);
  }
  return { full, total, pending };
}
