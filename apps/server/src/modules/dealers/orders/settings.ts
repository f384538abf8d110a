import { paymentMethods } from '@kramar/contract/resources/orders.ts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

export interface DealerOrderSettings {
  /** The status a placed dealer order gets; null: the orders' settings' new status. */
  new_status_id: number | null;
  /** Statuses in which a dealer may still cancel its order. */
  cancel_status_ids: number[];
  /** The status a dealer's cancel moves the order to. */
  cancel_status_id: number | null;
  /** Payment terms offered to dealers: the orders' payment methods. */
  payment_methods: (typeof paymentMethods)[number][];
  /** Whether dealers see the exact stock, or only in stock / few / to order. */
  exact_stock: boolean;
}

export const defaultDealerOrderSettings: DealerOrderSettings = {
  new_status_id: null,
  cancel_status_ids: [],
  cancel_status_id: null,
  payment_methods: ['bank_transfer'],
  exact_stock: false,
};

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isSafeInteger) : []);
const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** The settings row, or the defaults while nobody has saved any. */
export async function readDealerOrderSettings(db: Db): Promise<DealerOrderSettings> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select new_status_id, cancel_status_ids, cancel_status_id, payment_methods, exact_stock
        from dealer_order_settings where id = 1`,
  );
  if (!row) return { ...defaultDealerOrderSettings };
  const methods = parsed(row.payment_methods);
  return {
    new_status_id: idOrNull(row.new_status_id),
    cancel_status_ids: ids(parsed(row.cancel_status_ids)),
    cancel_status_id: idOrNull(row.cancel_status_id),
    payment_methods: (Array.isArray(methods) ? methods : []).filter(
      (m): m is DealerOrderSettings['payment_methods'][number] => (paymentMethods as readonly string[]).includes(m),
    ),
    exact_stock: row.exact_stock === true,
  };
}

export async function writeDealerOrderSettings(db: Db, s: DealerOrderSettings): Promise<void> {
  await db.execute(sql`
    insert into dealer_order_settings (id, new_status_id, cancel_status_ids, cancel_status_id, payment_methods, exact_stock)
    values (1, ${s.new_status_id}, ${JSON.stringify(s.cancel_status_ids)}::jsonb, ${s.cancel_status_id},
      ${JSON.stringify(s.payment_methods)}::jsonb, ${s.exact_stock})
    on conflict (id) do update set new_status_id = excluded.new_status_id,
      cancel_status_ids = excluded.cancel_status_ids, cancel_status_id = excluded.cancel_status_id,
      payment_methods = excluded.payment_methods, exact_stock = excluded.exact_stock`);
}
