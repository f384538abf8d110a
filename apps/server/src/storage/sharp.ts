import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first picture: libvips and its threads cost the server ~19 MB of memory
 * from the moment it is loaded, and most of a server's life passes without a picture to read.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations and their pixels (50 MB, 100 of them by default) for one that
    // repeats; every upload is a new file, so nothing is ever reused and the cache only held memory:
    // 100 photos of 4000×3000 took the server from 202 to 297 MiB, without it to 250
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
