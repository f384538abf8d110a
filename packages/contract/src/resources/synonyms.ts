import { defineResource } from '../resource.ts';

/** Search synonyms: a query for the term also finds what its synonyms find ("ноутбук" ~ "лептоп"). */
export const synonyms = defineResource({
  name: 'synonyms',
  table: 'synonyms',
  route: { path: 'directory/synonyms', name: 'Directory.Synonyms' },
  scope: 'synonyms',
  titleField: 'term',
  defaultSort: 'term',
  fields: {
    term: { kind: 'text', max: 100, required: true, unique: true, list: true, sortable: true, searchable: true },
    synonyms: { kind: 'strings', maxItems: 50, itemMax: 100, list: true },
  },
  extras: { delete: true, destroyBatch: true },
});
