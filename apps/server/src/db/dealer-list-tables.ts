import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerWorkspaces } from './dealer-tables.ts';

// Products and accounts are resources: stand-ins, so the migration sees them only as foreign-key targets.
const productsRef = pgTable('products', { id: bigint('id', { mode: 'number' }).primaryKey() });
const adminUsersRef = pgTable('admin_users', { id: bigint('id', { mode: 'number' }).primaryKey() });

/**
 * A dealer's saved assortment («my weekly order», issue 29): a named set of products and quantities
 * kept for a workspace, so the wall is the workspace's (a manager sees its workspaces' lists only).
 * It holds no prices: turned into a draft, it is priced at that day's dealer prices.
 */
export const dealerOrderLists = pgTable(
  'dealer_order_lists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspace_id: bigint('workspace_id', { mode: 'number' })
      .notNull()
      .references(() => dealerWorkspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => adminUsersRef.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('dealer_order_lists_workspace_idx').on(t.workspace_id, t.id)],
);

/** A list's lines: one a product, in the order they were saved. */
export const dealerOrderListLines = pgTable(
  'dealer_order_list_lines',
  {
    list_id: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => dealerOrderLists.id, { onDelete: 'cascade' }),
    product_id: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => productsRef.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list_id, t.product_id] })],
);
