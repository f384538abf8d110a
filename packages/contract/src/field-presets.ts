import type { EnumField, NumberField, TextField } from './resource.ts';

/**
 * Fields many resources declare alike. A preset is plain data: a declaration spreads it and may
 * override a property (`{ ...activityStatus, default: 'inactive' }`).
 */

/** Content that is drafted and then shown on the site (SPEC §4: draft / published). */
export const publicationStatus = {
  kind: 'status',
  options: ['draft', 'published'],
  default: 'draft',
  required: true,
  list: true,
  sortable: true,
  filterable: true,
} as const satisfies EnumField;

/** Something switched on or off (partners, banners, promo codes). */
export const activityStatus = {
  kind: 'status',
  options: ['active', 'inactive'],
  default: 'active',
  required: true,
  list: true,
  sortable: true,
  filterable: true,
} as const satisfies EnumField;

/** A Ukrainian phone number as +380XXXXXXXXX (staff, customers, orders, callback requests). */
export const phoneNumber = {
  kind: 'text',
  max: 13,
  searchable: true,
  pattern: {
    source: '^\\+380\\d{9}$',
    message: { uk: 'Телефон у форматі +380XXXXXXXXX.', en: 'A phone number as +380XXXXXXXXX.' },
  },
} as const satisfies TextField;

/** Manual order in a list on the site: smaller first. */
export const position = {
  kind: 'integer',
  min: 0,
  max: 10_000,
  default: 0,
  required: true,
  list: true,
  sortable: true,
} as const satisfies NumberField;

/** The page's `<title>` and meta description, at the lengths search engines show. */
export const metaTags = {
  meta_title: { kind: 'text', max: 70 },
  meta_description: { kind: 'textarea', max: 160 },
} as const satisfies Record<string, TextField>;

/** A public page's heading, address and text. */
export const pageContent = {
  title: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
  slug: { kind: 'slug', from: 'title', max: 255, unique: true, list: true },
  excerpt: { kind: 'textarea', max: 500 },
  body: { kind: 'richtext', max: 200_000 },
  image: { kind: 'image', list: true },
} as const;
