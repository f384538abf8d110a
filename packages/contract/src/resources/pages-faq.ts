import { position, publicationStatus } from '../field-presets.ts';
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
    position,
    status: publicationStatus,
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
