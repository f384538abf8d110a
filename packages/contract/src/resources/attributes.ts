import { position, publicationStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/**
 * Attributes a category's products fill in (diagonal, memory, colour) and the site's filters are
 * built from; `select` and `multiselect` attributes choose from their ordered values.
 */
export const attributes = defineResource({
  name: 'attributes',
  table: 'attributes',
  route: { path: 'attributes', name: 'Attributes', create: false },
  scope: 'attributes',
  titleField: 'title',
  // two attributes of one title (a screen's «Діагональ» in two groups) differ by their code
  hintFields: ['code'],
  defaultSort: 'position',
  fields: {
    title: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    code: {
      kind: 'text',
      max: 64,
      // made from the title while left empty, as slugs are: «Діагональ екрана» → diahonal_ekrana
      from: 'title',
      unique: true,
      case: 'lower',
      list: true,
      sortable: true,
      searchable: true,
      pattern: {
        source: '^[A-Za-z][A-Za-z0-9_]*$',
        message: { uk: 'Латинські літери, цифри та _, з літери.', en: 'Latin letters, digits and _, from a letter.' },
      },
    },
    data_type: {
      kind: 'enum',
      options: ['string', 'number', 'boolean', 'select', 'multiselect'],
      default: 'string',
      required: true,
      list: true,
      filterable: true,
    },
    unit: { kind: 'reference', resource: 'units', filterable: true },
    description: { kind: 'textarea', max: 2000 },
    admin_description: { kind: 'textarea', max: 2000 },
    range: { kind: 'boolean', filterable: true },
    multiple: { kind: 'boolean' },
    in_range: { kind: 'boolean' },
    status: publicationStatus,
    position,
    values: {
      kind: 'children',
      titleField: 'title',
      maxItems: 1000,
      fields: {
        title: { kind: 'text', max: 200, required: true },
        slug: {
          kind: 'text',
          max: 200,
          case: 'lower',
          pattern: {
            source: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
            message: { uk: 'Лише латинські літери, цифри та дефіси.', en: 'Only Latin letters, digits and hyphens.' },
          },
        },
        color: { kind: 'color' },
      },
    },
  },
  tabs: [
    {
      name: 'basic',
      fields: [
        'title',
        'code',
        'data_type',
        'unit',
        'description',
        'admin_description',
        'range',
        'multiple',
        'in_range',
        'status',
        'position',
      ],
    },
    { name: 'values', fields: ['values'] },
  ],
  extras: { delete: true, destroyBatch: true, batchStatus: true, autocomplete: true },
});
