import { activityStatus, position } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/** Blocks staff compose on the home and catalogue pages: carousels, grids and tabs of content. */
export const interactiveSections = defineResource({
  name: 'interactive-sections',
  table: 'interactive_sections',
  route: { path: 'interactive-sections', name: 'InteractiveSections' },
  scope: 'interactive-sections',
  titleField: 'title',
  defaultSort: 'position',
  fields: {
    title: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    type: {
      kind: 'enum',
      options: ['carousel', 'grid', 'tabs', 'banner_strip'],
      default: 'carousel',
      required: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    // a block holds a title, a text and a link: a product_set or category_set points at the
    // catalogue listing (a category or a filtered search) whose products the site shows
    blocks: {
      kind: 'blocks',
      types: ['text', 'link', 'product_set', 'category_set'],
      maxItems: 30,
    },
    position,
    status: { ...activityStatus, default: 'inactive' },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
