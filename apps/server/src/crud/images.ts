import { fieldMessages, type ResourceDef } from '@kramar/contract';
import { UploadedFile } from '../http/nested-fields.ts';
import { isLibraryPath, type Storage, UploadRejected } from '../storage/storage.ts';
import type { Errors } from './filters.ts';

/** Files a write stored and files it makes obsolete: the first go if it fails, the second once it commits. */
export interface ImageChanges {
  saved: string[];
  obsolete: string[];
}

/** A media library image's path that is really stored: a field may show it without owning it. */
const isLibraryFile = async (storage: Storage, value: unknown): Promise<boolean> =>
  typeof value === 'string' &&
  isLibraryPath(value) &&
  ((await storage.stat(value))?.contentType.startsWith('image/') ?? false);

/**
 * Image fields of a validated body: a file is stored (its path becomes the value), null clears
 * the field, the stored path sent back unchanged keeps it, a media library file's path picks
 * that file, and any other string is refused.
 */
export async function storeImages(
  storage: Storage,
  resource: ResourceDef,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  errors: Errors,
): Promise<ImageChanges> {
  const changes: ImageChanges = { saved: [], obsolete: [] };
  const store = async (file: UploadedFile, errorKey: string): Promise<string | null> => {
    try {
      const path = await storage.saveImage(file, resource.name);
      changes.saved.push(path);
      return path;
    } catch (error) {
      if (!(error instanceof UploadRejected)) throw error;
      errors[errorKey] = [error.message];
      return null;
    }
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(name in values)) continue;
    if (field.kind === 'image') {
      const value = values[name];
      const old = typeof before?.[name] === 'string' ? (before[name] as string) : null;
      if (value instanceof UploadedFile) {
        const path = await store(value, name);
        if (path) {
          values[name] = path;
          if (old) changes.obsolete.push(old);
        }
      } else if (value === null || value === undefined) {
        if (old) changes.obsolete.push(old);
      } else if (value === old) {
        delete values[name];
      } else if (await isLibraryFile(storage, value)) {
        if (old) changes.obsolete.push(old);
      } else {
        errors[name] = [fieldMessages.image];
      }
    } else if (field.kind === 'images') {
      await storeGallery(name, values, before, errors, store, changes, (v) => isLibraryFile(storage, v));
    }
  }
  return changes;
}

/** A gallery: new files are stored, kept paths must be the record's own, the ones left out go. */
async function storeGallery(
  name: string,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  errors: Errors,
  store: (file: UploadedFile, errorKey: string) => Promise<string | null>,
  changes: ImageChanges,
  isLibrary: (value: unknown) => Promise<boolean>,
): Promise<void> {
  const old = Array.isArray(before?.[name]) ? (before[name] as string[]) : [];
  const items = (values[name] as unknown[] | null | undefined) ?? [];
  const paths: string[] = [];
  for (const [i, item] of items.entries()) {
    if (item instanceof UploadedFile) {
      const path = await store(item, `${name}.${i}`);
      if (path) paths.push(path);
    } else if (typeof item === 'string' && !paths.includes(item) && (old.includes(item) || (await isLibrary(item)))) {
      paths.push(item);
    } else {
      errors[`${name}.${i}`] = [fieldMessages.image];
    }
  }
  values[name] = paths;
  changes.obsolete.push(...old.filter((path) => !paths.includes(path)));
}

/** Best effort: a file left behind is clutter, never a failed request. The library's files stay: it owns them. */
export async function removeFiles(storage: Storage, paths: readonly string[], log: (err: unknown) => void) {
  for (const path of paths) {
    if (isLibraryPath(path)) continue;
    await storage.remove(path).catch(log);
  }
}
