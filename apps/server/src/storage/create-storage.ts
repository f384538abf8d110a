import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalStorage } from './local-storage.ts';
import { S3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export interface StorageConfig {
  dataDir: string;
  /** Overrides `<dataDir>/uploads`. */
  uploadsDir?: string;
  /** `STORAGE=s3` and its `S3_*` settings: files live in that bucket instead of on the local disk. */
  s3?: S3StorageOptions;
}

/** The storage the configuration asks for: an S3-compatible bucket when set, else the local disk. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.s3) return new S3Storage(config.s3);
  return createLocalStorage(config);
}

/** The local disk of this configuration, whatever driver it uses (the migration command copies to or from it). */
export async function createLocalStorage(config: StorageConfig): Promise<LocalStorage> {
  if (config.uploadsDir) return LocalStorage.create({ root: config.uploadsDir });
  if (config.dataDir === 'memory://') {
    // an in-memory database gets uploads that vanish with it
    const root = await mkdtemp(path.join(tmpdir(), 'kramar-uploads-'));
    return LocalStorage.create({ root, removeOnClose: true });
  }
  return LocalStorage.create({ root: path.join(config.dataDir, 'uploads') });
}
