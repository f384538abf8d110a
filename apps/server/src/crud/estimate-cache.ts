import type { Db } from '../db/client.ts';

/** How long a planner estimate stands: a list's total may lag its table by this much, never more. */
export const estimateTtlMs = 30_000;
/** Filters remembered per database; the least recently used goes first. */
export const estimateCacheSize = 1_000;

interface Entry {
  rows: number;
  until: number;
}

// per database: tests and the bench run several apps in one process
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The estimate under `key` while it stands, without planning anything. */
export function peekEstimate(db: Db, key: string): number | undefined {
  const hit = caches.get(db)?.get(key);
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

/** The cached estimate under `key`, or `plan()`'s answer, remembered for `estimateTtlMs`. */
export async function cachedEstimate(db: Db, key: string, plan: () => Promise<number>): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) {
    // a Map keeps insertion order: moving the key to the end makes the first one the least recent
    cache.delete(key);
    cache.set(key, hit);
    return hit.rows;
  }
  const rows = await plan();
  cache.delete(key);
  cache.set(key, { rows, until: now + estimateTtlMs });
  if (cache.size > estimateCacheSize) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return rows;
}
