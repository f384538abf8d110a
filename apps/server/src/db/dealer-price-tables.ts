import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dealer price of one unit (quantity 1, now) of every product a price group may order, kept
 * by the triggers of migration 0024 (modules/dealers/pricing/stored-prices.md says which change
 * does what), so a category sorted by the dealer's price is one index range. A product has a row
 * for its own category, one for each category above it, and one for the whole catalogue
 * (`category_id` 0): the subtree filter is then an equality. No foreign keys: the triggers remove
 * a product's rows, and a million inserted rows need not check two keys each.
 */
export const dealerPrices = pgTable(
  'dealer_prices',
  {
    product_id: bigint('product_id', { mode: 'number' }).notNull(),
    price_group_id: bigint('price_group_id', { mode: 'number' }).notNull(),
    category_id: bigint('category_id', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    // the price before the quantity tiers, unrounded (migration 0027): a page's tier prices are
    // then arithmetic on the row, where `dealer_price` per row and tier was half the page's time
    base: numeric('base'),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.price_group_id, t.category_id] }),
    index('dealer_prices_listing_idx').on(t.price_group_id, t.category_id, t.price, t.product_id),
  ],
);

/** How many rows `dealer_prices` holds per group and category: a category's total without counting it. */
export const dealerPriceCounts = pgTable(
  'dealer_price_counts',
  {
    price_group_id: bigint('price_group_id', { mode: 'number' }).notNull(),
    category_id: bigint('category_id', { mode: 'number' }).notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.price_group_id, t.category_id] })],
);

/**
 * Whether a group's stored prices may be read: not while a rule change is being rebuilt (`stale`),
 * nor once `valid_until` (the group's next dated rule starting or ending) has passed. `generation`
 * counts the changes, so a rebuild marks the group fresh only if none came while it ran.
 */
export const dealerPriceStates = pgTable('dealer_price_states', {
  price_group_id: bigint('price_group_id', { mode: 'number' }).primaryKey(),
  stale: boolean('stale').notNull().default(true),
  generation: bigint('generation', { mode: 'number' }).notNull().default(1),
  valid_until: timestamp('valid_until', { withTimezone: true, mode: 'string' }),
  rebuilt_at: timestamp('rebuilt_at', { withTimezone: true, mode: 'string' }),
});
