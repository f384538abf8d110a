import type { Storage } from './storage.ts';

export interface MigrationCount {
  copied: number;
  /** Already at the target with the same size: a run that was stopped picks up where it was. */
  skipped: number;
  bytes: number;
}

/**
 * Copies every stored object (originals, thumbnails, library files, feeds) from one storage to
 * another, streaming one file at a time. Resumable: what the target already holds at the same
 * size is skipped. The source is left as it is; switching STORAGE is the operator's next step.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  progress: (count: MigrationCount) => void = () => {},
): Promise<MigrationCount> {
  const count: MigrationCount = { copied: 0, skipped: 0, bytes: 0 };
  for await (const item of from.list('')) {
    const there = await to.stat(item.path);
    if (there && there.size === item.size) {
      count.skipped++;
    } else {
      const file = await from.open(item.path);
      // listed a moment ago, gone now (a delete meanwhile): nothing to copy
      if (!file) continue;
      await to.put(item.path, file.body, { contentType: file.contentType, size: file.size });
      count.copied++;
      count.bytes += file.size;
    }
    if ((count.copied + count.skipped) % 500 === 0) progress(count);
  }
  return count;
}
