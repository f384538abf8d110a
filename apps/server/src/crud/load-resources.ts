import { collectResources, type ResourceDef } from '@kramar/contract';
import { resourceModules } from './resource-modules.ts';

let loaded: Promise<ResourceDef[]> | undefined;

/** Every declared resource, imported once per process and checked by `collectResources`. */
export function loadResources(): Promise<ResourceDef[]> {
  loaded ??= resourceModules().then(collectResources);
  return loaded;
}
