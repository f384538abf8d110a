import { defineResource } from '../resource.ts';

/** Stickers on product cards ("Новинка", "Хіт продажу", "-20%"), shown within their dates. */
export const productLabels = defineResource({
  name: 'product-labels',
  table: 'product_labels',
  route: { path: 'directory/labels', name: 'Directory.Labels' },
  scope: 'labels',
  titleField: 'title',
  defaultSort: '-priority',
  fields: {
    title: { kind: 'text', max: 50, required: true, unique: true, list: true, sortable: true, searchable: true },
    text_color: { kind: 'color', default: '#ffffff', required: true, list: true },
    background_color: { kind: 'color', default: '#e53935', required: true, list: true },
    priority: {
      kind: 'integer',
      min: 0,
      max: 1000,
      default: 0,
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    active_from: { kind: 'date', list: true, sortable: true, filterable: true },
    active_to: { kind: 'date', after: 'active_from', list: true, sortable: true, filterable: true },
  },
  extras: { delete: true, destroyBatch: true, autocomplete: true },
});
