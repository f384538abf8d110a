import { productFields, productIndexes, productTabs } from '../product-fields.ts';
import { defineResource } from '../resource.ts';

/**
 * New products that arrived from suppliers or were proposed, waiting for review: approving one
 * makes it a product and takes it out of here in the same transaction (SPEC §2 /products-sandbox).
 */
export const productsSandbox = defineResource({
  name: 'products-sandbox',
  table: 'products_sandbox',
  route: { path: 'products-sandbox', name: 'ProductsSandbox', create: false, edit: false },
  scope: 'products',
  titleField: 'name',
  defaultSort: '-created_at',
  fields: {
    ...productFields,
    // who sent it: a supplier's feed, a file, a person
    source: { kind: 'text', max: 150, list: true, sortable: true, filterable: true },
    review_note: { kind: 'textarea', max: 1000 },
  },
  tabs: productTabs(['source', 'review_note']),
  indexes: productIndexes,
  extras: { delete: true, destroyBatch: true, batchStatus: true, autocomplete: true },
});
