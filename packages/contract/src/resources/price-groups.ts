import { activityStatus } from '../field-presets.ts';
import type { ChildField } from '../resource.ts';
import { defineResource } from '../resource.ts';

/**
 * What one override row says: a percent off the retail price or a fixed price, within dates.
 * `discount` is read for `percent`, `price` for `price`; the server asks for the one the kind needs.
 */
const overrideFields = {
  kind: { kind: 'enum', options: ['percent', 'price'], default: 'percent', required: true },
  discount: { kind: 'decimal', scale: 2, min: 0, max: 100, shownWhen: { field: 'kind', equals: 'percent' } },
  price: { kind: 'money', min: 0, max: 100_000_000_00, shownWhen: { field: 'kind', equals: 'price' } },
  starts_at: { kind: 'datetime' },
  ends_at: { kind: 'datetime', after: 'starts_at' },
} as const satisfies Readonly<Record<string, ChildField>>;

/**
 * A wholesale price list a dealer's workspace buys at (OroCommerce's price list per customer
 * group, simplified). The dealer price of a product is worked out by the database function
 * `dealer_price(product, group, quantity, at)`: the nearest category override (its subtree) over
 * the group's base discount, a product override over a category's, a fixed price over a percent,
 * rows out of their dates left out, then the quantity tier's further discount. Staff only.
 */
export const priceGroups = defineResource({
  name: 'price-groups',
  table: 'price_groups',
  route: { path: 'dealers/price-groups', name: 'Dealers.PriceGroups' },
  // a dealer's wholesale terms are staff's to read and set: their own pair beside the dealer panel's scopes
  scope: 'dealer.price_groups',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    name: { kind: 'text', max: 100, required: true, unique: true, list: true, sortable: true, searchable: true },
    // off the retail price, in percent
    discount: { kind: 'decimal', scale: 2, min: 0, max: 100, default: 0, required: true, list: true, sortable: true },
    min_order_amount: { kind: 'money', min: 0, max: 100_000_000_00, list: true, sortable: true },
    starts_at: { kind: 'datetime', list: true, sortable: true },
    ends_at: { kind: 'datetime', after: 'starts_at', list: true, sortable: true },
    status: { ...activityStatus, schedule: { starts: 'starts_at', ends: 'ends_at' } },
    category_overrides: {
      kind: 'children',
      titleField: 'category',
      maxItems: 500,
      fields: { category: { kind: 'reference', resource: 'categories', required: true }, ...overrideFields },
      indexes: [['owner_id', 'category']],
    },
    product_overrides: {
      kind: 'children',
      titleField: 'product',
      maxItems: 2000,
      fields: { product: { kind: 'reference', resource: 'products', required: true }, ...overrideFields },
      indexes: [['owner_id', 'product']],
    },
    // from `min_quantity` pieces of one product a further discount, off the price worked out above
    tiers: {
      kind: 'children',
      titleField: 'min_quantity',
      maxItems: 10,
      fields: {
        min_quantity: { kind: 'integer', min: 2, max: 1_000_000, required: true },
        discount: { kind: 'decimal', scale: 2, min: 0.01, max: 100, required: true },
      },
    },
    // what the group's dealers may see at all: every category and brand while left empty
    visible_categories: { kind: 'references', resource: 'categories', maxItems: 200 },
    visible_brands: { kind: 'references', resource: 'brands', maxItems: 200 },
  },
  // the terms first, as a manager reads a price list; each kind of exception on a page of its own
  tabs: [
    { name: 'terms', fields: ['name', 'discount', 'min_order_amount', 'starts_at', 'ends_at', 'status'] },
    { name: 'prices', fields: ['category_overrides', 'product_overrides'] },
    { name: 'tiers', fields: ['tiers'] },
    { name: 'visibility', fields: ['visible_categories', 'visible_brands'] },
  ],
  extras: { delete: true, autocomplete: true },
});
