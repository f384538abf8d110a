import { apiMessages, type CurrentUser } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { readOrderSettings } from '../../orders/settings.ts';
import { holdsAfter, isHolding, moveStock, setHolding } from '../../orders/stock.ts';
import { type Draft, readDraft } from './draft.ts';
import { dealerOrderMessages as m } from './messages.ts';
import { findDealerOrder } from './queries.ts';
import { readDealerOrderSettings } from './settings.ts';
import { orderingSpace } from './workspace.ts';

/**
 * A dealer cancels its order while its status is one the settings allow: the order moves to the
 * settings' cancel status, and its stock goes back if that status releases it (the orders' rules).
 * The order's row is locked, so a staff change and a cancel never cross.
 */
export async function cancelDealerOrder(db: Db, user: CurrentUser, id: number) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await findDealerOrder(tx, user, id, true);
    if (!order) throw new AppError(404, apiMessages.notFound);
    const settings = await readDealerOrderSettings(tx);
    const to = settings.cancel_status_id;
    if (to === null) throw new AppError(422, m.noCancelStatus, { status_id: [m.noCancelStatus] });
    if (order.status_id === null || !settings.cancel_status_ids.includes(order.status_id)) {
      throw new AppError(422, m.notCancellable, { status_id: [m.notCancellable] });
    }
    const held = await isHolding(tx, id);
    const holds = holdsAfter(await readOrderSettings(tx), to, held);
    const lines = order.items.map((i) => ({ product_id: i.product_id, quantity: i.quantity }));
    await moveStock(tx, held ? lines : [], holds ? lines : []);
    await setHolding(tx, id, holds);
    await tx.execute(sql`update orders set status_id = ${to}, updated_at = now() where id = ${id}`);
    await tx.execute(sql`
      insert into order_status_changes (order_id, from_status_id, to_status_id, user_id, user_name)
      values (${id}, ${order.status_id}, ${to}, ${user.id}, ${user.name})`);
  });
  return findDealerOrder(db, user, id);
}

/**
 * A past order becomes its workspace's draft again (replacing what the draft held), priced at
 * today's prices when read; lines no longer orderable stay in, marked `available: false`.
 */
export async function reorder(db: Db, user: CurrentUser, id: number): Promise<Draft> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await findDealerOrder(tx, user, id);
    if (!order) throw new AppError(404, apiMessages.notFound);
    const space = await orderingSpace(tx, user, order.workspace_id, true);
    await tx.execute(sql`delete from dealer_draft_lines where workspace_id = ${space.id}`);
    await tx.execute(sql`
      insert into dealer_draft_lines (workspace_id, product_id, quantity)
      select ${space.id}, i.product_id, least(sum(i.quantity), 10000) from orders_items i
      join products p on p.id = i.product_id
      where i.owner_id = ${id} group by i.product_id`);
    return readDraft(tx, space);
  });
}
