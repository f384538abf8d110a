import type { Readable } from 'node:stream';
import { defineMessages } from '@kramar/contract';
import { AppError } from '../http/errors.ts';
import type { UploadedFile } from '../http/nested-fields.ts';

/** What is known of a stored object without reading it. */
export interface StoredStat {
  /** Bytes of the whole object. */
  size: number;
  contentType: string;
  modified: Date;
}

/** A stored file opened for reading, as the /uploads route serves it: the whole, or the asked range. */
export interface StoredFile extends StoredStat {
  body: Readable;
  /** First and last byte (inclusive) the body carries; 0 and size - 1 without a range. */
  start: number;
  end: number;
}

/** Bytes `start`…`end` inclusive (HTTP's Range); `end` left out reads to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface PutOptions {
  contentType: string;
  /** Known length of a stream (a file on disk): S3 then sends it as is instead of spooling it first. */
  size?: number;
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
  /**
   * Stores the bytes at `path`, replacing what was there. Readers see the whole new object or the
   * old one, never a part: local disk writes a temporary name and renames it, S3 publishes an
   * object only once it is complete. Throws UnsafePath on a path that is not ours.
   */
  put(path: string, body: Readable | Buffer, options: PutOptions): Promise<StoredStat>;
  /** Removes a stored file and its thumbnail; a missing file is fine. Throws UnsafePath on a path that is not ours. */
  remove(path: string): Promise<void>;
  /** A stored file or thumbnail, whole or a byte range of it; undefined when missing or when the path is unsafe. */
  open(path: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** Size, type and date of a stored object; undefined when missing or unsafe. */
  stat(path: string): Promise<StoredStat | undefined>;
  /** Every stored object whose path starts with `prefix` (a folder, '' for all), temporary names left out. */
  list(prefix: string): AsyncIterable<{ path: string; size: number }>;
  /** Moves one object (not its thumbnail) to a new path, replacing what was there. */
  move(from: string, to: string): Promise<void>;
  /** Releases what the driver holds (the temporary root of an in-memory setup). */
  close(): Promise<void>;
}

/** A file the user sent that we will not store; the message is Ukrainian and meant for the form. */
export class UploadRejected extends Error {
  override name = 'UploadRejected';
}

const words = defineMessages(
  { unavailable: 'Сховище файлів тимчасово недоступне. Спробуйте пізніше.' },
  { unavailable: 'File storage is temporarily unavailable. Try again later.' },
);

/**
 * The storage did not answer (S3 down, refused, timed out): the request is answered 503 with
 * nothing written, and can simply be repeated.
 */
export class StorageUnavailable extends AppError {
  override name = 'StorageUnavailable';
  constructor(readonly reason?: unknown) {
    super(503, words.unavailable);
  }
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
 * Where the media library keeps its files (`library/2026/11/<random>.jpg`). An image field may
 * hold such a path (a file picked from the library); the library owns it, so a record that lets
 * it go never removes it from storage.
 */
export const libraryFolder = 'library';

export const isLibraryPath = (path: string): boolean => path.startsWith(`${libraryFolder}/`);

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
