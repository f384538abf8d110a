import type { ResourceDef } from '@kramar/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface ListExtensionProps {
  resource: ResourceDef;
}

type Extension = LazyExoticComponent<ComponentType<ListExtensionProps>>;

/**
 * What a resource adds to its generic list (DESIGN §3: beside the generic part, never a copy).
 * Each piece is its own chunk, fetched only when that resource's list is shown.
 */
export interface ListExtension {
  /** Buttons in the page header, before the primary "create" (each checks its own scope). */
  actions?: Extension;
  /** A panel between the page header and the grid. */
  panel?: Extension;
}

const lazyNamed = <K extends string>(
  load: () => Promise<Record<K, ComponentType<ListExtensionProps>>>,
  name: K,
): Extension => lazy(() => load().then((m) => ({ default: m[name] })));

export const listExtensions: Readonly<Record<string, ListExtension>> = {
  'redirect-urls': {
    actions: lazyNamed(() => import('../../features/redirects/redirect-actions.tsx'), 'RedirectActions'),
  },
  'promo-codes': {
    panel: lazyNamed(() => import('../../features/promo-codes/promo-stats.tsx'), 'PromoStats'),
  },
};
