import { defineResource } from '../resource.ts';

/** Units of measure: the suffix an attribute value carries ("мм", "ГБ"). */
export const units = defineResource({
  name: 'units',
  table: 'units',
  route: { path: 'directory/units', name: 'Directory.Units' },
  scope: 'unit',
  titleField: 'title',
  defaultSort: 'title',
  fields: {
    title: { kind: 'text', max: 100, required: true, unique: true, list: true, sortable: true, searchable: true },
    suffix: { kind: 'text', max: 20, required: true, list: true, sortable: true, searchable: true },
  },
  extras: { delete: true, destroyBatch: true, autocomplete: true, directory: 'units' },
});
