import { open } from 'node:fs/promises';
import type { Metadata } from 'sharp';
import yauzl from 'yauzl';
import type { UploadedFile } from '../../http/nested-fields.ts';
import { sniffImageFormat } from '../../storage/image.ts';
import { loadSharp } from '../../storage/sharp.ts';
import { UploadRejected } from '../../storage/storage.ts';
import { fileMessages as m } from './messages.ts';

export interface LibraryLimits {
  /** Bytes of one file, images and documents alike. */
  maxBytes: number;
  /** Pixels of one frame: checked from the header, before anything is decoded. */
  maxPixels: number;
  /** Pixels of all frames of an animation together. */
  maxTotalPixels: number;
  thumbnailWidth: number;
  /** Parts of a DOCX/XLSX zip: its directory is read, never inflated. */
  maxZipEntries: number;
}

export const libraryLimits: LibraryLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  maxTotalPixels: 200_000_000,
  thumbnailWidth: 320,
  maxZipEntries: 10_000,
};

export type FileKind = 'image' | 'document';

/** What the bytes are, decided by their content: the extension and mime the library stores them under. */
export interface Detected {
  kind: FileKind;
  ext: string;
  mime: string;
  width?: number;
  height?: number;
  /** The WebP thumbnail of an image, made once here. */
  thumbnail?: Buffer;
}

const mimes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const headBytes = 64 * 1024;

async function headOf(file: UploadedFile): Promise<Buffer> {
  if (!file.path) return (await file.read()).subarray(0, headBytes);
  const handle = await open(file.path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(headBytes, file.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** AVIF is an ISO-BMFF box: `ftyp` at byte 4 with an `avif`/`avis` brand, major or compatible. */
function isAvif(head: Buffer): boolean {
  if (head.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const brands = head.subarray(8, boxEnd).toString('latin1');
  return /avi[fs]/.test(brands);
}

const formatExt: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

async function inspectImage(file: UploadedFile, ext: string, limits: LibraryLimits): Promise<Detected> {
  // sharp reads the file from disk itself: no whole photo is held in a JS buffer
  const input = file.path ?? (await file.read());
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false, failOn: 'warning' }).metadata();
  } catch {
    throw new UploadRejected(m.corrupt);
  }
  const expected = ext === 'avif' ? 'heif' : ext === 'jpg' ? 'jpeg' : ext;
  if (meta.format !== expected || !meta.width || !meta.height) throw new UploadRejected(m.corrupt);
  const frames = meta.pages ?? 1;
  const framePixels = meta.width * (meta.pageHeight ?? meta.height);
  if (framePixels > limits.maxPixels || framePixels * frames > limits.maxTotalPixels) {
    throw new UploadRejected(m.pixels(Math.floor(limits.maxPixels / 1_000_000)));
  }
  let thumbnail: Buffer;
  try {
    // decoding the first frame also proves the pixel data whole, not just the header
    thumbnail = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'warning', autoOrient: true })
      .resize({ width: limits.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new UploadRejected(m.corrupt);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    kind: 'image',
    ext,
    mime: mimes[ext] as string,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    thumbnail,
  };
}

/** The names in a zip's central directory (nothing is inflated); undefined when it is no readable zip. */
async function zipEntries(file: UploadedFile, limits: LibraryLimits): Promise<Set<string> | undefined> {
  const options = { lazyEntries: true, autoClose: true, validateEntrySizes: false };
  const zip = await new Promise<yauzl.ZipFile | undefined>((resolve) => {
    const done = (error: Error | null, z?: yauzl.ZipFile) => resolve(error ? undefined : z);
    if (file.path) yauzl.open(file.path, options, done);
    else void file.read().then((data) => yauzl.fromBuffer(data, options, done));
  });
  if (!zip) return undefined;
  if (zip.entryCount > limits.maxZipEntries) {
    zip.close();
    return undefined;
  }
  return new Promise((resolve) => {
    const names = new Set<string>();
    zip.on('entry', (entry: yauzl.Entry) => {
      names.add(entry.fileName);
      zip.readEntry();
    });
    zip.on('end', () => resolve(names));
    zip.on('error', () => resolve(undefined));
    zip.readEntry();
  });
}

/**
 * CSV has no signature: UTF-8 text without NUL, markup or control characters whose first two
 * lines hold the same number (one or more) of one separator. A sentence with a comma is no table.
 */
function looksLikeCsv(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let text: string;
  try {
    // stream: a character cut at the end of the head is not an error
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters other than tab are what rules text out
  if (/[\u0001-\u0008\u000b\u000e-\u001f]/.test(text) || text.trimStart().startsWith('<')) return false;
  const [first = '', second = ''] = text.replace(/^\uFEFF/, '').split(/\r?\n/, 2);
  const count = (line: string, separator: string) => line.split(separator).length - 1;
  return [';', ',', '\t'].some((s) => count(first, s) > 0 && count(first, s) === count(second, s));
}

/**
 * What an uploaded file is, from its bytes alone (magic numbers, a zip's directory), with its
 * thumbnail when it is an image; UploadRejected with the reason otherwise. Nothing is decoded
 * whole before the size and the header's pixel count are checked.
 */
export async function detectFile(file: UploadedFile, limits: LibraryLimits = libraryLimits): Promise<Detected> {
  if (file.size === 0) throw new UploadRejected(m.empty);
  if (file.size > limits.maxBytes) {
    throw new UploadRejected(m.tooLarge(String(Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10)));
  }
  const head = await headOf(file);
  const image = sniffImageFormat(head);
  if (image) return inspectImage(file, formatExt[image] as string, limits);
  if (isAvif(head)) return inspectImage(file, 'avif', limits);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { kind: 'document', ext: 'pdf', mime: mimes.pdf as string };
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const names = await zipEntries(file, limits);
    if (!names?.has('[Content_Types].xml')) throw new UploadRejected(m.type);
    if (names.has('xl/workbook.xml')) return { kind: 'document', ext: 'xlsx', mime: mimes.xlsx as string };
    if (names.has('word/document.xml')) return { kind: 'document', ext: 'docx', mime: mimes.docx as string };
    throw new UploadRejected(m.type);
  }
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4096)
    .toLowerCase();
  if (text.startsWith('<') && text.includes('<svg')) throw new UploadRejected(m.svg);
  if (looksLikeCsv(head)) return { kind: 'document', ext: 'csv', mime: mimes.csv as string };
  throw new UploadRejected(m.type);
}
