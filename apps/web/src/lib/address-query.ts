import { useSearchParams } from 'react-router';

/**
 * A feature list's state (filters and page) kept in the address, so it can be bookmarked and the
 * back button works, like the engine's lists. Each value says which parameter holds it and how it
 * is read and written; a value at its default leaves the address.
 */
export interface AddressParam<V> {
  key: string;
  read(raw: string | null): V;
  /** Null: the default, not written. */
  write(value: V): string | null;
}

/** A record's id, or null for any. */
export const idOf = (raw: string | null): number | null => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);

export const idParam = (key: string): AddressParam<number | null> => ({
  key,
  read: idOf,
  write: (v) => (v === null ? null : String(v)),
});

export const textParam = (key: string): AddressParam<string> => ({
  key,
  read: (raw) => raw?.trim() ?? '',
  write: (v) => v || null,
});

/** A calendar day `YYYY-MM-DD`, or '' for none. */
export const dayParam = (key: string): AddressParam<string> => ({
  key,
  read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ''),
  write: (v) => v || null,
});

/** Ids picked together (`1,5,9`), or none. */
export const idsParam = (key: string): AddressParam<number[]> => ({
  key,
  read: (raw) =>
    (raw ?? '')
      .split(',')
      .map(idOf)
      .filter((id): id is number => id !== null),
  write: (v) => (v.length ? v.join(',') : null),
});

/** On (`1`) or off (absent). */
export const flagParam = (key: string): AddressParam<boolean> => ({
  key,
  read: (raw) => raw === '1',
  write: (v) => (v ? '1' : null),
});

/** One of a few values; the first is the default. */
export const choiceParam = (key: string, values: readonly [string, ...string[]]): AddressParam<string> => ({
  key,
  read: (raw) => (raw !== null && values.includes(raw) ? raw : values[0]),
  write: (v) => (v === values[0] ? null : v),
});

type Params<Q> = { [K in Exclude<keyof Q, 'page'>]: AddressParam<Q[K]> };

/** The list's query from the address, and a setter: any change but the page's starts from the first page. */
export function useAddressQuery<Q extends { page: number }>(
  params: Params<Q>,
  /** Parameters of the address that are not the list's but stay (the dealer's workspace). */
  keep: readonly string[] = [],
): [Q, (next: Partial<Q>) => void] {
  const [search, setSearch] = useSearchParams();
  const entries = Object.entries(params) as [keyof Q, AddressParam<unknown>][];
  const query = Object.fromEntries([
    ['page', Math.max(1, Number(search.get('page')) || 1)],
    ...entries.map(([name, p]) => [name, p.read(search.get(p.key))]),
  ]) as Q;
  const set = (next: Partial<Q>) => {
    const merged = { ...query, page: 1, ...next };
    const out = new URLSearchParams();
    for (const key of keep) {
      const kept = search.get(key);
      if (kept !== null) out.set(key, kept);
    }
    if (merged.page > 1) out.set('page', String(merged.page));
    for (const [name, p] of entries) {
      const written = p.write(merged[name]);
      if (written !== null) out.set(p.key, written);
    }
    // paging adds to the history; a new filter replaces the entry it refines
    setSearch(out, { replace: next.page === undefined });
  };
  return [query, set];
}
