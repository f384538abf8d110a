import { activityStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/**
 * A product sold together with other products at a discount, within dates. The totals are worked
 * out by the server from the items' current prices on every save (SPEC §2 /products/{id}/kit).
 */
export const productKits = defineResource({
  name: 'product-kits',
  table: 'product_kits',
  // its screens sit under its product: /products/{id}/kit/create and /products/{id}/kit/{kit}
  route: { path: 'products', name: 'Products.Kit', list: false, under: { field: 'product', segment: 'kit' } },
  scope: 'products',
  titleField: 'title',
  defaultSort: 'position',
  indexes: [['product', 'position']],
  fields: {
    title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    product: { kind: 'reference', resource: 'products', required: true, list: true, filterable: true },
    items: {
      kind: 'children',
      titleField: 'product',
      maxItems: 20,
      fields: {
        product: { kind: 'reference', resource: 'products', required: true },
        quantity: { kind: 'integer', min: 1, max: 100, default: 1, required: true },
        discount_type: { kind: 'enum', options: ['percent', 'price'], default: 'percent', required: true },
        // percent: off the product's price; price: the item's fixed price in the kit (kopecks)
        discount: { kind: 'decimal', scale: 2, min: 0, max: 100 },
        price: { kind: 'money', min: 0, max: 100_000_000_00 },
      },
    },
    starts_at: { kind: 'datetime', list: true, sortable: true },
    ends_at: { kind: 'datetime', after: 'starts_at', list: true, sortable: true },
    status: { ...activityStatus, schedule: { starts: 'starts_at', ends: 'ends_at' } },
    position: { kind: 'integer', min: 0, max: 10_000, default: 0, required: true, sortable: true },
    full_total: { kind: 'money', readOnly: true, list: true },
    total: { kind: 'money', readOnly: true, list: true },
  },
  extras: { delete: true },
});
