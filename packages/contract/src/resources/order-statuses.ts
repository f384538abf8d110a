import { position } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** The states an order moves through ("Нове", "Відправлено", "Виконано"), in the shop's own words. */
export const orderStatuses = defineResource({
  name: 'order-statuses',
  table: 'order_statuses',
  route: { path: 'directory/statutes', name: 'Directory.Statutes' },
  scope: 'statutes',
  titleField: 'title',
  defaultSort: 'position',
  fields: {
    title: { kind: 'text', max: 100, required: true, unique: true, list: true, sortable: true, searchable: true },
    code: {
      kind: 'text',
      max: 50,
      // checked before the lower-casing, so "NEW" is accepted and stored as "new"
      pattern: {
        source: '^[A-Za-z][A-Za-z0-9_]*$',
        message: {
          uk: 'Лише латинські літери, цифри та _, першою має бути літера.',
          en: 'Only Latin letters, digits and _, starting with a letter.',
        },
      },
      case: 'lower',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    color: { kind: 'color', default: '#9e9e9e', required: true, list: true },
    position,
    is_final: { kind: 'boolean', default: false, list: true, filterable: true },
    notify_customer: { kind: 'boolean', default: true, list: true, filterable: true },
  },
  // orders point at their status: staff delete one at a time, each checked by the server
  extras: { delete: true, autocomplete: true },
});
