import { metaTags } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Manufacturers of the catalogue; each has a page of its own on the site. */
export const brands = defineResource({
  name: 'brands',
  table: 'brands',
  route: { path: 'brands', name: 'Brands' },
  scope: 'brand',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    name: { kind: 'text', max: 150, required: true, unique: true, list: true, sortable: true, searchable: true },
    slug: { kind: 'slug', from: 'name', max: 150, unique: true, list: true, sortable: true, searchable: true },
    logo: { kind: 'image', list: true },
    site_url: { kind: 'url', max: 500 },
    description: { kind: 'richtext', max: 50_000 },
    ...metaTags,
  },
  extras: { delete: true, destroyBatch: true, autocomplete: true },
});
