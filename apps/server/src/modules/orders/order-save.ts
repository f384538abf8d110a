import { sql } from 'drizzle-orm';
import type { ResourceHooks, SaveContext } from '../../crud/hooks.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { findOrCreateCustomer } from './customer-link.ts';
import { recomputeCustomerStats } from './customer-stats.ts';
import { mergeLines, sameLines } from './lines.ts';
import { orderMessages as m } from './messages.ts';
import { draftOf, type ItemInput, idOrNull, priceOrder } from './pricing.ts';
import { nextOrderNumber, readOrderSettings } from './settings.ts';
import { holdsAfter, isHolding, moveStock, setHolding } from './stock.ts';

/** What the save's first half leaves for its second, by the values object both halves share. */
interface Pending {
  holds: boolean;
  statusChanged: boolean;
}
const pending = new WeakMap<object, Pending>();

async function isFinal(tx: Db, statusId: number): Promise<boolean> {
  const [row] = await queryRows<{ is_final: boolean }>(
    tx,
    sql`select is_final from order_statuses where id = ${statusId}`,
  );
  return row?.is_final === true;
}

/** What an order's money is made of. */
const moneyFields = ['items', 'promo_code', 'delivery_cost', 'payment_method', 'credit_program_id'] as const;

/** Whether a money field of a save differs from the order's: items by their lines, others by value (empty as null). */
function moneyChanged(name: (typeof moneyFields)[number], value: unknown, held: unknown): boolean {
  if (name === 'items') return !sameLines(value as ItemInput[], (held ?? []) as ItemInput[]);
  const key = (v: unknown) => JSON.stringify(v === '' || v === undefined ? null : v);
  return key(value) !== key(held);
}

/**
 * An order's rules before it is written (issue 13): the settings' status and manager for a new
 * one, final statuses kept, the customer found or made, every figure worked out from the products'
 * prices and the promo code, stock taken or returned by the status, and the next number.
 */
async function beforeOrderSave(ctx: SaveContext): Promise<void> {
  const { values, before, mode, tx, user } = ctx;
  const pick = (name: string): unknown => (name in values ? values[name] : before?.[name]) ?? null;
  if (Array.isArray(values.items)) values.items = mergeLines(values.items as ItemInput[]);
  const settings = await readOrderSettings(tx);
  if (mode === 'create') {
    // an empty field of the form (null) takes the default as well as a missing one
    values.status_id ??= settings.new_status_id;
    values.manager_id ??= settings.default_manager_id;
  }
  const statusId = idOrNull(pick('status_id'));
  const fromStatus = idOrNull(before?.status_id);
  const statusChanged = mode === 'create' ? statusId !== null : statusId !== fromStatus;
  if (mode === 'update' && fromStatus !== null && (await isFinal(tx, fromStatus))) {
    if (statusChanged) throw validationError({ status_id: [m.finalStatus] });
    // a closed order's figures stay as they closed (revenue, the customer's totals, the receipt)
    const changed = moneyFields.filter((name) => name in values && moneyChanged(name, values[name], before?.[name]));
    if (changed.length) throw validationError(Object.fromEntries(changed.map((name) => [name, [m.finalMoney]])));
    // its lines re-sent in another shape (no ids, other order) are the rows it closed with: a line
    // without its id would otherwise be priced anew at today's price
    if ('items' in values) values.items = before?.items;
  }

  let customerId = idOrNull(pick('customer_id'));
  if (customerId === null && (mode === 'create' || 'customer_id' in values)) {
    const contact = { name: String(pick('name') ?? ''), phone: pick('phone'), email: pick('email') };
    customerId = await findOrCreateCustomer(tx, user, {
      name: contact.name,
      phone: typeof contact.phone === 'string' ? contact.phone : null,
      email: typeof contact.email === 'string' ? contact.email : null,
    });
    values.customer_id = customerId;
  }

  const draft = draftOf(values, before, customerId, true);
  const money = await priceOrder(tx, draft);
  if (Array.isArray(values.items)) values.items = money.items.map(({ line_total: _, ...row }) => row);
  values.items_total = money.items_total;
  values.discount_total = money.discount_total;
  values.total = money.total;
  values.monthly_payment = money.monthly_payment;

  const heldBefore = await isHolding(tx, before?.id ?? null);
  const holds = holdsAfter(settings, statusId, heldBefore);
  await moveStock(tx, heldBefore ? draft.beforeItems : [], holds ? draft.items : []);
  // taken last of the locks a create holds, after the products': no two saves wait crosswise
  if (mode === 'create') values.number = await nextOrderNumber(tx);
  pending.set(values, { holds, statusChanged });
}

async function afterOrderSave(ctx: SaveContext & { record: { id: number } & Record<string, unknown> }) {
  const { tx, user, record, before, values } = ctx;
  const state = pending.get(values);
  if (!state) return;
  await setHolding(tx, record.id, state.holds);
  if (state.statusChanged) {
    await tx.execute(sql`
      insert into order_status_changes (order_id, from_status_id, to_status_id, user_id, user_name)
      values (${record.id}, ${idOrNull(before?.status_id)}, ${idOrNull(record.status_id)}, ${user.id}, ${user.name})`);
  }
  await recomputeCustomerStats(tx, [idOrNull(before?.customer_id), idOrNull(record.customer_id)]);
}

export const orderSaveHooks: Pick<ResourceHooks, 'beforeSave' | 'afterSave'> = {
  beforeSave: beforeOrderSave,
  afterSave: afterOrderSave,
};
