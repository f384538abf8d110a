import { metaTags, pageContent, publicationStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** News of the shop: a page of its own on the site, drafted and then published. */
export const news = defineResource({
  name: 'news',
  table: 'news',
  route: { path: 'news', name: 'News' },
  scope: 'news',
  titleField: 'title',
  defaultSort: '-published_at',
  fields: {
    ...pageContent,
    status: publicationStatus,
    published_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    ...metaTags,
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
