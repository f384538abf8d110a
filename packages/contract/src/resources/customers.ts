import { phoneNumber } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/**
 * The shop's clients: who orders, calls back and writes reviews. Their order figures are kept by
 * the server from their orders (readOnly), so the list sorts by them without a join.
 */
export const customers = defineResource({
  name: 'customers',
  table: 'customers',
  route: { path: 'customers', name: 'Customers' },
  scope: 'customers',
  titleField: 'name',
  // namesakes are told apart by how they are reached (the merge picker, an order's customer)
  hintFields: ['phone', 'email'],
  defaultSort: '-created_at',
  fields: {
    name: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    // the main phone and e-mail, shown; all of them searched
    phone: { ...phoneNumber, list: true, sortable: true },
    email: { kind: 'email', max: 254, unique: true, list: true, sortable: true, searchable: true },
    extra_phones: { kind: 'strings', maxItems: 5, itemMax: 13, searchable: true },
    extra_emails: { kind: 'strings', maxItems: 5, itemMax: 254, searchable: true },
    addresses: {
      kind: 'children',
      titleField: 'address',
      maxItems: 10,
      fields: {
        city: { kind: 'text', max: 150, required: true },
        address: { kind: 'text', max: 500, required: true },
        comment: { kind: 'text', max: 255 },
      },
    },
    birthday: { kind: 'date', sortable: true },
    notes: { kind: 'textarea', max: 5000 },
    marketing_consent: { kind: 'boolean', default: false, list: true, filterable: true },
    orders_count: { kind: 'integer', readOnly: true, list: true, sortable: true, filterable: true },
    total_spent: { kind: 'money', readOnly: true, list: true, sortable: true, filterable: true },
    last_order_at: { kind: 'datetime', readOnly: true, list: true, sortable: true, filterable: true },
  },
  extras: { delete: true, autocomplete: true },
});
