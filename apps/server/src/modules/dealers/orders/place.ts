import type { CurrentUser } from '@kramar/contract';
import { deliveryMethods } from '@kramar/contract/resources/orders.ts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { hryvnias } from '../../orders/messages.ts';
import { nextOrderNumber, readOrderSettings } from '../../orders/settings.ts';
import { holdsAfter, moveStock, setHolding } from '../../orders/stock.ts';
import { readDraft } from './draft.ts';
import { dealerOrderMessages as m } from './messages.ts';
import { readDealerOrderSettings } from './settings.ts';
import { orderingSpace } from './workspace.ts';

export interface PlaceInput {
  payment_method?: unknown;
  comment?: unknown;
  delivery_method?: unknown;
  delivery_city?: unknown;
  delivery_branch?: unknown;
}

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;

/**
 * Places the workspace's draft as an order (issue 29), in one transaction: the workspace's row
 * locked first (a second placing of the draft waits and finds it empty), every line priced by
 * `dealer_price` now and captured on the order's line (whatever a client says a price is), the
 * group's minimum checked, stock taken by the orders' rules (products locked in id order, a short
 * line a 422), the next number, then the draft emptied.
 */
export async function placeDraft(db: Db, user: CurrentUser, workspace: number, input: PlaceInput): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const space = await orderingSpace(tx, user, workspace, true);
    const draft = await readDraft(tx, space);
    const errors: Record<string, string[]> = {};
    if (draft.lines.length === 0) throw validationError({ lines: [m.emptyDraft] });
    draft.lines.forEach((line, i) => {
      if (!line.available) errors[`lines.${i}.product_id`] = [m.unavailable];
    });
    const settings = await readDealerOrderSettings(tx);
    const payment = input.payment_method ?? settings.payment_methods[0];
    if (!settings.payment_methods.includes(payment as never)) errors.payment_method = [m.paymentMethod];
    const delivery = input.delivery_method ?? space.delivery_method;
    if (!(deliveryMethods as readonly unknown[]).includes(delivery)) errors.delivery_method = [m.deliveryMethod];
    if (Object.keys(errors).length) throw validationError(errors);
    const minimum = space.min_order_amount ?? 0;
    if (draft.items_total < minimum) {
      throw validationError({ lines: [m.belowMinimum(hryvnias(minimum), hryvnias(draft.items_total))] });
    }

    const orderSettings = await readOrderSettings(tx);
    const statusId = settings.new_status_id ?? orderSettings.new_status_id;
    const holds = holdsAfter(orderSettings, statusId, false);
    const lines = draft.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
    try {
      await moveStock(tx, [], holds ? lines : []);
    } catch (error) {
      // the orders' rule names `items.N.quantity`; the draft's lines are the same rows in the same order
      if (!(error instanceof AppError && error.errors)) throw error;
      const fields = Object.entries(error.errors).map(([k, v]) => [k.replace(/^items/, 'lines'), v]);
      throw validationError(Object.fromEntries(fields));
    }
    const number = await nextOrderNumber(tx);
    const [order] = await queryRows<{ id: unknown }>(
      tx,
      sql`insert into orders (number, source, name, phone, email, delivery_method, delivery_city, delivery_branch,
          delivery_address, payment_method, status_id, manager_id, customer_comment, items_total, discount_total,
          total, delivery_cost, dealer_id)
        values (${number}, 'dealer', ${space.legal_name}, ${space.phone}, ${space.email}, ${delivery as string},
          ${text(input.delivery_city, 150) ?? space.city}, ${text(input.delivery_branch, 255) ?? space.np_branch},
          ${space.street}, ${payment as string}, ${statusId}, ${space.manager_id ?? orderSettings.default_manager_id},
          ${text(input.comment, 2000)}, ${draft.items_total}, 0, ${draft.items_total}, 0, ${space.dealer_id})
        returning id`,
    );
    const orderId = Number(order?.id);
    await tx.execute(sql`
      insert into orders_items (owner_id, position, product_id, quantity, title, price, discount)
      select ${orderId}, (e.n - 1)::integer, (e.v ->> 'product_id')::bigint, (e.v ->> 'quantity')::integer,
        e.v ->> 'title', (e.v ->> 'price')::bigint, 0
      from jsonb_array_elements(${JSON.stringify(
        draft.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, title: l.name, price: l.price })),
      )}::jsonb) with ordinality as e(v, n)`);
    await tx.execute(sql`
      insert into dealer_orders (order_id, dealer_id, workspace_id, placed_by)
      values (${orderId}, ${space.dealer_id}, ${space.id}, ${user.id})`);
    await setHolding(tx, orderId, holds);
    if (statusId !== null) {
      await tx.execute(sql`
        insert into order_status_changes (order_id, from_status_id, to_status_id, user_id, user_name)
        values (${orderId}, null, ${statusId}, ${user.id}, ${user.name})`);
    }
    await tx.execute(sql`delete from dealer_draft_lines where workspace_id = ${space.id}`);
    return orderId;
  });
}
