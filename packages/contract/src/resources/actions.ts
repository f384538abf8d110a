import { metaTags, pageContent, publicationStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Promotions: a page about an offer that runs between two dates ("Чорна п’ятниця"). */
export const actions = defineResource({
  name: 'actions',
  table: 'actions',
  route: { path: 'actions', name: 'Actions' },
  scope: 'actions',
  titleField: 'title',
  defaultSort: '-starts_at',
  fields: {
    ...pageContent,
    starts_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    ends_at: { kind: 'datetime', after: 'starts_at', list: true, sortable: true, filterable: true },
    status: publicationStatus,
    published_at: { kind: 'datetime', sortable: true, filterable: true },
    ...metaTags,
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
