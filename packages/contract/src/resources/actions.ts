import { defineResource } from '../resource.ts';

/** Promotions: a page about an offer that runs between two dates ("Чорна п'ятниця"). */
export const actions = defineResource({
  name: 'actions',
  table: 'actions',
  route: { path: 'actions', name: 'Actions' },
  scope: 'actions',
  titleField: 'title',
  defaultSort: '-starts_at',
  fields: {
    title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    slug: { kind: 'slug', from: 'title', max: 255, unique: true, list: true },
    excerpt: { kind: 'textarea', max: 500 },
    body: { kind: 'richtext', max: 200_000 },
    image: { kind: 'image', list: true },
    starts_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    ends_at: { kind: 'datetime', after: 'starts_at', list: true, sortable: true, filterable: true },
    status: {
      kind: 'status',
      options: ['draft', 'published'],
      default: 'draft',
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    published_at: { kind: 'datetime', sortable: true, filterable: true },
    meta_title: { kind: 'text', max: 70 },
    meta_description: { kind: 'textarea', max: 160 },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
