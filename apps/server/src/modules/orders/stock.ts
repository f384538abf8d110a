import { sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { orderMessages as m } from './messages.ts';
import type { OrderSettings } from './settings.ts';

interface Line {
  product_id: number;
  quantity: number;
}

/** Whether the order holds stock after moving to `statusId`: reserving takes, releasing returns, others keep. */
export function holdsAfter(settings: OrderSettings, statusId: number | null, heldBefore: boolean): boolean {
  if (statusId === null) return heldBefore;
  if (settings.reserve_status_ids.includes(statusId)) return true;
  if (settings.release_status_ids.includes(statusId)) return false;
  return heldBefore;
}

export async function isHolding(tx: Db, orderId: number | null): Promise<boolean> {
  if (orderId === null) return false;
  const rows = await queryRows(tx, sql`select 1 from order_stock_holds where order_id = ${orderId}`);
  return rows.length > 0;
}

const sum = (lines: readonly Line[]) => {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l.product_id, (out.get(l.product_id) ?? 0) + l.quantity);
  return out;
};

/**
 * Moves stock from what the order held (`before`) to what it holds now (`after`): the products
 * are locked `for update` in id order (two orders never wait on each other crosswise), a product
 * short of what the order takes more is a 422 on its first row, and quantities never go negative.
 */
export async function moveStock(tx: Db, before: readonly Line[], after: readonly Line[]): Promise<void> {
  const was = sum(before);
  const now = sum(after);
  const delta = new Map<number, number>();
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const d = (now.get(id) ?? 0) - (was.get(id) ?? 0);
    if (d !== 0) delta.set(id, d);
  }
  if (delta.size === 0) return;
  const ids = [...delta.keys()].sort((a, b) => a - b);
  const list = sqlList(ids);
  const rows = await queryRows<{ id: number; quantity: number }>(
    tx,
    sql`select id, quantity from products where id in (${list}) order by id for update`,
  );
  const stock = new Map(rows.map((r) => [Number(r.id), Number(r.quantity)]));
  const errors: Record<string, string[]> = {};
  for (const [id, d] of delta) {
    const left = stock.get(id) ?? 0;
    if (d <= left) continue;
    const i = after.findIndex((l) => l.product_id === id);
    errors[`items.${i}.quantity`] = [m.notEnough(left + (was.get(id) ?? 0))];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  for (const id of ids) {
    await tx.execute(sql`update products set quantity = quantity - ${delta.get(id) ?? 0} where id = ${id}`);
  }
}

export async function setHolding(tx: Db, orderId: number, holds: boolean): Promise<void> {
  await tx.execute(
    holds
      ? sql`insert into order_stock_holds (order_id) values (${orderId}) on conflict do nothing`
      : sql`delete from order_stock_holds where order_id = ${orderId}`,
  );
}
