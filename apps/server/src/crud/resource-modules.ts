import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The contract's declarations folder: adding a resource is adding a file there (DESIGN §3). */
export const resourcesDir = path.resolve(import.meta.dirname, '../../../../packages/contract/src/resources');

/** A declaration file, not its test: the build lists the folder with this same rule. */
export const isResourceFile = (file: string): boolean =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

/**
 * The modules of every declaration file, read from the folder while the server runs from its
 * sources. The build (scripts/build-server.mjs) puts a module importing the same files statically
 * in place of this one, so the built server reads no TypeScript at run time.
 */
export async function resourceModules(): Promise<Record<string, unknown>[]> {
  const files = readdirSync(resourcesDir).filter(isResourceFile).sort();
  return Promise.all(
    files.map((f) => import(pathToFileURL(path.join(resourcesDir, f)).href) as Promise<Record<string, unknown>>),
  );
}
