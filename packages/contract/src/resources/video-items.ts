import { defineResource } from '../resource.ts';

/** Video reviews and unboxings shown on the site (YouTube and the like), in the order staff give them. */
export const videoItems = defineResource({
  name: 'video-items',
  table: 'video_items',
  route: { path: 'video-items', name: 'VideoItems' },
  scope: 'video.items',
  titleField: 'title',
  defaultSort: 'position',
  fields: {
    title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
    video_url: { kind: 'url', max: 500, required: true, list: true },
    preview: { kind: 'image', list: true },
    description: { kind: 'textarea', max: 1000 },
    position: { kind: 'integer', min: 0, max: 10_000, default: 0, required: true, list: true, sortable: true },
    status: {
      kind: 'status',
      options: ['draft', 'published'],
      default: 'draft',
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
