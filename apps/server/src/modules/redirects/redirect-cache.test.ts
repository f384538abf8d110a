import { describe, expect, it } from 'vitest';
import { invalidateRedirects, type Redirect, RedirectCache, trackCache } from './redirect-cache.ts';

function source(rows: Redirect[]) {
  const state = { rows, loads: 0 };
  const load = async () => {
    state.loads++;
    return state.rows.map((r) => ({ ...r }));
  };
  return { state, load };
}

describe('RedirectCache', () => {
  it('loads once, matches paths whatever their case, and reloads after the TTL', async () => {
    let now = 1_000;
    const { state, load } = source([{ from_path: '/Old', target: '/new', code: '301' }]);
    const cache = new RedirectCache(load, 60_000, () => now);
    expect(await cache.resolve('/old')).toMatchObject({ target: '/new' });
    expect(await cache.resolve('/OLD')).toMatchObject({ target: '/new' });
    expect(await cache.resolve('/none')).toBeUndefined();
    expect(state.loads).toBe(1);

    state.rows = [{ from_path: '/Old', target: '/newer', code: '302' }];
    now += 59_999;
    expect((await cache.resolve('/old'))?.target).toBe('/new');
    now += 1;
    expect((await cache.resolve('/old'))?.target).toBe('/newer');
    expect(state.loads).toBe(2);
  });

  it('shares one load between lookups made while it runs', async () => {
    const { state, load } = source([{ from_path: '/a', target: '/b', code: '301' }]);
    const cache = new RedirectCache(load);
    await Promise.all([cache.resolve('/a'), cache.resolve('/a'), cache.resolve('/x')]);
    expect(state.loads).toBe(1);
  });

  it('clears with the number of entries it held, and drops a load a clear overtook', async () => {
    let release: (rows: Redirect[]) => void = () => {};
    let loads = 0;
    const cache = new RedirectCache(() => {
      loads++;
      return new Promise<Redirect[]>((resolve) => {
        release = resolve;
      });
    });
    const pending = cache.resolve('/a');
    expect(cache.clear()).toBe(0);
    release([{ from_path: '/a', target: '/stale', code: '301' }]);
    await pending;
    // the stale map was not kept: the next lookup loads again
    const next = cache.resolve('/a');
    release([{ from_path: '/a', target: '/fresh', code: '301' }]);
    expect((await next)?.target).toBe('/fresh');
    expect(loads).toBe(2);
    expect(cache.clear()).toBe(1);
  });

  it('is cleared by invalidateRedirects while tracked', async () => {
    const { state, load } = source([{ from_path: '/a', target: '/b', code: '301' }]);
    const cache = new RedirectCache(load);
    const untrack = trackCache(cache);
    await cache.resolve('/a');
    invalidateRedirects();
    await cache.resolve('/a');
    expect(state.loads).toBe(2);
    untrack();
    invalidateRedirects();
    await cache.resolve('/a');
    expect(state.loads).toBe(2);
  });
});
