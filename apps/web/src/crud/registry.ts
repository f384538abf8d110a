import { collectResources, type ResourceDef } from '@kramar/contract';
import { type Params, useParams } from 'react-router';
import { useRouteName } from '../lib/route-handle.ts';

// Every file in the contract's resources folder is a resource: nothing else lists them.
const modules = import.meta.glob<Record<string, unknown>>(
  // a negative pattern outside the Vite root must spell out the same folder
  ['../../../../packages/contract/src/resources/*.ts', '!../../../../packages/contract/src/resources/*.test.ts'],
  { eager: true },
);

export const resources: readonly ResourceDef[] = collectResources(Object.values(modules));

export type CrudMode = 'list' | 'create' | 'edit';

const modes: Record<string, CrudMode> = { Index: 'list', Create: 'create', Edit: 'edit' };

/** `Directory.Units.Edit` → the units resource in edit mode; undefined for any other route. */
export function crudScreenOf(routeName: string): { resource: ResourceDef; mode: CrudMode } | undefined {
  const dot = routeName.lastIndexOf('.');
  const mode = modes[routeName.slice(dot + 1)];
  const resource = resources.find((r) => r.route.name === routeName.slice(0, dot));
  return mode && resource ? { resource, mode } : undefined;
}

/** The resource and mode of the screen being shown (the generic screens serve many routes). */
export function useCrudScreen(): { resource: ResourceDef; mode: CrudMode } {
  const name = useRouteName();
  const screen = name ? crudScreenOf(name) : undefined;
  if (!screen) throw new Error(`No resource is declared for route ${name ?? '(unnamed)'}`);
  return screen;
}

/** i18n keys of a resource's labels (the plural resource name keys them, as in react-admin). */
export const labelKeys = {
  title: (r: ResourceDef) => `resources.${r.name}.title`,
  one: (r: ResourceDef) => `resources.${r.name}.one`,
  field: (r: ResourceDef, field: string) => `resources.${r.name}.fields.${field}`,
  option: (r: ResourceDef, field: string, value: string) => `resources.${r.name}.options.${field}.${value}`,
  hint: (r: ResourceDef, field: string) => `resources.${r.name}.hints.${field}`,
  /** A column of a `children` field's table; its options are `option(r, 'field.sub', value)`. */
  subfield: (r: ResourceDef, field: string, sub: string) => `resources.${r.name}.subfields.${field}.${sub}`,
  /** A tab of a form declared in tabs. */
  tab: (r: ResourceDef, tab: string) => `resources.${r.name}.tabs.${tab}`,
};

/**
 * Web paths of a resource's screens. A resource whose screens sit under another record's
 * (`route.under`) needs that record's id: its "list" is the parent's own screen.
 */
export const screenPaths = {
  list: (r: ResourceDef, parent?: number | string) =>
    r.route.under && parent !== undefined ? `/${r.route.path}/${parent}` : `/${r.route.path}`,
  create: (r: ResourceDef, parent?: number | string) =>
    r.route.under && parent !== undefined
      ? `/${r.route.path}/${parent}/${r.route.under.segment}/create`
      : `/${r.route.path}/create`,
  edit: (r: ResourceDef, id: number | string, parent?: number | string) =>
    r.route.under && parent !== undefined
      ? `/${r.route.path}/${parent}/${r.route.under.segment}/${id}`
      : `/${r.route.path}/${id}`,
};

/**
 * The record's id and, for a resource under another's screen, the parent's, as the address holds
 * them: `/products/:id/kit/:kit` names the product `id` and the kit by its segment.
 */
export function screenParams(r: ResourceDef, params: Params): { id: string | undefined; parent: string | undefined } {
  return r.route.under
    ? { id: params[r.route.under.segment], parent: params.id }
    : { id: params.id, parent: undefined };
}

export const useScreenParams = (r: ResourceDef) => screenParams(r, useParams());

/** Whether an address's id can name a record at all (`/products/abc` cannot). */
export const isRecordId = (id: string): boolean => /^[1-9]\d*$/.test(id);
