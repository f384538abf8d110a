import { productFields, productIndexes, productTabs } from '../product-fields.ts';
import { defineResource } from '../resource.ts';

/** The shop's catalogue: what customers see and buy (SPEC §2 /products). */
export const products = defineResource({
  name: 'products',
  table: 'products',
  route: { path: 'products', name: 'Products' },
  scope: 'products',
  titleField: 'name',
  defaultSort: '-created_at',
  fields: {
    ...productFields,
    // shown in these categories' listings too, beside the main one
    categories: { kind: 'references', resource: 'categories', maxItems: 20, filterable: true },
    // kept by the server from the published reviews
    rating: { kind: 'decimal', scale: 2, readOnly: true, sortable: true, filterable: true },
    reviews_count: { kind: 'integer', readOnly: true, sortable: true },
  },
  tabs: productTabs(['categories']),
  indexes: productIndexes,
  extras: { delete: true, destroyBatch: true, batchStatus: true, autocomplete: true },
});
