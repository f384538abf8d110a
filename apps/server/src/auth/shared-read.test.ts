import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-read.ts';

/** A read whose answers the test releases one at a time: each answers the version current when it began. */
function gatedStore() {
  let version = 0;
  const began: number[] = [];
  const gates: (() => void)[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const seen = version;
      began.push(seen);
      gates.push(() => (key === 'broken' ? reject(new Error(`read ${seen} failed`)) : resolve(`${key}@${seen}`)));
    });
  const release = async () => {
    gates.shift()?.();
    // let the answer reach its callers and the next read begin
    await new Promise((r) => setTimeout(r, 0));
  };
  return { read, began, release, change: () => (version += 1) };
}

describe('sharedReads', () => {
  it('answers everyone who arrives during a read with one next read', async () => {
    const store = gatedStore();
    const find = sharedReads(store.read);
    const first = find('a');
    const later = [find('a'), find('a'), find('a')];
    expect(store.began).toHaveLength(1);
    await store.release();
    expect(await first).toBe('a@0');
    expect(store.began).toHaveLength(2);
    await store.release();
    expect(await Promise.all(later)).toEqual(['a@0', 'a@0', 'a@0']);
    expect(store.began).toHaveLength(2);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const store = gatedStore();
    const find = sharedReads(store.read);
    const before = find('a');
    // a role changes while the first read is out; the request after it must see the change
    store.change();
    const after = find('a');
    await store.release();
    await store.release();
    expect(await before).toBe('a@0');
    expect(await after).toBe('a@1');
  });

  it('keeps keys apart, and reads afresh once nobody is waiting', async () => {
    const store = gatedStore();
    const find = sharedReads(store.read);
    const a = find('a');
    const b = find('b');
    expect(store.began).toHaveLength(2);
    await store.release();
    await store.release();
    expect([await a, await b]).toEqual(['a@0', 'b@0']);
    store.change();
    const again = find('a');
    expect(store.began).toHaveLength(3);
    await store.release();
    expect(await again).toBe('a@1');
  });

  it('fails only the callers of a failed read', async () => {
    const store = gatedStore();
    const find = sharedReads(store.read);
    const first = find('broken');
    const waiting = find('broken');
    first.catch(() => {});
    waiting.catch(() => {});
    await store.release();
    await expect(first).rejects.toThrow('read 0 failed');
    await store.release();
    await expect(waiting).rejects.toThrow('read 0 failed');
    expect(store.began).toHaveLength(2);
  });
});
