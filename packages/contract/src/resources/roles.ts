import { defineResource } from '../resource.ts';
import { scopes } from '../scopes.ts';

/**
 * A role is a named set of permission scopes (SPEC §6); staff hold roles, never scopes directly,
 * so changing a role changes the access of everyone holding it on their next request.
 */
export const roles = defineResource({
  name: 'roles',
  table: 'roles',
  route: { path: 'roles', name: 'Roles' },
  scope: 'roles',
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    name: { kind: 'text', max: 100, required: true, unique: true, list: true, sortable: true, searchable: true },
    description: { kind: 'textarea', max: 500, list: true },
    permissions: {
      kind: 'strings',
      options: scopes.map((s) => s.scope),
      maxItems: scopes.length,
      itemMax: 64,
    },
    // its holders are asked to enrol a second factor at their next sign-in
    require_two_factor: { kind: 'boolean', list: true, filterable: true },
  },
  extras: { delete: true, autocomplete: true },
});
