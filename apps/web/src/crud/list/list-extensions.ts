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

/** One named export of a feature module, as a lazy extension. */
export const lazyNamed = <K extends string>(
  load: () => Promise<Record<K, ComponentType<ListExtensionProps>>>,
  name: K,
): Extension => lazy(() => load().then((m) => ({ default: m[name] })));

const extensions = new Map<string, ListExtension>();

/** Features register what they add to a resource's list; the engine never imports a feature (DESIGN §3). */
export function registerListExtension(resource: string, extension: ListExtension): void {
  extensions.set(resource, { ...extensions.get(resource), ...extension });
}

export const listExtensionFor = (resource: string): ListExtension | undefined => extensions.get(resource);
