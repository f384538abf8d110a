import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  lstat,
  mkdir,
  open,
  readdir,
  realpath,
  rename,
  rm,
  stat as statFile,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadedFile } from '../http/nested-fields.ts';
import { checkImage, contentTypeOf, defaultImageLimits, extensionOf, type ImageLimits, rejection } from './image.ts';
import { resolveInside, safeFolder, staysInside } from './safe-path.ts';
import {
  type ByteRange,
  type PutOptions,
  type Storage,
  type StoredFile,
  type StoredStat,
  thumbnailFolder,
  thumbnailPath,
  UnsafePath,
  UploadRejected,
} from './storage.ts';

export interface LocalStorageOptions {
  root: string;
  /** Delete the whole root on close: the temporary directory of a test app. */
  removeOnClose?: boolean;
  limits?: Partial<ImageLimits>;
  now?: () => Date;
}

/** Files on the local disk under one root directory; the default driver. */
export class LocalStorage implements Storage {
  private readonly limits: ImageLimits;

  private constructor(
    /** The real (symlink-free) absolute root; every path is checked against it. */
    readonly root: string,
    private readonly options: LocalStorageOptions,
  ) {
    this.limits = { ...defaultImageLimits, ...options.limits };
  }

  static async create(options: LocalStorageOptions): Promise<LocalStorage> {
    await mkdir(options.root, { recursive: true });
    return new LocalStorage(await realpath(options.root), options);
  }

  async saveImage(file: UploadedFile, folder: string): Promise<string> {
    const base = safeFolder(folder);
    // the bytes wait on disk; one over the limit is refused before it is read into memory
    if (file.size > this.limits.maxBytes) throw new UploadRejected(rejection.bytes(this.limits));
    const data = await file.read();
    const image = await checkImage(data, this.limits);
    const now = this.options.now?.() ?? new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const rel = `${base}/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.${extensionOf[image.format]}`;
    const original = await this.writable(rel);
    const thumb = await this.writable(thumbnailPath(rel));
    // 'wx' never overwrites and never follows a link planted at the target name
    await writeFile(original, data, { flag: 'wx' });
    try {
      await writeFile(thumb, image.thumbnail, { flag: 'wx' });
    } catch (error) {
      await unlink(original).catch(() => {});
      throw error;
    }
    return rel;
  }

  async remove(rel: string): Promise<void> {
    if (rel.startsWith(`${thumbnailFolder}/`)) throw new UnsafePath(rel);
    const targets = [rel, thumbnailPath(rel)].map((p) => resolveInside(this.root, p));
    if (targets.some((t) => t === undefined)) throw new UnsafePath(rel);
    for (const full of targets as string[]) {
      // the folder must really be ours; unlinking the name itself never touches a link's target
      if (!(await staysInside(this.root, path.dirname(full)))) continue;
      await unlink(full).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }

  async put(rel: string, body: Readable | Buffer, _options: PutOptions): Promise<StoredStat> {
    const full = await this.writable(rel);
    // a name no stored path can have (segments never start with a dot), renamed over the target
    // once complete: a reader sees the old file or the new one, never half of it
    const temporary = path.join(path.dirname(full), `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        createWriteStream(temporary, { flags: 'wx' }),
      );
      await rename(temporary, full);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    const stored = await this.stat(rel);
    if (!stored) throw new Error(`stored file vanished: ${rel}`);
    return stored;
  }

  async stat(rel: string): Promise<StoredStat | undefined> {
    const full = resolveInside(this.root, rel);
    if (!full || !(await staysInside(this.root, full))) return undefined;
    const found = await statFile(full).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    const contentType = contentTypeOf[path.extname(rel).slice(1)] ?? 'application/octet-stream';
    return { size: found.size, contentType, modified: found.mtime };
  }

  async *list(prefix: string): AsyncIterable<{ path: string; size: number }> {
    const start = prefix.replace(/\/+$/, '');
    const dir = start === '' ? this.root : resolveInside(this.root, start);
    if (!dir || !(await staysInside(this.root, dir))) return;
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const rel = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const found = await statFile(path.join(this.root, rel)).catch(() => undefined);
      if (found) yield { path: rel, size: found.size };
    }
  }

  async move(from: string, to: string): Promise<void> {
    const source = resolveInside(this.root, from);
    if (!source || !(await staysInside(this.root, source))) throw new UnsafePath(from);
    await rename(source, await this.writable(to));
  }

  async open(rel: string, range?: ByteRange): Promise<StoredFile | undefined> {
    const full = resolveInside(this.root, rel);
    const contentType = contentTypeOf[path.extname(rel).slice(1)];
    if (!full || !contentType || !(await staysInside(this.root, full))) return undefined;
    const handle = await open(full, 'r').catch(() => undefined);
    if (!handle) return undefined;
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size === 0) {
      await handle.close();
      return undefined;
    }
    // Exactly the announced length: the stream then ends with its last chunk instead of after one
    // more read for EOF, so a client never holds every byte while the response is still open
    // (such a connection is not idle, and a closing server would wait out its keep-alive).
    const start = Math.min(range?.start ?? 0, stat.size - 1);
    const end = Math.min(range?.end ?? stat.size - 1, stat.size - 1);
    const body = handle.createReadStream({ start, end });
    return { body, size: stat.size, contentType, modified: stat.mtime, start, end };
  }

  async close(): Promise<void> {
    if (this.options.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }

  /**
   * Creates the folders of `rel` one level at a time, refusing any that is a link or not a
   * folder: `mkdir -p` would follow a planted link and create folders outside the root.
   */
  private async writable(rel: string): Promise<string> {
    const full = resolveInside(this.root, rel);
    if (!full) throw new UnsafePath(rel);
    let dir = this.root;
    for (const segment of rel.split('/').slice(0, -1)) {
      dir = path.join(dir, segment);
      const stat = await lstat(dir).catch(() => undefined);
      if (stat && !stat.isDirectory()) throw new UnsafePath(rel);
      if (!stat) {
        await mkdir(dir).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
      }
    }
    return full;
  }
}
