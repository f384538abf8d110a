import { metaTags, publicationStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Static pages of the site: delivery, payment, warranty, contacts. */
export const pages = defineResource({
  name: 'pages',
  table: 'pages',
  route: { path: 'pages', name: 'Pages' },
  scope: 'pages',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    slug: { kind: 'slug', from: 'title', max: 255, unique: true, list: true, sortable: true, searchable: true },
    excerpt: { kind: 'textarea', max: 500 },
    body: { kind: 'richtext', max: 200_000 },
    image: { kind: 'image' },
    status: publicationStatus,
    published_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    ...metaTags,
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
