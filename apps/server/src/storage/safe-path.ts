import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '@kramar/contract';
import { thumbnailFolder, UnsafePath } from './storage.ts';

// A segment may not start with a dot: that rules out '.', '..' and hidden files in one go.
const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const maxPathLength = 512;
const maxFolderDepth = 4;

/**
 * True for a relative path made only of plain segments joined by '/': no '..', no leading '/',
 * no backslash, NUL, '%', ':' or empty segment. Everything we store matches; anything else is
 * refused before it reaches the file system.
 */
export function isSafeRelativePath(p: string): boolean {
  return p.length > 0 && p.length <= maxPathLength && p.split('/').every((s) => segmentPattern.test(s));
}

/**
 * The folder a caller asks for, as lower-case slug segments ('Новини/Обкладинки' →
 * 'novyny/obkladynky'). Traversal attempts and the thumbnail namespace are refused rather than
 * quietly rewritten, because they only come from bugs or tampering.
 */
export function safeFolder(folder: string): string {
  const raw = folder.split('/');
  if (
    /[\\\0]/.test(folder) ||
    folder.startsWith('/') ||
    raw.length > maxFolderDepth ||
    raw.some((s) => s.trim() === '' || s.trim() === '.' || s.trim() === '..')
  ) {
    throw new UnsafePath(folder);
  }
  const segments = raw.map((s) => slugify(s, 64));
  if (segments.some((s) => s === '') || segments[0] === thumbnailFolder) throw new UnsafePath(folder);
  return segments.join('/');
}

const isInside = (root: string, full: string): boolean => full.startsWith(root + path.sep);

/** The absolute path of `rel` under `root`, or undefined when it is unsafe or would leave it. */
export function resolveInside(root: string, rel: string): string | undefined {
  if (!isSafeRelativePath(rel)) return undefined;
  const full = path.resolve(root, rel);
  return isInside(root, full) ? full : undefined;
}

/**
 * Whether the real location of an existing `full` (symlinks followed) is still under the real
 * `root`. A link planted inside the root must never lead reads, writes or deletes outside it.
 */
export async function staysInside(realRoot: string, full: string): Promise<boolean> {
  try {
    const real = await realpath(full);
    return real === realRoot || isInside(realRoot, real);
  } catch {
    return false;
  }
}
