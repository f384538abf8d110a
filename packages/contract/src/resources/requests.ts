import { phoneNumber } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/**
 * "Call me back" requests from the shop's site (SPEC §2 /requests, list only): handled right in
 * the list, and turned into an order in one click.
 */
export const requests = defineResource({
  name: 'requests',
  table: 'requests',
  route: { path: 'requests', name: 'Requests', create: false, edit: false },
  scope: 'admin.requests',
  titleField: 'name',
  defaultSort: '-created_at',
  fields: {
    name: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    phone: { ...phoneNumber, required: true, list: true },
    product_id: { kind: 'reference', resource: 'products', list: true, filterable: true },
    page_url: { kind: 'url', max: 1000 },
    message: { kind: 'textarea', max: 2000, list: true },
    status: {
      kind: 'status',
      options: ['new', 'in_progress', 'done', 'spam'],
      default: 'new',
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    manager_id: { kind: 'reference', resource: 'admin-users', list: true, filterable: true },
    note: { kind: 'textarea', max: 2000 },
    // set by the server when the status leaves "new", and the order made from the request
    handled_at: { kind: 'datetime', readOnly: true, list: true, sortable: true },
    handled_by: { kind: 'reference', resource: 'admin-users', readOnly: true },
    customer_id: { kind: 'reference', resource: 'customers', readOnly: true },
    order_id: { kind: 'reference', resource: 'orders', readOnly: true, list: true },
  },
  indexes: [['status', 'created_at']],
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
