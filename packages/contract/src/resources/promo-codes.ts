import { activityStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Discount codes a customer types at checkout, limited by dates, order total and number of uses. */
export const promoCodes = defineResource({
  name: 'promo-codes',
  table: 'promo_codes',
  route: { path: 'promos', name: 'Promos' },
  scope: 'promo.code',
  titleField: 'code',
  defaultSort: '-created_at',
  fields: {
    code: {
      kind: 'text',
      min: 3,
      max: 32,
      // checked before the upper-casing: customers type codes in any case
      pattern: {
        source: '^[A-Za-z0-9_-]+$',
        message: { uk: 'Лише латинські літери, цифри, - та _.', en: 'Only Latin letters, digits, - and _.' },
      },
      case: 'upper',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    description: { kind: 'textarea', max: 500 },
    discount_type: {
      kind: 'enum',
      options: ['percent', 'fixed'],
      default: 'percent',
      required: true,
      list: true,
      filterable: true,
    },
    // one field for both types: percents (0.01–100) or hryvnias. A field's limits cannot depend
    // on another field, so the declaration holds the hryvnia bound and a server hook caps percents at 100.
    discount_value: {
      kind: 'decimal',
      scale: 2,
      min: 0.01,
      max: 1_000_000,
      required: true,
      list: true,
      sortable: true,
      unitFrom: { field: 'discount_type', units: { percent: '%', fixed: '₴' } },
    },
    min_order_amount: { kind: 'money', min: 0, max: 100_000_000, list: true, sortable: true },
    usage_limit: { kind: 'integer', min: 1, max: 1_000_000, list: true },
    usage_limit_per_customer: { kind: 'integer', min: 1, max: 1000 },
    starts_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    ends_at: { kind: 'datetime', after: 'starts_at', list: true, sortable: true, filterable: true },
    status: { ...activityStatus, schedule: { starts: 'starts_at', ends: 'ends_at' } },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true, autocomplete: true },
});
