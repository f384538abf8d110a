import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Orders, their statuses and staff are resources (their tables are built from the declarations):
// unexported stand-ins, so the migration sees them only as foreign-key targets.
const ordersRef = pgTable('orders', { id: bigint('id', { mode: 'number' }).primaryKey() });
const statusesRef = pgTable('order_statuses', { id: bigint('id', { mode: 'number' }).primaryKey() });
const adminUsersRef = pgTable('admin_users', { id: bigint('id', { mode: 'number' }).primaryKey() });

const orderId = () =>
  bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => ordersRef.id, { onDelete: 'cascade' });
const statusId = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => statusesRef.id, { onDelete: 'set null' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * The orders' settings (GET/PUT /api/orders/settings): one row, id 1, made by the first order or
 * the first change. `last_number` is the latest number given: a new order takes it under the row's
 * lock, so parallel orders get distinct consecutive numbers and a rolled-back one leaves no gap.
 */
export const orderSettings = pgTable('order_settings', {
  id: integer('id').primaryKey(),
  new_status_id: statusId('new_status_id'),
  reserve_status_ids: jsonb('reserve_status_ids').$type<number[]>().notNull().default([]),
  release_status_ids: jsonb('release_status_ids').$type<number[]>().notNull().default([]),
  number_start: integer('number_start').notNull().default(100001),
  default_manager_id: bigint('default_manager_id', { mode: 'number' }).references(() => adminUsersRef.id, {
    onDelete: 'set null',
  }),
  last_number: integer('last_number').notNull().default(0),
});

/** Every status an order took, with who and when (the timeline); the first row has no `from`. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    order_id: orderId(),
    from_status_id: statusId('from_status_id'),
    to_status_id: statusId('to_status_id'),
    // copied, not referenced, like the audit log: the history outlives the account
    user_id: bigint('user_id', { mode: 'number' }),
    user_name: text('user_name'),
    created_at: createdAt(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.order_id, t.id)],
);

/** Staff's internal comments on an order's timeline. */
export const orderComments = pgTable(
  'order_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    order_id: orderId(),
    user_id: bigint('user_id', { mode: 'number' }),
    user_name: text('user_name'),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('order_comments_order_idx').on(t.order_id, t.id)],
);

/**
 * The orders holding stock now: the products' quantities already count their items. A row comes
 * with a reserving status and goes with a releasing one; other statuses keep what the order holds.
 */
export const orderStockHolds = pgTable('order_stock_holds', { order_id: orderId().primaryKey() });
