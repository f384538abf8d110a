import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import './image.ts';

describe('image handling', () => {
  it('keeps no libvips operation cache: each upload is a new file, the cache only held memory', () => {
    const cache = sharp.cache();
    expect([cache.memory.max, cache.items.max, cache.files.max]).toEqual([0, 0, 0]);
  });
});
