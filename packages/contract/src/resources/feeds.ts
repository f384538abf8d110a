import { activityStatus } from '../field-presets.ts';
import { productStatuses } from '../product-fields.ts';
import { defineResource } from '../resource.ts';

/** Formats a feed is written in: Google Merchant Center, Rozetka and Prom YML, Hotline, plain CSV. */
export const feedFormats = ['google_merchant', 'rozetka_yml', 'prom_yml', 'hotline', 'csv'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** Columns a CSV feed may carry, in the order chosen. */
export const feedCsvColumns = [
  'id',
  'sku',
  'name',
  'url',
  'price',
  'old_price',
  'currency',
  'availability',
  'quantity',
  'brand',
  'category',
  'ean',
  'image',
  'description',
] as const;

/** Why a product was left out of a feed: counted per build and listed in the skipped CSV. */
export const feedSkipReasons = ['no_price', 'no_picture', 'not_in_stock', 'invalid_gtin'] as const;
export type FeedSkipReason = (typeof feedSkipReasons)[number];

/**
 * A catalogue export for a marketplace or a price comparison site (issue 31), served at the
 * public `/feeds/{token}.xml` (or `.csv`) the marketplace fetches; the last build's facts are kept
 * by the builder and only read here.
 */
export const feeds = defineResource({
  name: 'feeds',
  table: 'feeds',
  route: { path: 'feeds', name: 'Feeds' },
  scope: 'feeds',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    name: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    format: {
      kind: 'enum',
      options: feedFormats,
      default: 'google_merchant',
      required: true,
      list: true,
      filterable: true,
    },
    base_url: { kind: 'url', max: 255, required: true },
    // subtrees: a chosen category takes its descendants along; none chosen takes the whole catalogue
    categories: { kind: 'references', resource: 'categories', maxItems: 200 },
    brands: { kind: 'references', resource: 'brands', maxItems: 500 },
    product_statuses: { kind: 'strings', maxItems: productStatuses.length, itemMax: 20, options: productStatuses },
    in_stock_only: { kind: 'boolean', default: false },
    price_rule: { kind: 'enum', options: ['none', 'markup', 'discount'], default: 'none', required: true },
    price_percent: { kind: 'decimal', scale: 2, min: 0, max: 500 },
    rounding: { kind: 'enum', options: ['none', 'whole', 'nine'], default: 'none', required: true },
    utm_source: { kind: 'text', max: 100 },
    utm_medium: { kind: 'text', max: 100 },
    utm_campaign: { kind: 'text', max: 100 },
    csv_columns: { kind: 'strings', maxItems: feedCsvColumns.length, itemMax: 20, options: feedCsvColumns },
    schedule: { kind: 'enum', options: ['manual', 'hourly', 'daily'], default: 'manual', required: true, list: true },
    daily_at: {
      kind: 'text',
      max: 5,
      pattern: {
        source: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
        message: { uk: 'Час у форматі ГГ:ХХ, наприклад 03:30.', en: 'A time as HH:MM, e.g. 03:30.' },
      },
    },
    status: activityStatus,
    // the secret part of the public address; made by the server, changed by «Змінити посилання»
    token: { kind: 'text', max: 64, readOnly: true },
    last_started_at: { kind: 'datetime', readOnly: true },
    last_finished_at: { kind: 'datetime', readOnly: true, list: true, sortable: true },
    last_duration_ms: { kind: 'integer', readOnly: true, list: true },
    last_size: { kind: 'integer', readOnly: true, list: true },
    last_items: { kind: 'integer', readOnly: true, list: true },
    last_skipped: { kind: 'integer', readOnly: true, list: true },
    skipped_no_price: { kind: 'integer', readOnly: true },
    skipped_no_picture: { kind: 'integer', readOnly: true },
    skipped_not_in_stock: { kind: 'integer', readOnly: true },
    skipped_invalid_gtin: { kind: 'integer', readOnly: true },
    last_error: { kind: 'text', max: 500, readOnly: true },
    // when the scheduler queues it next; null for manual feeds
    next_run_at: { kind: 'datetime', readOnly: true },
  },
  extras: { delete: true, destroyBatch: true, batchStatus: true },
});
