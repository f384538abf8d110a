import { UploadedFile } from '../../http/nested-fields.ts';
import { loadSharp } from '../../storage/sharp.ts';
import type { Storage } from '../../storage/storage.ts';

/**
 * Pictures for demo products, made in code: a card in the product's colour with its brand's and
 * series' initials large and its model below, drawn with a 5×7 pixel font (no system fonts needed,
 * the same bytes on every machine). Each is stored through the storage like an upload, so it gets
 * its thumbnail and a path of its own that a product's deletion may remove.
 */

// small enough to make 3 000 in seconds, as large as the list's thumbnails show them
const size = 160;

// each glyph: seven rows of five pixels, the leftmost the highest bit
const font: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '-': [0, 0, 0, 31, 0, 0, 0],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

/** Latin capitals and digits only: «Könner» → «KONNER», «De’Longhi» → «DELONGHI». */
export const drawable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 -]/g, '');

function drawText(pixels: Buffer, text: string, scale: number, top: number, rgb: readonly number[]): void {
  const glyphs = [...text].filter((c) => font[c]);
  const width = glyphs.length * 6 * scale - scale;
  let left = Math.max(0, Math.floor((size - width) / 2));
  for (const c of glyphs) {
    (font[c] ?? []).forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!(bits & (16 >> col))) continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const x = left + col * scale + dx;
            const y = top + row * scale + dy;
            if (x >= size || y >= size) continue;
            pixels.set(rgb, (y * size + x) * 3);
          }
        }
      }
    });
    left += 6 * scale;
  }
}

const rgbOf = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export interface PictureSpec {
  initials: string;
  model: string;
  /** Background, #rrggbb. */
  hex: string;
  /** A second picture of the same product: the frame and the background trade places. */
  variant?: boolean;
}

/** The PNG bytes of one card. */
export async function pictureBytes(spec: PictureSpec): Promise<Buffer> {
  const base = rgbOf(spec.hex);
  const frame = base.map((v) => Math.round(v * 0.75));
  const [outer, inner] = spec.variant ? [base, frame] : [frame, base];
  const pixels = Buffer.alloc(size * size * 3);
  const border = 7;
  // two rows made once and copied: a frame row, and a row of the card inside its frame
  const edgeRow = Buffer.alloc(size * 3);
  const innerRow = Buffer.alloc(size * 3);
  for (let x = 0; x < size; x++) {
    edgeRow.set(outer, x * 3);
    innerRow.set(x < border || x >= size - border ? outer : inner, x * 3);
  }
  for (let y = 0; y < size; y++) (y < border || y >= size - border ? edgeRow : innerRow).copy(pixels, y * size * 3);
  // dark text on a light card, white on a dark one
  const light = 0.299 * (inner[0] ?? 0) + 0.587 * (inner[1] ?? 0) + 0.114 * (inner[2] ?? 0) > 150;
  const ink = light ? [33, 33, 33] : [255, 255, 255];
  const initials = drawable(spec.initials).slice(0, 3);
  drawText(pixels, initials, 8, 32, ink);
  const model = drawable(spec.model).slice(0, 12);
  drawText(pixels, model, model.length > 8 ? 2 : 3, 108, ink);
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Stores every card, a few at a time (sharp works in its own threads); paths in the same order. */
export async function storePictures(storage: Storage, specs: readonly PictureSpec[], names: readonly string[]) {
  const paths: string[] = new Array(specs.length);
  let next = 0;
  // products of one model and colour share a card's bytes, never its stored file
  const made = new Map<string, Promise<Buffer>>();
  const bytesOf = (spec: PictureSpec) => {
    const key = `${spec.initials}|${spec.model}|${spec.hex}|${spec.variant ?? false}`;
    const known = made.get(key);
    if (known) return known;
    const bytes = pictureBytes(spec);
    made.set(key, bytes);
    return bytes;
  };
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      const bytes = await bytesOf(specs[i] as PictureSpec);
      paths[i] = await storage.saveImage(new UploadedFile(`${names[i]}.png`, 'image/png', bytes), 'products');
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return paths;
}
