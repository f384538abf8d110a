import { metaTags, position, publicationStatus } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** The catalogue's tree of categories, each with the attributes its products fill in. */
export const categories = defineResource({
  name: 'categories',
  table: 'categories',
  route: { path: 'categories', name: 'Categories', create: false },
  scope: 'categories',
  titleField: 'title',
  defaultSort: 'position',
  tree: { parent: 'parent' },
  fields: {
    title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    slug: { kind: 'slug', from: 'title', max: 255, unique: true, list: true },
    parent: { kind: 'reference', resource: 'categories', list: true, filterable: true },
    position,
    status: publicationStatus,
    in_menu: { kind: 'boolean', default: true, list: true, filterable: true },
    // a number of Google's product taxonomy, for the Merchant Center feed (subcategories inherit it)
    google_product_category: { kind: 'integer', min: 1, max: 999_999 },
    image: { kind: 'image', list: true },
    description: { kind: 'richtext', max: 100_000 },
    h1: { kind: 'text', max: 255 },
    ...metaTags,
    seo_text: { kind: 'richtext', max: 100_000 },
    // the attributes of its products, with what the category says of each
    attributes: {
      kind: 'children',
      titleField: 'attribute',
      maxItems: 300,
      fields: {
        attribute: { kind: 'reference', resource: 'attributes', required: true },
        filter: { kind: 'boolean', default: true },
        required: { kind: 'boolean' },
      },
    },
  },
  tabs: [
    { name: 'basic', fields: ['title', 'slug', 'parent', 'position', 'status', 'in_menu', 'image', 'description'] },
    { name: 'attributes', fields: ['attributes'] },
    { name: 'seo', fields: ['h1', 'meta_title', 'meta_description', 'seo_text', 'google_product_category'] },
  ],
  extras: { delete: true, destroyBatch: true, batchStatus: true, autocomplete: true },
});
