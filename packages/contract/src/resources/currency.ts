import { defineResource } from '../resource.ts';

/** Currencies the shop prices or converts in; the rate is hryvnias for one unit of the currency. */
export const currency = defineResource({
  name: 'currency',
  table: 'currencies',
  route: { path: 'directory/currency', name: 'Directory.Currency' },
  scope: 'currency',
  titleField: 'title',
  defaultSort: 'code',
  fields: {
    code: {
      kind: 'text',
      min: 3,
      max: 3,
      // checked before the upper-casing, so "usd" is accepted and stored as "USD"
      pattern: {
        source: '^[A-Za-z]{3}$',
        message: {
          uk: 'Код ISO 4217: три латинські літери, напр. USD.',
          en: 'An ISO 4217 code: three Latin letters, e.g. USD.',
        },
      },
      case: 'upper',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    title: { kind: 'text', max: 100, required: true, list: true, sortable: true, searchable: true },
    symbol: { kind: 'text', max: 5, required: true, list: true },
    // min is inclusive, so the smallest step of scale 4 stands for "greater than zero"
    rate: { kind: 'decimal', scale: 4, min: 0.0001, max: 1_000_000, required: true, list: true, sortable: true },
    is_default: { kind: 'boolean', default: false, list: true, filterable: true },
  },
  extras: { delete: true, autocomplete: true, directory: 'currencies' },
});
