import { datedState } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { hryvnias, orderMessages as m } from './messages.ts';
import type { PromoTerms } from './money.ts';

interface PromoRow {
  id: number;
  code: string;
  discount_type: 'percent' | 'fixed';
  discount_value: string | number;
  min_order_amount: number | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  starts_at: unknown;
  ends_at: unknown;
  status: string;
}

export interface PromoCheck {
  code: string;
  /** The order being edited: its own use does not count against the limits. */
  orderId: number | null;
  customerId: number | null;
  itemsTotal: number;
  /** Whether to check dates, status and limits: a code the order already holds is not re-judged. */
  fresh: boolean;
  /** Saves lock the code's row, so two orders racing for its last use are counted one by one. */
  lock: boolean;
}

const refuse = (message: string) => validationError({ promo_code: [message] });

/** The code's terms when the order may use it; a 422 on `promo_code` saying why not. */
export async function checkPromo(tx: Db, c: PromoCheck): Promise<PromoTerms> {
  const [row] = await queryRows<PromoRow>(
    tx,
    sql`select id, code, discount_type, discount_value, min_order_amount, usage_limit, usage_limit_per_customer,
          starts_at, ends_at, status
        from promo_codes where code = ${c.code.toUpperCase()} ${c.lock ? sql`for update` : sql``}`,
  );
  if (!row) throw refuse(m.promoUnknown);
  if (c.fresh) {
    const state = datedState(row.status, row.starts_at, row.ends_at);
    if (state === 'scheduled') throw refuse(m.promoScheduled);
    if (state === 'expired') throw refuse(m.promoExpired);
    if (state !== 'active') throw refuse(m.promoInactive);
    const others = c.orderId === null ? sql`true` : sql`id <> ${c.orderId}`;
    if (row.usage_limit !== null) {
      const [used] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from orders where promo_code = ${row.code} and ${others}`,
      );
      if (Number(used?.n) >= Number(row.usage_limit)) throw refuse(m.promoUsedUp);
    }
    if (row.usage_limit_per_customer !== null && c.customerId !== null) {
      const [used] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from orders
            where promo_code = ${row.code} and customer_id = ${c.customerId} and ${others}`,
      );
      if (Number(used?.n) >= Number(row.usage_limit_per_customer)) throw refuse(m.promoCustomerUsedUp);
    }
  }
  const min = row.min_order_amount === null ? 0 : Number(row.min_order_amount);
  if (c.itemsTotal < min) throw refuse(m.promoMinimum(hryvnias(min)));
  return { type: row.discount_type, value: Number(row.discount_value) };
}
