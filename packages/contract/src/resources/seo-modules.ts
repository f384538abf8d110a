import { defineResource } from '../resource.ts';

/** SEO of one address of the site (a filtered catalogue, a landing): heading, meta tags, text, indexing. */
export const seoModules = defineResource({
  name: 'seo-modules',
  table: 'seo_pages',
  route: { path: 'seo-module', name: 'SeoModule' },
  scope: 'seo.page',
  titleField: 'url',
  defaultSort: 'url',
  fields: {
    url: { kind: 'path', max: 2000, required: true, unique: true, list: true, sortable: true, searchable: true },
    h1: { kind: 'text', max: 255, list: true, sortable: true, searchable: true },
    meta_title: { kind: 'text', max: 70, list: true, searchable: true },
    meta_description: { kind: 'textarea', max: 160 },
    seo_text: { kind: 'richtext', max: 100_000 },
    canonical: { kind: 'url', max: 2000 },
    robots: {
      kind: 'enum',
      options: ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'],
      default: 'index,follow',
      required: true,
      list: true,
      filterable: true,
    },
  },
  extras: { delete: true, destroyBatch: true },
});
