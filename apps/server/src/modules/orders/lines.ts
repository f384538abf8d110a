import { orders } from '@kramar/contract/resources/orders.ts';
import { validationError } from '../../http/errors.ts';
import { orderMessages as m } from './messages.ts';
import type { ItemInput } from './pricing.ts';

/** The most of one product an order holds: a line's cap holds for the product, however many lines name it. */
const quantityCap = orders.fields.items.fields.quantity.max;

/**
 * One line per product: lines naming the same product become the first of them, quantities and
 * discounts summed, and the cap of a line holds for the sum (five lines of 10 000 were 50 000 of
 * one product). A row id the merged lines carried is kept, so the order's row is updated in place.
 * A sum over the cap is a 422 on the first line's quantity, the field the form shows.
 */
export function mergeLines(items: readonly ItemInput[]): ItemInput[] {
  const merged = new Map<number, { line: ItemInput; at: number }>();
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    const first = merged.get(item.product_id);
    if (!first) {
      merged.set(item.product_id, { line: { ...item }, at: i });
      return;
    }
    const line = first.line;
    line.quantity += item.quantity;
    line.discount = (line.discount ?? 0) + (item.discount ?? 0);
    line.id ??= item.id;
    if (line.quantity > quantityCap)
      errors[`items.${first.at}.quantity`] = [m.productOverCap(quantityCap.toLocaleString('uk-UA'))];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return [...merged.values()].map(({ line }) => line);
}

/** Per product: its quantity and discount over all its lines, and the prices its lines name. */
function byProduct(items: readonly ItemInput[]): Map<number, { quantity: number; discount: number; prices: number[] }> {
  const totals = new Map<number, { quantity: number; discount: number; prices: number[] }>();
  for (const item of items) {
    const total = totals.get(item.product_id) ?? { quantity: 0, discount: 0, prices: [] };
    total.quantity += Number(item.quantity);
    total.discount += Number(item.discount ?? 0);
    if (typeof item.price === 'number') total.prices.push(item.price);
    totals.set(item.product_id, total);
  }
  return totals;
}

/**
 * Whether `sent` are the lines a closed order holds, in whatever shape they come: any order, with
 * row ids, other rows' ids or none. The same products, quantities and discounts, and a price the
 * body names is the one captured; anything else is a real change.
 */
export function sameLines(sent: readonly ItemInput[], kept: readonly ItemInput[]): boolean {
  const a = byProduct(sent);
  const b = byProduct(kept);
  if (a.size !== b.size) return false;
  for (const [product, line] of a) {
    const held = b.get(product);
    if (!held || held.quantity !== line.quantity || held.discount !== line.discount) return false;
    if (line.prices.some((price) => !held.prices.includes(price))) return false;
  }
  return true;
}
