import { metaTags, publicationStatus } from './field-presets.ts';
import type { ChildrenField, EnumField, Field } from './resource.ts';

/**
 * What a product is made of, shared by the catalogue's products and the sandbox of new products
 * waiting for review (which lack only the additional categories): a sandbox item is approved into
 * a product field for field.
 */

/** GET /api/product_statuses: where a product stands for a buyer, labels at `productStatuses.<code>`. */
export const productStatuses = ['in_stock', 'to_order', 'out_of_stock', 'expected', 'discontinued'] as const;
export type ProductStatus = (typeof productStatuses)[number];

const availability = {
  kind: 'enum',
  options: productStatuses,
  default: 'in_stock',
  required: true,
  list: true,
  sortable: true,
  filterable: true,
  gridEdit: true,
} as const satisfies EnumField;

/**
 * The values of the main category's attributes, one row per value: a multiselect holds a row per
 * chosen value. `value` is a select value's id, `number`, `text` and `flag` hold the other types.
 * The (attribute, value) and (attribute, number) indexes make a filter by values an index lookup.
 */
export const attributeValuesField = {
  kind: 'children',
  titleField: 'attribute',
  maxItems: 500,
  fields: {
    attribute: { kind: 'reference', resource: 'attributes', required: true },
    value: { kind: 'integer', min: 1 },
    number: { kind: 'decimal', scale: 4, min: -1_000_000_000, max: 1_000_000_000 },
    text: { kind: 'text', max: 500 },
    flag: { kind: 'boolean' },
  },
  indexes: [
    ['attribute', 'value', 'owner_id'],
    ['attribute', 'number', 'owner_id'],
  ],
} as const satisfies ChildrenField;

/** EAN-13: thirteen digits, the last one the checksum (the server checks it). */
export const eanPattern = '^[0-9]{13}$';

const weightedSum = (digits: string): number =>
  [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);

/** Twelve digits and their EAN-13 check digit (weights 1, 3, 1, 3… from the left). */
export const ean13 = (twelve: string): string => `${twelve}${(10 - (weightedSum(twelve) % 10)) % 10}`;

/** Whether a code is thirteen digits whose last one is their check digit. */
export const isEan13 = (code: string): boolean => new RegExp(eanPattern).test(code) && weightedSum(code) % 10 === 0;

export const productFields = {
  // first: the list shows the main photo before the name
  gallery: { kind: 'images', maxItems: 20, list: true },
  name: { kind: 'text', max: 255, required: true, list: true, sortable: true, searchable: true },
  slug: { kind: 'slug', from: 'name', max: 255, unique: true },
  sku: {
    kind: 'text',
    max: 64,
    required: true,
    unique: true,
    list: true,
    sortable: true,
    searchable: true,
    pattern: {
      source: '^[A-Za-z0-9][A-Za-z0-9._/-]*$',
      message: { uk: 'Латинські літери, цифри та . _ / -', en: 'Latin letters, digits and . _ / -' },
    },
  },
  ean: {
    kind: 'text',
    max: 13,
    searchable: true,
    pattern: {
      source: eanPattern,
      message: { uk: 'Штрихкод EAN-13 — 13 цифр.', en: 'An EAN-13 barcode is 13 digits.' },
    },
  },
  category: { kind: 'reference', resource: 'categories', required: true, list: true, filterable: true },
  brand: { kind: 'reference', resource: 'brands', list: true, filterable: true },
  color: { kind: 'reference', resource: 'colors', filterable: true },
  labels: { kind: 'references', resource: 'product-labels', maxItems: 10, filterable: true },
  availability,
  status: { ...publicationStatus, gridEdit: true },
  price: {
    kind: 'money',
    min: 0,
    max: 100_000_000_00,
    required: true,
    list: true,
    sortable: true,
    filterable: true,
    gridEdit: true,
  },
  old_price: { kind: 'money', min: 0, max: 100_000_000_00, filterable: true, gridEdit: true },
  quantity: {
    kind: 'integer',
    min: 0,
    max: 10_000_000,
    default: 0,
    required: true,
    list: true,
    sortable: true,
    filterable: true,
    gridEdit: true,
  },
  warranty_months: { kind: 'integer', min: 0, max: 240 },
  weight: { kind: 'decimal', scale: 3, min: 0, max: 100_000 },
  length: { kind: 'decimal', scale: 1, min: 0, max: 100_000 },
  width: { kind: 'decimal', scale: 1, min: 0, max: 100_000 },
  height: { kind: 'decimal', scale: 1, min: 0, max: 100_000 },
  short_description: { kind: 'textarea', max: 1000 },
  description: { kind: 'richtext', max: 200_000 },
  h1: { kind: 'text', max: 255 },
  ...metaTags,
  attribute_values: attributeValuesField,
} as const satisfies Record<string, Field>;

/** Tabs of both forms; the product's own form adds its additional categories to the basic tab. */
export const productTabs = (extraBasic: readonly string[] = []) =>
  [
    {
      name: 'basic',
      fields: [
        'name',
        'slug',
        'sku',
        'ean',
        'category',
        ...extraBasic,
        'brand',
        'color',
        'labels',
        'availability',
        'status',
      ],
    },
    {
      name: 'prices',
      fields: ['price', 'old_price', 'quantity', 'warranty_months', 'weight', 'length', 'width', 'height'],
    },
    { name: 'media', fields: ['gallery', 'short_description', 'description'] },
    { name: 'attributes', fields: ['attribute_values'] },
    { name: 'seo', fields: ['h1', 'meta_title', 'meta_description'] },
  ] as const;

/**
 * Every list filters one category's products sorted by price or stock: one index each. Published
 * products by stock: the dashboard's low-stock count reads that range of the index alone (a million
 * products, a quarter of them low: 540 ms through the stock index and the table, 33 ms here).
 */
export const productIndexes = [
  ['category', 'price'],
  ['category', 'quantity'],
  ['status', 'quantity'],
] as const;
