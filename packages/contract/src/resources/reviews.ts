import { defineResource } from '../resource.ts';

/**
 * Customers' reviews of products (SPEC §2 /reviews, list only): moderated in the list, answered
 * as the shop. Publishing or rejecting one recomputes its product's rating.
 */
export const reviews = defineResource({
  name: 'reviews',
  table: 'reviews',
  route: { path: 'reviews', name: 'Reviews', create: false, edit: false },
  scope: 'reviews',
  titleField: 'author',
  defaultSort: '-created_at',
  fields: {
    product_id: { kind: 'reference', resource: 'products', required: true, list: true, filterable: true },
    author: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    customer_id: { kind: 'reference', resource: 'customers', filterable: true },
    rating: { kind: 'integer', min: 1, max: 5, required: true, list: true, sortable: true, filterable: true },
    text: { kind: 'textarea', max: 5000, list: true, searchable: true },
    pros: { kind: 'textarea', max: 2000 },
    cons: { kind: 'textarea', max: 2000 },
    photos: { kind: 'images', maxItems: 10, list: true },
    status: {
      kind: 'status',
      options: ['pending', 'published', 'rejected'],
      default: 'pending',
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    // the shop's answer, shown under the review on the site
    reply: { kind: 'textarea', max: 5000 },
    replied_at: { kind: 'datetime', readOnly: true },
  },
  indexes: [
    ['status', 'created_at'],
    ['product_id', 'status'],
  ],
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
