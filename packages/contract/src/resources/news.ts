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
    title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    slug: { kind: 'slug', from: 'title', max: 255, unique: true, list: true },
    excerpt: { kind: 'textarea', max: 500 },
    body: { kind: 'richtext', max: 200_000 },
    image: { kind: 'image', list: true },
    status: {
      kind: 'status',
      options: ['draft', 'published'],
      default: 'draft',
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    published_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    meta_title: { kind: 'text', max: 70 },
    meta_description: { kind: 'textarea', max: 160 },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
