import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectResources, type ResourceDef } from '@kramar/contract';

/** The contract's declarations folder: adding a resource is adding a file there (DESIGN §3). */
export const resourcesDir = path.resolve(import.meta.dirname, '../../../../packages/contract/src/resources');

let loaded: Promise<ResourceDef[]> | undefined;

/** Every declared resource, imported once per process and checked by `collectResources`. */
export function loadResources(dir = resourcesDir): Promise<ResourceDef[]> {
  if (dir !== resourcesDir) return importFrom(dir);
  loaded ??= importFrom(dir);
  return loaded;
}

async function importFrom(dir: string): Promise<ResourceDef[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort();
  const modules = await Promise.all(
    files.map((f) => import(pathToFileURL(path.join(dir, f)).href) as Promise<Record<string, unknown>>),
  );
  return collectResources(modules);
}
