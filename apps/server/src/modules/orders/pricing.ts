import type { OrderPreview } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { hryvnias, orderMessages as m } from './messages.ts';
import { monthlyPayment, promoDiscount } from './money.ts';
import { checkPromo } from './promo.ts';

/** An item as the body sends it (`id` for a row the order already has). */
export interface ItemInput {
  id?: number;
  product_id: number;
  quantity: number;
  discount?: number | null;
  title?: string | null;
  price?: number | null;
}

/** What the order's money is worked out from: the merged record of a save, or a preview's body. */
export interface OrderDraft {
  orderId: number | null;
  items: ItemInput[];
  /** The rows the order has now: a kept row keeps its captured title and price. */
  beforeItems: ItemInput[];
  promoCode: string | null;
  /** The code the order held before (a kept code is not judged again by dates and limits). */
  beforePromo: string | null;
  customerId: number | null;
  deliveryCost: number;
  paymentMethod: string;
  creditProgramId: number | null;
  lock: boolean;
}

export interface PricedItem extends ItemInput {
  title: string;
  price: number;
  discount: number;
  line_total: number;
}

/** The preview's figures, with the rows as a save writes them. */
export interface OrderMoney extends Omit<OrderPreview, 'items'> {
  items: PricedItem[];
}

export const idOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The draft of a save's (or a preview's) values over the order as it was: what is left out stays. */
export function draftOf(
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  customerId: number | null,
  lock: boolean,
): OrderDraft {
  const pick = (name: string): unknown => (name in values ? values[name] : before?.[name]) ?? null;
  const beforeItems = (before?.items ?? []) as ItemInput[];
  const promo = pick('promo_code');
  return {
    orderId: idOrNull(before?.id),
    items: (Array.isArray(values.items) ? values.items : beforeItems) as ItemInput[],
    beforeItems,
    promoCode: typeof promo === 'string' ? promo : null,
    beforePromo: typeof before?.promo_code === 'string' ? before.promo_code : null,
    customerId,
    deliveryCost: Number(pick('delivery_cost') ?? 0),
    paymentMethod: String(pick('payment_method') ?? 'cod'),
    creditProgramId: idOrNull(pick('credit_program_id')),
    lock,
  };
}

/** Title and price per product; a row names its product by the index the errors point at. */
async function capture(tx: Db, d: OrderDraft): Promise<PricedItem[]> {
  const ids = [...new Set(d.items.map((i) => i.product_id))];
  const rows = ids.length
    ? await queryRows<{ id: number; name: string; price: number }>(
        tx,
        sql`select id, name, price from products where id in (${sqlList(ids)})`,
      )
    : [];
  const products = new Map(rows.map((r) => [Number(r.id), r]));
  const before = new Map(d.beforeItems.filter((r) => r.id !== undefined).map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  const priced = d.items.map((item, i): PricedItem => {
    const product = products.get(item.product_id);
    if (!product) errors[`items.${i}.product_id`] = [m.productMissing];
    const kept = item.id === undefined ? undefined : before.get(item.id);
    const same = kept && kept.product_id === item.product_id && typeof kept.price === 'number';
    const title = same ? (kept.title ?? '') : (product?.name ?? '');
    const price = same ? Number(kept.price) : Number(product?.price ?? 0);
    const gross = price * item.quantity;
    const discount = item.discount ?? 0;
    if (discount > gross) errors[`items.${i}.discount`] = [m.discountOverLine];
    return { ...item, title, price, discount, line_total: gross - discount };
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return priced;
}

interface CreditRow {
  months: number;
  rate: string | number;
  min_amount: number | null;
  max_amount: number | null;
  status: string;
}

async function creditPayment(tx: Db, d: OrderDraft, total: number): Promise<number | null> {
  if (d.paymentMethod !== 'credit') return null;
  const refuse = (message: string) => validationError({ credit_program_id: [message] });
  if (d.creditProgramId === null) throw refuse(m.creditProgramMissing);
  const [p] = await queryRows<CreditRow>(
    tx,
    sql`select months, rate, min_amount, max_amount, status from credit_programs where id = ${d.creditProgramId}`,
  );
  // a program that is not there is the engine's reference check to refuse
  if (!p) return null;
  if (p.status !== 'active') throw refuse(m.creditProgramInactive);
  if (p.min_amount !== null && total < Number(p.min_amount))
    throw refuse(m.creditBelow(hryvnias(Number(p.min_amount))));
  if (p.max_amount !== null && total > Number(p.max_amount))
    throw refuse(m.creditAbove(hryvnias(Number(p.max_amount))));
  return monthlyPayment(total, Number(p.months), Number(p.rate));
}

/**
 * Every figure of an order (SPEC §2): items at their captured prices, line discounts, the promo
 * code's discount (on lines net of their own), delivery, the total to pay and a credit program's
 * monthly payment. A save and a preview both come here, so the preview is what the save stores.
 */
export async function priceOrder(tx: Db, d: OrderDraft): Promise<OrderMoney> {
  const items = await capture(tx, d);
  // 200 lines at the declared maximum pass 2^53: summed exactly, refused when a kopeck would be lost
  const exact = items.reduce((s, i) => s + BigInt(i.price) * BigInt(i.quantity), 0n);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) throw validationError({ items: [m.tooLarge] });
  const itemsTotal = Number(exact);
  const lineDiscounts = items.reduce((s, i) => s + i.discount, 0);
  let promo: OrderMoney['promo'] = null;
  const code = d.promoCode?.trim().toUpperCase() || null;
  if (code) {
    const terms = await checkPromo(tx, {
      code,
      orderId: d.orderId,
      customerId: d.customerId,
      itemsTotal,
      fresh: code !== (d.beforePromo?.toUpperCase() ?? null),
      lock: d.lock,
    });
    promo = {
      code,
      discount: promoDiscount(
        items.map((i) => i.line_total),
        terms,
      ),
    };
  }
  const discountTotal = lineDiscounts + (promo?.discount ?? 0);
  const total = itemsTotal - discountTotal + d.deliveryCost;
  return {
    items,
    items_total: itemsTotal,
    discount_total: discountTotal,
    delivery_cost: d.deliveryCost,
    total,
    monthly_payment: await creditPayment(tx, d, total),
    promo,
  };
}
