import { defineResource } from '../resource.ts';

/** The state of a mapping after its last sync with the partner. */
export const linkSyncStates = ['never', 'ok', 'failed'] as const;
export type LinkSyncState = (typeof linkSyncStates)[number];

/**
 * A shop's product in a partner's catalogue (issue 31): the partner's SKU and product page, with
 * the last sync's state. A SKU names one product at a partner; a product may be listed there
 * under more than one SKU (a partner's duplicate listings), each synced. SPEC §6 gives the
 * section one scope, `foxy_link.edit`, for reading and writing; the sync itself is
 * `POST /api/products/foxylink/sync/batch`.
 */
export const foxyLinkMappings = defineResource({
  name: 'foxy-link-mappings',
  table: 'foxy_link_mappings',
  route: { path: 'foxy-link-mappings', name: 'FoxyLinkMappings', create: false, edit: false },
  scope: 'foxy_link',
  scopeMode: 'edit',
  titleField: 'partner_sku',
  defaultSort: '-updated_at',
  fields: {
    partner: {
      kind: 'reference',
      resource: 'partners',
      required: true,
      list: true,
      filterable: true,
      onDelete: 'cascade',
    },
    product: {
      kind: 'reference',
      resource: 'products',
      required: true,
      list: true,
      filterable: true,
      onDelete: 'cascade',
    },
    partner_sku: {
      kind: 'text',
      max: 100,
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      uniqueWithin: {
        field: 'partner',
        message: {
          uk: 'Такий артикул у цього партнера вже є.',
          en: 'This partner already has this SKU.',
        },
      },
    },
    product_url: { kind: 'url', max: 500, list: true, gridEdit: true },
    sync_state: {
      kind: 'enum',
      options: linkSyncStates,
      // set to `never` when the mapping is made (a read-only field takes no default from a form)
      readOnly: true,
      list: true,
      filterable: true,
    },
    synced_at: { kind: 'datetime', readOnly: true, list: true, sortable: true },
    sync_error: { kind: 'text', max: 500, readOnly: true, list: true },
  },
  indexes: [['partner', 'sync_state']],
  extras: { delete: true, destroyBatch: true },
});
