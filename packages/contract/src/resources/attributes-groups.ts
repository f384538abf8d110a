import { position } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Attribute groups: how a product card sections its characteristics («Екран», «Пам’ять»). */
export const attributesGroups = defineResource({
  name: 'attributes-groups',
  table: 'attribute_groups',
  route: { path: 'attributes-group', name: 'AttributesGroup' },
  scope: 'attributes.group',
  titleField: 'title',
  defaultSort: 'position',
  fields: {
    title: { kind: 'text', max: 150, required: true, unique: true, list: true, sortable: true, searchable: true },
    position,
    // the group's attributes in the order the product card shows them
    attributes: { kind: 'references', resource: 'attributes', maxItems: 500, list: true, filterable: true },
  },
  extras: { delete: true, destroyBatch: true, autocomplete: true },
});
