import { position, publicationStatus } from '../field-presets.ts';
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
    position,
    status: publicationStatus,
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
