import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export interface StorageConfig {
  dataDir: string;
  /** Overrides `<dataDir>/uploads`. */
  uploadsDir?: string;
}

/**
 * The storage the configuration asks for. Only the local disk exists today; an S3-compatible
 * driver would be chosen here from its own settings, and nothing else would change.
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.uploadsDir) return LocalStorage.create({ root: config.uploadsDir });
  if (config.dataDir === 'memory://') {
    // an in-memory database gets uploads that vanish with it
    const root = await mkdtemp(path.join(tmpdir(), 'kramar-uploads-'));
    return LocalStorage.create({ root, removeOnClose: true });
  }
  return LocalStorage.create({ root: path.join(config.dataDir, 'uploads') });
}
