import { defineMessages } from '@kramar/contract';
import type { Metadata } from 'sharp';
import { loadSharp } from './sharp.ts';
import { UploadRejected } from './storage.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const extensionOf: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** The types stored files are served as, by extension: the only names we store are ones we chose. */
export const contentTypeOf: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xml: 'application/xml; charset=utf-8',
  gz: 'application/gzip',
};

export interface ImageLimits {
  maxBytes: number;
  /** Pixels of one frame: a 20 kB PNG can claim 100 000 × 100 000 and exhaust memory when decoded. */
  maxPixels: number;
  /** Pixels of all frames of an animation together; browsers decode every frame. */
  maxTotalPixels: number;
  thumbnailWidth: number;
}

export const defaultImageLimits: ImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 50_000_000,
  maxTotalPixels: 200_000_000,
  thumbnailWidth: 320,
};

const words = defineMessages(
  {
    type: 'Дозволені лише зображення JPEG, PNG, WebP або GIF.',
    bytes: (mb: string) => `Зображення завелике: не більше ${mb} МБ.`,
    pixels: (megapixels: number) => `Зображення має завеликі розміри: не більше ${megapixels} мегапікселів.`,
    corrupt: 'Файл пошкоджений або не є зображенням.',
    empty: 'Файл порожній.',
  },
  {
    type: 'Only JPEG, PNG, WebP or GIF images are allowed.',
    bytes: (mb: string) => `The image is too large: at most ${mb} MB.`,
    pixels: (megapixels: number) => `The image is too big: at most ${megapixels} megapixels.`,
    corrupt: 'The file is damaged or is not an image.',
    empty: 'The file is empty.',
  },
);

export const rejection = {
  type: words.type,
  bytes: (limits: ImageLimits) => words.bytes(formatMegabytes(limits.maxBytes)),
  pixels: (limits: ImageLimits) => words.pixels(Math.floor(limits.maxPixels / 1_000_000)),
  corrupt: words.corrupt,
  empty: words.empty,
};

const formatMegabytes = (bytes: number): string =>
  String(Math.round((bytes / (1024 * 1024)) * 10) / 10).replace('.', ',');

const startsWith = (data: Buffer, bytes: number[], at = 0): boolean => bytes.every((b, i) => data[at + i] === b);

/**
 * The format the bytes say they are, from their signature alone. This runs before any decoder
 * sees the file, so SVG, HTML, PDF, TIFF or HEIF never reach libvips at all.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61) {
    return 'gif';
  }
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

export interface CheckedImage {
  format: ImageFormat;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/**
 * Accepts only a whole, sane JPEG/PNG/WebP/GIF and makes its thumbnail; throws UploadRejected
 * with the reason otherwise. Dimensions are checked from the header before anything is decoded.
 */
export async function checkImage(data: Buffer, limits: ImageLimits = defaultImageLimits): Promise<CheckedImage> {
  if (data.length === 0) throw new UploadRejected(rejection.empty);
  if (data.length > limits.maxBytes) throw new UploadRejected(rejection.bytes(limits));
  const format = sniffImageFormat(data);
  if (!format) throw new UploadRejected(rejection.type);

  const options = { limitInputPixels: limits.maxPixels, failOn: 'warning' as const };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // only the header is read here; unlimited so a bomb is told apart from a broken file
    meta = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRejected(rejection.corrupt);
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new UploadRejected(rejection.corrupt);
  const frames = meta.pages ?? 1;
  const framePixels = meta.width * (meta.pageHeight ?? meta.height);
  if (framePixels > limits.maxPixels || framePixels * frames > limits.maxTotalPixels) {
    throw new UploadRejected(rejection.pixels(limits));
  }

  let thumbnail: Buffer;
  try {
    // decoding the whole first frame also proves the pixel data is intact, not just the header
    thumbnail = await sharp(data, { ...options, autoOrient: true })
      .resize({ width: limits.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new UploadRejected(rejection.corrupt);
  }
  return { format, width: meta.width, height: meta.height, thumbnail };
}
