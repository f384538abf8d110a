import { can, type ResourceDef, readScope, type ScopeHolder, writeScope } from '@kramar/contract';
import type { TFunction } from 'i18next';
import type { ElementType } from 'react';
import { labelKeys, screenPaths } from '../../crud/registry.ts';
import type { PaletteItem } from './search-model.ts';

/** The shape of the app's menu (the shell passes it in: a feature never reads the app layer). */
export interface PaletteMenuLink {
  path: string;
  label: string;
  icon: ElementType;
}

export type PaletteMenuEntry =
  | { kind: 'link'; link: PaletteMenuLink }
  | { kind: 'group'; label: string; links: readonly PaletteMenuLink[] };

/** A label in every interface language (matched whatever the interface speaks). */
export type Lookup = (key: string) => readonly string[];

/** Looks a key up in a plain bundle (the other language's labels, without loading all of it). */
export function bundleLookup(bundle: unknown): (key: string) => string | undefined {
  return (key) => {
    let node: unknown = bundle;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
}

const present = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** Every section the menu shows this user, with its group's name as a weaker match. */
export function sectionItems(menu: readonly PaletteMenuEntry[], t: TFunction, other: Lookup): PaletteItem[] {
  const item = (link: PaletteMenuLink, group?: string): PaletteItem => ({
    id: `section:${link.path}`,
    kind: 'section',
    path: link.path,
    label: t(link.label),
    hint: group ? t(group) : undefined,
    icon: link.icon,
    terms: present([t(link.label), ...other(link.label)]),
    weakTerms: group ? present([t(group), ...other(group)]) : undefined,
  });
  return menu.flatMap((entry) =>
    entry.kind === 'link' ? [item(entry.link)] : entry.links.map((link) => item(link, entry.label)),
  );
}

const createKey = (r: ResourceDef) => `palette.create.${r.name}`;

/** "Створити новину" for every resource the user may edit, in the menu's order. */
export function actionItems(
  resources: readonly ResourceDef[],
  user: ScopeHolder | null,
  menu: readonly PaletteItem[],
  t: TFunction,
  other: Lookup,
): PaletteItem[] {
  const order = (r: ResourceDef) => {
    const at = menu.findIndex((s) => s.path === screenPaths.list(r));
    return at < 0 ? menu.length : at;
  };
  return resources
    .filter((r) => can(user, writeScope(r)))
    .sort((a, b) => order(a) - order(b))
    .map((r) => {
      // A resource added without its phrase still gets an action, named by its singular label.
      const label = t(createKey(r), { defaultValue: t('palette.createOne', { one: t(labelKeys.one(r)) }) });
      return {
        id: `action:${r.name}`,
        kind: 'action' as const,
        path: screenPaths.create(r),
        label,
        hint: t(labelKeys.title(r)),
        terms: present([label, ...other(createKey(r))]),
      };
    });
}

/** The server's test (crud/autocomplete.ts): declared, or the target of another resource's reference. */
const hasAutocomplete = (r: ResourceDef, all: readonly ResourceDef[]): boolean =>
  Boolean(r.extras.autocomplete) ||
  all.some((other) => Object.values(other.fields).some((f) => f.kind === 'reference' && f.resource === r.name));

/** Resources whose records can be found by name: they answer autocomplete and the user may read them. */
export const searchableResources = (resources: readonly ResourceDef[], user: ScopeHolder | null): ResourceDef[] =>
  resources.filter((r) => hasAutocomplete(r, resources) && can(user, readScope(r)));

/**
 * Actions on the record on screen: on a product's screen, «Дублювати цей товар» (the product screen
 * makes the copy when its address asks for it, and opens it). Never remembered among recent places.
 */
export function hereItems(pathname: string, user: ScopeHolder | null, t: TFunction, other: Lookup): PaletteItem[] {
  const product = /^\/products\/(\d+)$/.exec(pathname);
  if (!product || !can(user, 'products.edit')) return [];
  const label = t('palette.duplicateProduct');
  return [
    {
      id: `here:duplicate:${product[1]}`,
      kind: 'action',
      path: `${pathname}?duplicate`,
      label,
      terms: present([label, ...other('palette.duplicateProduct'), t('palette.duplicateWords')]),
    },
  ];
}
