import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real encoded images for tests, made by sharp rather than checked-in fixtures. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 800,
  height = 600,
  background = '#3366cc',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of noise: it does not compress, so its size in bytes is about width × height × 3. */
export async function makeNoisePng(width: number, height: number): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function makeAnimatedGif(frames: number, width: number, height: number): Promise<Buffer> {
  const colours = ['red', 'green', 'blue', 'white'];
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, i) => makeImage('png', width, height, colours[i % colours.length])),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/**
 * A tiny valid PNG whose header claims `width` × `height`: the decompression bomb shape, a few
 * bytes that would decode into gigabytes.
 */
export async function makePngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage('png', 1, 1));
  // IHDR: length at 8, type at 12, width at 16, height at 20, its CRC after 13 data bytes at 29
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
