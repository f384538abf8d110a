import { dealerStatuses } from '../dealers/statuses.ts';
import { phoneNumber } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/**
 * Dealer companies (SPEC §2 `/dealers-users`): the shop's B2B partners. Its people are accounts
 * (`admin_users` rows with `dealer_id`), shown on its page. The status moves only through the
 * moderation routes (approve, reject, block, unblock), which audit each decision and send mail;
 * the price group is chosen at approval.
 */
export const dealersUsers = defineResource({
  name: 'dealers-users',
  table: 'dealers',
  route: { path: 'dealers-users', name: 'DealersUsers' },
  scope: 'dealers.users',
  titleField: 'legal_name',
  defaultSort: '-created_at',
  fields: {
    legal_name: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    edrpou: {
      kind: 'text',
      max: 8,
      required: true,
      unique: true,
      list: true,
      searchable: true,
      pattern: {
        source: '^\\d{8}$',
        message: { uk: 'Код ЄДРПОУ — 8 цифр.', en: 'An EDRPOU code is 8 digits.' },
      },
    },
    vat: {
      kind: 'text',
      max: 12,
      pattern: {
        source: '^\\d{12}$',
        message: { uk: 'ІПН платника ПДВ — 12 цифр.', en: 'A VAT number is 12 digits.' },
      },
    },
    legal_address: { kind: 'text', max: 500, required: true },
    contact_person: { kind: 'text', max: 150, required: true, list: true },
    phone: { ...phoneNumber, required: true, list: true },
    email: { kind: 'email', max: 254, required: true, list: true, searchable: true },
    manager_id: { kind: 'reference', resource: 'admin-users', list: true, filterable: true },
    status: {
      kind: 'status',
      options: dealerStatuses,
      // every company starts pending (set by the server: modules/dealers)
      required: true,
      readOnly: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    decision_reason: { kind: 'textarea', max: 1000, readOnly: true },
    notes: { kind: 'textarea', max: 5000 },
    // chosen at approval; a workspace may have a group of its own
    price_group_id: { kind: 'reference', resource: 'price-groups', readOnly: true, list: true, filterable: true },
    decided_at: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  extras: { autocomplete: true },
});
