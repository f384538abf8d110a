import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Dealer companies, price groups and accounts are resources (their tables are built from the
// declarations): unexported stand-ins, so the migration sees them only as foreign-key targets.
const dealersRef = pgTable('dealers', { id: bigint('id', { mode: 'number' }).primaryKey() });
const priceGroupsRef = pgTable('price_groups', { id: bigint('id', { mode: 'number' }).primaryKey() });
const adminUsersRef = pgTable('admin_users', { id: bigint('id', { mode: 'number' }).primaryKey() });

/**
 * A dealer's trading points (packages/contract/src/dealers-workspaces.ts). Every query of the
 * dealer routes starts from `dealer_id`, so the company's rows are one index range.
 */
export const dealerWorkspaces = pgTable(
  'dealer_workspaces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealer_id: bigint('dealer_id', { mode: 'number' })
      .notNull()
      .references(() => dealersRef.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    street: text('street'),
    delivery_method: text('delivery_method').notNull().default('np_branch'),
    np_branch: text('np_branch'),
    phone: text('phone'),
    // a group that goes leaves its workspaces at retail prices until staff choose another
    price_group_id: bigint('price_group_id', { mode: 'number' }).references(() => priceGroupsRef.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('dealer_workspaces_dealer_name_idx').on(t.dealer_id, t.name, t.id),
    index('dealer_workspaces_name_idx').on(t.name, t.id),
    index('dealer_workspaces_price_group_idx').on(t.price_group_id, t.id),
    // staff search every company's workspaces by name or city
    index('dealer_workspaces_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('dealer_workspaces_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
  ],
);

/** Which workspaces a dealer's manager acts for (a principal acts for all of its company's). */
export const dealerManagerWorkspaces = pgTable(
  'dealer_manager_workspaces',
  {
    account_id: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsersRef.id, { onDelete: 'cascade' }),
    workspace_id: bigint('workspace_id', { mode: 'number' })
      .notNull()
      .references(() => dealerWorkspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.account_id, t.workspace_id] }),
    index('dealer_manager_workspaces_workspace_idx').on(t.workspace_id, t.account_id),
  ],
);

// Orders, products and statuses are resources too: stand-ins for the foreign keys below.
const ordersRef = pgTable('orders', { id: bigint('id', { mode: 'number' }).primaryKey() });
const productsRef = pgTable('products', { id: bigint('id', { mode: 'number' }).primaryKey() });
const statusesRef = pgTable('order_statuses', { id: bigint('id', { mode: 'number' }).primaryKey() });

/**
 * The dealer orders' settings (GET/PUT /api/dealers/orders/settings): one row, id 1, the defaults
 * while nobody has saved any. Payment terms are the orders' payment methods a dealer may choose.
 */
export const dealerOrderSettings = pgTable('dealer_order_settings', {
  id: integer('id').primaryKey(),
  new_status_id: bigint('new_status_id', { mode: 'number' }).references(() => statusesRef.id, {
    onDelete: 'set null',
  }),
  cancel_status_ids: jsonb('cancel_status_ids').$type<number[]>().notNull().default([]),
  cancel_status_id: bigint('cancel_status_id', { mode: 'number' }).references(() => statusesRef.id, {
    onDelete: 'set null',
  }),
  payment_methods: jsonb('payment_methods').$type<string[]>().notNull().default(['bank_transfer']),
  exact_stock: boolean('exact_stock').notNull().default(false),
});

/**
 * Which orders are a dealer's (issue 29): the order is an `orders` row like any (source `dealer`),
 * and this row ties it to its company, workspace and the person who placed it. Every dealer query
 * starts from the company or the workspace, so each is an index range.
 */
export const dealerOrders = pgTable(
  'dealer_orders',
  {
    order_id: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => ordersRef.id, { onDelete: 'cascade' }),
    dealer_id: bigint('dealer_id', { mode: 'number' })
      .notNull()
      .references(() => dealersRef.id, { onDelete: 'cascade' }),
    workspace_id: bigint('workspace_id', { mode: 'number' })
      .notNull()
      .references(() => dealerWorkspaces.id, { onDelete: 'cascade' }),
    placed_by: bigint('placed_by', { mode: 'number' }).references(() => adminUsersRef.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('dealer_orders_dealer_idx').on(t.dealer_id, t.order_id),
    index('dealer_orders_workspace_idx').on(t.workspace_id, t.order_id),
  ],
);

/** A workspace's draft order: one line a product, kept on the server so any device sees it. */
export const dealerDraftLines = pgTable(
  'dealer_draft_lines',
  {
    workspace_id: bigint('workspace_id', { mode: 'number' })
      .notNull()
      .references(() => dealerWorkspaces.id, { onDelete: 'cascade' }),
    product_id: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => productsRef.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    added_at: timestamp('added_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspace_id, t.product_id] })],
);
