import { sql } from 'drizzle-orm';
import type { ResourceHooks, SaveContext } from '../../crud/hooks.ts';
import { queryRows, sqlList } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { productMessages as m } from './messages.ts';

/**
 * A kit's totals, worked out by the server on every save from the products' current prices (SPEC
 * §2 /products/{id}/kit): `full_total` is the kit's product plus every item at its price ×
 * quantity, `total` the same with each item's discount, a percent off its price or a fixed price
 * per unit. Kopecks throughout; an item's line is rounded half up once.
 */

export interface KitItem {
  product: number;
  quantity: number;
  discount_type: 'percent' | 'price';
  discount?: number | null;
  price?: number | null;
}

/** One item's line in kopecks: percent lines in BigInt, as price × quantity × 10 000 passes 2^53. */
export function itemLine(price: number, item: KitItem): number {
  if (item.discount_type === 'price') return (item.price ?? 0) * item.quantity;
  const keep = 10_000n - BigInt(Math.round((item.discount ?? 0) * 100));
  const scaled = BigInt(price) * BigInt(item.quantity) * keep;
  return Number((scaled + 5_000n) / 10_000n);
}

function itemErrors(product: unknown, items: readonly KitItem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    if (item.product === product) errors[`items.${i}.product`] = [m.ownProduct];
    if (item.discount_type === 'percent' && typeof item.discount !== 'number')
      errors[`items.${i}.discount`] = [m.discountMissing];
    if (item.discount_type === 'price' && typeof item.price !== 'number') errors[`items.${i}.price`] = [m.priceMissing];
  });
  return errors;
}

async function kitTotals(ctx: SaveContext): Promise<void> {
  const { values, before, tx } = ctx;
  const product = 'product' in values ? values.product : before?.product;
  const items = ((Array.isArray(values.items) ? values.items : before?.items) ?? []) as KitItem[];
  const errors = itemErrors(product, items);
  if (Object.keys(errors).length) throw validationError(errors);
  const ids = [
    ...new Set([product, ...items.map((i) => i.product)].filter((id): id is number => typeof id === 'number')),
  ];
  const rows = ids.length
    ? await queryRows<{ id: number; price: number }>(
        tx,
        sql`select id, price from products where id in (${sqlList(ids)})`,
      )
    : [];
  // a missing product is the reference check's to refuse, after this hook
  const prices = new Map(rows.map((r) => [Number(r.id), Number(r.price)]));
  const own = prices.get(product as number) ?? 0;
  let full = own;
  let total = own;
  for (const item of items) {
    const price = prices.get(item.product) ?? 0;
    full += price * item.quantity;
    total += itemLine(price, item);
  }
  values.full_total = full;
  values.total = total;
}

export const kitHooks: ResourceHooks = { beforeSave: kitTotals };
