import { activityStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Partners of the shop: banks of the credit programs, suppliers, services shown on the site. */
export const partners = defineResource({
  name: 'partners',
  table: 'partners',
  route: { path: 'directory/partners', name: 'Directory.Partners' },
  scope: 'partners',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 150, required: true, unique: true, list: true, sortable: true, searchable: true },
    logo: { kind: 'image', list: true },
    site_url: { kind: 'url', max: 500, list: true },
    description: { kind: 'textarea', max: 2000 },
    status: activityStatus,
    // where link mappings' prices and availability are sent (issue 31); empty: the partner is not synced
    sync_url: { kind: 'url', max: 500 },
    // the partner's bearer token: kept apart by the server, never sent back; its hint tells one is set
    sync_token: { kind: 'password' },
    sync_token_hint: { kind: 'text', max: 20, readOnly: true },
  },
  extras: {
    delete: true,
    destroyBatch: true,
    batchStatus: true,
    autocomplete: true,
    directory: 'partners',
  },
});
