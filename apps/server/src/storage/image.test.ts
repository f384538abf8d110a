import { describe, expect, it } from 'vitest';
import { loadSharp } from './sharp.ts';

describe('image handling', () => {
  it('keeps no libvips operation cache: each upload is a new file, the cache only held memory', async () => {
    const cache = (await loadSharp()).cache();
    expect([cache.memory.max, cache.items.max, cache.files.max]).toEqual([0, 0, 0]);
  });
});
