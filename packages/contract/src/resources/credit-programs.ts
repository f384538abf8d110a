import { activityStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Instalment and credit offers of partner banks ("Оплата частинами", "Покупка частинами"). */
export const creditPrograms = defineResource({
  name: 'credit-programs',
  table: 'credit_programs',
  route: { path: 'credit-programs', name: 'CreditPrograms' },
  scope: 'credit.programs',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 150, required: true, unique: true, list: true, sortable: true, searchable: true },
    bank_id: { kind: 'reference', resource: 'partners', required: true, list: true, filterable: true },
    months: { kind: 'integer', min: 1, max: 60, required: true, list: true, sortable: true, filterable: true },
    rate: { kind: 'decimal', scale: 2, min: 0, max: 100, default: 0, required: true, list: true, sortable: true },
    min_amount: { kind: 'money', min: 0, max: 100_000_000, list: true, sortable: true },
    max_amount: { kind: 'money', min: 0, max: 100_000_000, atLeast: 'min_amount', list: true, sortable: true },
    description: { kind: 'textarea', max: 2000 },
    status: activityStatus,
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true, autocomplete: true },
});
