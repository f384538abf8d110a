import type { ResourceDef } from '@kramar/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface FormExtensionProps {
  resource: ResourceDef;
  id: number;
  canWrite: boolean;
}

type Panel = LazyExoticComponent<ComponentType<FormExtensionProps>>;

/** What a feature adds to a resource's edit screen: a panel beside the form, above its history. */
export interface FormExtension {
  panel?: Panel;
  /** Buttons in the edit screen's header, before delete, cancel and save (each checks its own scope). */
  actions?: Panel;
  /**
   * What the panel will ask for, asked as the edit screen's route matches, beside the record
   * (app/routes/record-prefetch.ts): drawn first, the panel would ask only once the form's scripts
   * had all arrived, several round trips later.
   */
  prefetch?: (id: number) => void;
}

/** One named export of a feature module, as a lazy panel. */
export const lazyPanel = <K extends string>(
  load: () => Promise<Record<K, ComponentType<FormExtensionProps>>>,
  name: K,
): Panel => lazy(() => load().then((m) => ({ default: m[name] })));

const extensions = new Map<string, FormExtension>();

/** Features register what they add to a resource's form; the engine never imports a feature (DESIGN §3). */
export function registerFormExtension(resource: string, extension: FormExtension): void {
  extensions.set(resource, { ...extensions.get(resource), ...extension });
}

export const formExtensionFor = (resource: string): FormExtension | undefined => extensions.get(resource);
