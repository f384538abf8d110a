import { defineResource } from '../resource.ts';

/** Questions and answers of the FAQ page, in the order staff give them. */
export const pagesFaq = defineResource({
  name: 'pages-faq',
  table: 'faq_pages',
  route: { path: 'pages-faq', name: 'PagesFaq' },
  scope: 'page.faq',
  titleField: 'question',
  defaultSort: 'position',
  fields: {
    question: { kind: 'text', max: 300, required: true, unique: true, list: true, sortable: true, searchable: true },
    answer: { kind: 'richtext', max: 20_000, required: true },
    position: { kind: 'integer', min: 0, max: 10_000, default: 0, required: true, list: true, sortable: true },
    status: {
      kind: 'status',
      options: ['draft', 'published'],
      default: 'draft',
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
