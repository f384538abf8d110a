import { defineResource } from '../resource.ts';

/** Redirects from old addresses of the site, so links and search results keep working. */
export const redirectUrls = defineResource({
  name: 'redirect-urls',
  table: 'redirect_urls',
  route: { path: 'redirect-urls', name: 'RedirectUrls' },
  scope: 'redirects',
  titleField: 'from_path',
  defaultSort: 'from_path',
  fields: {
    from_path: { kind: 'path', max: 2000, required: true, unique: true, list: true, sortable: true, searchable: true },
    // a path of this site or a full address elsewhere; "//host" is refused: browsers read it as another site
    target: {
      kind: 'text',
      max: 2000,
      pattern: {
        source: '^(?:/(?!/)\\S*|https?://[^\\s/]+(?:/\\S*)?)$',
        message: {
          uk: 'Шлях сайту (/catalog/phones) або повна адреса (https://…).',
          en: 'A site path (/catalog/phones) or a full address (https://…).',
        },
      },
      required: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    code: {
      kind: 'enum',
      options: ['301', '302'],
      default: '301',
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
  },
  extras: { delete: true, destroyBatch: true },
});
