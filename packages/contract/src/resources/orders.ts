import { phoneNumber } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Where an order came from (`GET /api/sources/select`). */
export const orderSources = ['site', 'phone', 'dealer', 'marketplace'] as const;
export const deliveryMethods = ['pickup', 'np_branch', 'np_courier', 'courier'] as const;
export const paymentMethods = ['cod', 'card', 'bank_transfer', 'credit'] as const;

/**
 * A customer's order (SPEC §2 /orders). Money is integer kopecks and every total is worked out by
 * the server: an item's `price` and `title` are captured from the product when the item is added,
 * whatever the client sends, so a later price change never rewrites an order.
 */
export const orders = defineResource({
  name: 'orders',
  table: 'orders',
  route: { path: 'orders', name: 'Orders' },
  scope: 'orders',
  titleField: 'number',
  defaultSort: '-created_at',
  fields: {
    // sequential from the settings' numbering start, given by the server
    number: { kind: 'integer', readOnly: true, unique: true, list: true, sortable: true },
    source: { kind: 'enum', options: orderSources, default: 'phone', required: true, list: true, filterable: true },
    customer_id: { kind: 'reference', resource: 'customers', list: true, filterable: true },
    // a dealer order's company (issue 29), set when the dealer places it
    dealer_id: { kind: 'reference', resource: 'dealers-users', readOnly: true, list: true, filterable: true },
    name: { kind: 'text', max: 255, required: true, list: true, searchable: true },
    phone: { ...phoneNumber, required: true, list: true },
    email: { kind: 'email', max: 254, searchable: true },
    items: {
      kind: 'children',
      required: true,
      titleField: 'title',
      maxItems: 200,
      fields: {
        product_id: { kind: 'reference', resource: 'products', required: true },
        quantity: { kind: 'integer', min: 1, max: 10_000, default: 1, required: true },
        // captured by the server from the product
        title: { kind: 'text', max: 255 },
        price: { kind: 'money', min: 0, max: 100_000_000_00 },
        // off the whole line, in kopecks
        discount: { kind: 'money', min: 0, max: 100_000_000_00, default: 0 },
      },
    },
    promo_code: { kind: 'text', max: 32, case: 'upper', list: true, filterable: true },
    delivery_method: {
      kind: 'enum',
      options: deliveryMethods,
      default: 'np_branch',
      required: true,
      list: true,
      filterable: true,
    },
    delivery_city: { kind: 'text', max: 150 },
    delivery_branch: { kind: 'text', max: 255 },
    delivery_address: { kind: 'text', max: 500 },
    tracking_number: { kind: 'text', max: 50, searchable: true },
    delivery_cost: { kind: 'money', min: 0, max: 10_000_000, default: 0, required: true },
    payment_method: {
      kind: 'enum',
      options: paymentMethods,
      default: 'cod',
      required: true,
      list: true,
      filterable: true,
    },
    credit_program_id: { kind: 'reference', resource: 'credit-programs' },
    // new orders get the settings' status and manager when these are left out
    status_id: { kind: 'reference', resource: 'order-statuses', list: true, filterable: true },
    manager_id: { kind: 'reference', resource: 'admin-users', list: true, filterable: true },
    customer_comment: { kind: 'textarea', max: 2000 },
    internal_note: { kind: 'textarea', max: 5000 },
    items_total: { kind: 'money', readOnly: true },
    discount_total: { kind: 'money', readOnly: true },
    total: { kind: 'money', readOnly: true, list: true, sortable: true, filterable: true },
    monthly_payment: { kind: 'money', readOnly: true },
  },
  tabs: [
    {
      name: 'customer',
      fields: ['source', 'dealer_id', 'customer_id', 'name', 'phone', 'email', 'customer_comment'],
    },
    { name: 'items', fields: ['items', 'promo_code'] },
    {
      name: 'delivery',
      fields: [
        'delivery_method',
        'delivery_city',
        'delivery_branch',
        'delivery_address',
        'tracking_number',
        'delivery_cost',
        'payment_method',
        'credit_program_id',
      ],
    },
    { name: 'handling', fields: ['status_id', 'manager_id', 'internal_note'] },
  ],
  indexes: [
    ['status_id', 'created_at'],
    ['manager_id', 'created_at'],
    ['customer_id', 'created_at'],
    ['dealer_id', 'created_at'],
    // the dashboard's sums per shop day read a range of this index alone, never the table's pages
    ['created_at', 'status_id', 'total'],
  ],
  extras: { autocomplete: true },
});
