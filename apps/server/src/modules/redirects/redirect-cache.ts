import { onChange, touches, watchTable } from '../../db/notify.ts';

/** What the shop's site needs to answer an old address. */
export type Redirect = {
  from_path: string;
  target: string;
  code: string;
};

/** Paths match whatever their case, as the unique index on `from_path` does. */
export const pathKey = (path: string): string => path.toLowerCase();

/**
 * Every redirect in memory, loaded on the first lookup and again once `ttlMs` has passed: the
 * site asks on every unknown address. Every instance's committed writes clear it (db/notify.ts);
 * the TTL only bounds the wait while the listener is reconnecting.
 * A load that a `clear()` overtook is not kept, so a save never leaves an older map behind.
 */
export class RedirectCache {
  #map: Map<string, Redirect> | null = null;
  #loadedAt = 0;
  #loading: Promise<Map<string, Redirect>> | null = null;
  #generation = 0;

  constructor(
    private readonly load: () => Promise<Redirect[]>,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async resolve(path: string): Promise<Redirect | undefined> {
    return (await this.#current()).get(pathKey(path));
  }

  /** Forgets the map; answers how many entries it held. */
  clear(): number {
    const entries = this.#map?.size ?? 0;
    this.#map = null;
    this.#loading = null;
    this.#generation++;
    return entries;
  }

  #current(): Promise<Map<string, Redirect>> {
    if (this.#map && this.now() - this.#loadedAt < this.ttlMs) return Promise.resolve(this.#map);
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    const startedAt = this.now();
    const loading = this.load().then(
      (rows) => {
        const map = new Map(rows.map((r) => [pathKey(r.from_path), r]));
        if (generation === this.#generation) {
          this.#map = map;
          this.#loadedAt = startedAt;
          this.#loading = null;
        }
        return map;
      },
      (error: unknown) => {
        if (generation === this.#generation) this.#loading = null;
        throw error;
      },
    );
    this.#loading = loading;
    return loading;
  }
}

const live = new Set<RedirectCache>();

/** Caches of the running apps (one in production; tests start several in one process). */
export function trackCache(cache: RedirectCache): () => void {
  live.add(cache);
  return () => live.delete(cache);
}

/** Called on every write to redirects: save hooks know nothing of the app that holds the cache. */
export function invalidateRedirects(): void {
  for (const cache of live) cache.clear();
}

export const redirectsTable = 'redirect_urls';
watchTable(redirectsTable);

// a commit through any instance, this one included
onChange((change) => {
  if (touches(change, redirectsTable)) invalidateRedirects();
});
