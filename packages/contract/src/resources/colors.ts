import { defineResource } from '../resource.ts';

/** The colour palette products pick from ("Чорний", "Сріблястий"), with the swatch shown on the site. */
export const colors = defineResource({
  name: 'colors',
  table: 'colors',
  route: { path: 'colors', name: 'Colors' },
  scope: 'color',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    name: { kind: 'text', max: 100, required: true, unique: true, list: true, sortable: true, searchable: true },
    hex: { kind: 'color', required: true, list: true, sortable: true },
  },
  extras: { delete: true, destroyBatch: true, autocomplete: true },
});
