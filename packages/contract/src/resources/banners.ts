import { activityStatus, position } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Advertising banners of the site: one picture for wide screens and one for phones, shown in a place. */
export const banners = defineResource({
  name: 'banners',
  table: 'banners',
  route: { path: 'banners', name: 'Banners' },
  scope: 'banners',
  titleField: 'title',
  defaultSort: 'position',
  fields: {
    title: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    image_desktop: { kind: 'image', required: true, list: true },
    image_mobile: { kind: 'image' },
    // a banner usually leads inside the shop, so a site path is as good as a full address
    link: {
      kind: 'text',
      max: 1000,
      pattern: {
        source: '^(?:/(?!/)\\S*|https?://[^\\s/]+(?:/\\S*)?)$',
        message: {
          uk: 'Шлях сайту (/catalog/phones) або повна адреса (https://…).',
          en: 'A site path (/catalog/phones) or a full address (https://…).',
        },
      },
      list: true,
    },
    placement: {
      kind: 'enum',
      options: ['home_top', 'home_middle', 'catalog_top', 'sidebar'],
      default: 'home_top',
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    starts_at: { kind: 'datetime', list: true, sortable: true, filterable: true },
    ends_at: { kind: 'datetime', after: 'starts_at', list: true, sortable: true, filterable: true },
    position,
    status: { ...activityStatus, default: 'inactive' },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
