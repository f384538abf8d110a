import { fieldMessages, type ResourceDef } from '@kramar/contract';
import { UploadedFile } from '../http/nested-fields.ts';
import { type Storage, UploadRejected } from '../storage/storage.ts';
import type { Errors } from './filters.ts';

/** Files a write stored and files it makes obsolete: the first go if it fails, the second once it commits. */
export interface ImageChanges {
  saved: string[];
  obsolete: string[];
}

/**
 * Image fields of a validated body: a file is stored (its path becomes the value), null clears
 * the field, the stored path sent back unchanged keeps it, and any other string is refused.
 */
export async function storeImages(
  storage: Storage,
  resource: ResourceDef,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  errors: Errors,
): Promise<ImageChanges> {
  const changes: ImageChanges = { saved: [], obsolete: [] };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'image' || !(name in values)) continue;
    const value = values[name];
    const old = typeof before?.[name] === 'string' ? (before[name] as string) : null;
    if (value instanceof UploadedFile) {
      try {
        const path = await storage.saveImage(value, resource.name);
        changes.saved.push(path);
        values[name] = path;
        if (old) changes.obsolete.push(old);
      } catch (error) {
        if (!(error instanceof UploadRejected)) throw error;
        errors[name] = [error.message];
      }
    } else if (value === null || value === undefined) {
      if (old) changes.obsolete.push(old);
    } else if (value === old) {
      delete values[name];
    } else {
      errors[name] = [fieldMessages.image];
    }
  }
  return changes;
}

/** Best effort: a file left behind is clutter, never a failed request. */
export async function removeFiles(storage: Storage, paths: readonly string[], log: (err: unknown) => void) {
  for (const path of paths) {
    await storage.remove(path).catch(log);
  }
}
