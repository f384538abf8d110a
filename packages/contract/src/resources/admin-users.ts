import { phoneNumber } from '../field-presets.ts';
import { defineResource } from '../resource.ts';

/**
 * Staff who sign in to the back office. Secrets (password hash, second factor) live in a table of
 * their own that no resource route reads; this record is what an administrator may see and edit.
 */
export const adminUsers = defineResource({
  name: 'admin-users',
  table: 'admin_users',
  route: { path: 'admin-users', name: 'AdminUsers' },
  scope: 'admin.users',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    name: { kind: 'text', max: 150, required: true, list: true, sortable: true, searchable: true },
    email: { kind: 'email', max: 254, required: true, unique: true, list: true, sortable: true, searchable: true },
    phone: { ...phoneNumber, list: true },
    // on create, or later to reset it (their sessions end); an invitation link is the other way in
    password: { kind: 'password' },
    roles: { kind: 'references', resource: 'roles', maxItems: 50, list: true, filterable: true },
    active: { kind: 'boolean', default: true, list: true, filterable: true },
    owner: { kind: 'boolean', list: true, filterable: true, ownerOnly: true },
    language: { kind: 'enum', options: ['uk', 'en'], default: 'uk', required: true },
    two_factor_enabled: { kind: 'boolean', readOnly: true, list: true, filterable: true },
    last_sign_in_at: { kind: 'datetime', readOnly: true, list: true, sortable: true },
    // A dealer's person (principal or manager) is an account of this table bound to its company
    // and kept by the dealer routes: never listed, shown or changed here (modules/dealers).
    dealer_id: { kind: 'reference', resource: 'dealers-users', readOnly: true },
    dealer_kind: { kind: 'enum', options: ['principal', 'manager'], readOnly: true },
    job_title: { kind: 'text', max: 150, readOnly: true },
  },
  extras: { autocomplete: true },
});
