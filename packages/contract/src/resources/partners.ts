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
  },
  extras: {
    delete: true,
    destroyBatch: true,
    batchStatus: true,
    autocomplete: true,
    directory: 'partners',
  },
});
