import { phoneNumber } from './field-presets.ts';
import { defineResource } from './resource.ts';

/**
 * A dealer's managers (SPEC §2 `/dealers/managers`, §6 `dealer.manager_user`, §7 `dealers-managers`
 * with `select`): the company's own staff its principal invites, each acting for some of the
 * company's workspaces. They are sign-in accounts (`admin_users` rows with `dealer_kind =
 * 'manager'`), so, like the workspaces, not in `resources/`: their routes are the dealer area's own
 * (modules/dealers/managers), every query scoped by the caller's company; staff holding the scope
 * see every company's. A new manager is sent an invitation to set a password.
 */
export const dealerManagers = defineResource({
  name: 'dealers-managers',
  table: 'admin_users',
  route: { path: 'dealers/managers', name: 'Dealers.Managers' },
  scope: 'dealer.manager_user',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    // a principal's managers are its company's whatever it sends; staff name the company
    dealer_id: { kind: 'reference', resource: 'dealers-users', required: true, list: true, filterable: true },
    name: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    email: { kind: 'email', max: 254, required: true, list: true, sortable: true, searchable: true },
    phone: { ...phoneNumber, list: true },
    // the position at the dealer's company: «Менеджер із закупівель»
    job_title: { kind: 'text', max: 150, list: true },
    // the workspaces of the same company they act for; none: they see no workspace
    workspaces: { kind: 'references', resource: 'dealers-workspaces', maxItems: 1000, list: true },
    active: { kind: 'boolean', default: true, list: true, filterable: true },
    last_sign_in_at: { kind: 'datetime', readOnly: true, list: true, sortable: true },
  },
  extras: {},
});
