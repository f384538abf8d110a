import type { ResourceDef } from '@kramar/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery } from '../resource-api.ts';
import { parseListQuery, serializeListQuery } from './list-query.ts';

/**
 * The list query read from and written to the address, so the back button and bookmarks restore
 * a list exactly. `key` identifies what is shown (selection and similar state reset when it moves).
 */
export function useListQuery(r: ResourceDef): {
  query: ListQuery;
  key: string;
  setQuery(next: ListQuery, options?: { replace?: boolean }): void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  const query = useMemo(() => parseListQuery(r, new URLSearchParams(raw)), [r, raw]);
  const key = useMemo(() => serializeListQuery(r, query).toString(), [r, query]);
  const setQuery = useCallback(
    (next: ListQuery, options?: { replace?: boolean }) => {
      const serialized = serializeListQuery(r, next);
      if (serialized.toString() !== key) setParams(serialized, { replace: options?.replace });
    },
    [r, key, setParams],
  );
  return { query, key, setQuery };
}
