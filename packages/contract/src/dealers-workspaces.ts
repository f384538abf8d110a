import { phoneNumber } from './field-presets.ts';
import { defineResource } from './resource.ts';
import { deliveryMethods } from './resources/orders.ts';

/**
 * A dealer's trading point (SPEC §2 `/dealers/workspaces`, §7 `dealers/workspaces` with `{id}` and
 * `{id}/price_group`): a shop, a warehouse or a branch, with its address, the delivery its orders
 * default to and the price group it buys at. Not in `resources/`: its routes are the dealer area's
 * own (modules/dealers/workspaces), every query scoped by the caller's company and, for a
 * manager, their workspaces; the declaration gives them and the web their fields and checks.
 * Read and written with `dealer.dashboard`; the price group only by staff, with
 * `dealer.price_groups.edit`, through `PUT {id}/price_group`.
 */
export const dealerWorkspaces = defineResource({
  name: 'dealers-workspaces',
  table: 'dealer_workspaces',
  route: { path: 'dealers/workspaces', name: 'Dealers.Workspaces', create: false },
  scope: 'dealer.dashboard',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    // a dealer's own workspaces are its company's whatever it sends; staff name the company
    dealer_id: { kind: 'reference', resource: 'dealers-users', required: true, list: true, filterable: true },
    name: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    city: { kind: 'text', max: 100, required: true, list: true, sortable: true, searchable: true },
    street: { kind: 'text', max: 255 },
    delivery_method: { kind: 'enum', options: deliveryMethods, default: 'np_branch', required: true, list: true },
    // a Nova Poshta branch or parcel locker, as the dealer names it: «Відділення №12»
    np_branch: { kind: 'text', max: 255 },
    phone: { ...phoneNumber, list: true },
    price_group_id: { kind: 'reference', resource: 'price-groups', readOnly: true, list: true, filterable: true },
    // the company's managers who act for it (set on a manager's form, dealers-managers)
    managers: { kind: 'references', resource: 'admin-users', maxItems: 1000, readOnly: true },
  },
  extras: {},
});
