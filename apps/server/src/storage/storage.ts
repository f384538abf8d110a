import type { Readable } from 'node:stream';
import type { UploadedFile } from '../http/nested-fields.ts';

/** A stored file opened for reading, as the /uploads route serves it. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
  modified: Date;
}

/**
 * Where uploaded files live. Local disk is the default driver; an S3-compatible driver only has
 * to implement these methods (DESIGN §7: the server stays stateless behind a load balancer).
 */
export interface Storage {
  /**
   * Checks type (sniffed from the bytes: jpeg/png/webp/gif; never the client's mimetype or
   * filename; no SVG), size and dimensions, stores the image and its thumbnail and returns its
   * relative path like 'news/2026/11/ab12cd34.jpg'. Throws UploadRejected on a bad file and
   * UnsafePath when `folder` tries to leave the storage root.
   */
  saveImage(file: UploadedFile, folder: string): Promise<string>;
  /** Removes a stored file and its thumbnail; a missing file is fine. Throws UnsafePath on a path that is not ours. */
  remove(path: string): Promise<void>;
  /** A stored file or thumbnail; undefined when missing or when the path is unsafe. */
  open(path: string): Promise<StoredFile | undefined>;
  /** Releases what the driver holds (the temporary root of an in-memory setup). */
  close(): Promise<void>;
}

/** A file the user sent that we will not store; the message is Ukrainian and meant for the form. */
export class UploadRejected extends Error {
  override name = 'UploadRejected';
}

/** A folder or path that would leave the storage root: a bug or tampering, never user input to explain. */
export class UnsafePath extends Error {
  override name = 'UnsafePath';
  constructor(readonly path: string) {
    super(`Unsafe storage path: ${JSON.stringify(path)}`);
  }
}

/** Public URL prefix of stored files: the image at path `p` is `/uploads/p`. */
export const uploadsPrefix = '/uploads';

export const thumbnailFolder = 'thumbs';

/**
 * The thumbnail of a stored image: `thumbs/` + the image path with its extension replaced by
 * `.webp`, e.g. 'news/2026/11/ab12cd34.jpg' → 'thumbs/news/2026/11/ab12cd34.webp'. The web
 * shows `/uploads/<path>` and `/uploads/<thumbnailPath(path)>`; thumbnails are 320px wide WebP
 * (never enlarged). Stored names are random, so two originals never share a thumbnail.
 */
export function thumbnailPath(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const stem = dot > slash ? path.slice(0, dot) : path;
  return `${thumbnailFolder}/${stem}.webp`;
}
