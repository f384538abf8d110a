import type { Db } from '../db/client.ts';
import { onChange } from '../db/notify.ts';

/**
 * How long a planner estimate stands when nothing is written: a write to the table, through any
 * instance, drops its estimates on commit (db/notify.ts); this bounds the lag while the listener
 * is reconnecting.
 */
export const estimateTtlMs = 30_000;
/** Filters remembered per database; the least recently used goes first. */
export const estimateCacheSize = 1_000;

interface Entry {
  rows: number;
  until: number;
}

// per database: tests and the bench run several apps in one process
const caches = new WeakMap<Db, Map<string, Entry>>();

// keys start with their table, so a write drops that table's estimates only
const keyOf = (table: string, key: string) => `${table}\u0000${key}`;

onChange((change, db) => {
  const cache = caches.get(db);
  if (!cache) return;
  if ('all' in change) return cache.clear();
  const prefix = keyOf(change.table, '');
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
});

/** The estimate of `table` under `key` while it stands, without planning anything. */
export function peekEstimate(db: Db, table: string, key: string): number | undefined {
  const hit = caches.get(db)?.get(keyOf(table, key));
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

/** The cached estimate of `table` under `key`, or `plan()`'s answer, remembered for `estimateTtlMs`. */
export async function cachedEstimate(
  db: Db,
  table: string,
  filter: string,
  plan: () => Promise<number>,
): Promise<number> {
  const key = keyOf(table, filter);
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
