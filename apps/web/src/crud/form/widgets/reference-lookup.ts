import type { DataEnvelope, OptionItem } from '@kramar/contract';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { useCurrentUser } from '../../../api/session.ts';
import { resources } from '../../registry.ts';
import { fetchOptions } from '../../resource-api.ts';
import { matchOptions, type ReferenceSource, referenceSource } from './reference-source.ts';

const fresh = 5 * 60_000;

/** Where this user may look up records of `target` (see referenceSource). */
export function useReferenceSource(target: string): ReferenceSource {
  const user = useCurrentUser();
  const def = resources.find((r) => r.name === target);
  return referenceSource(user, def);
}

// a label is a nicety: when it cannot be had, the form shows «#id» and nobody gets a toast
const quiet = { silent: true } as const;

/** Every row of a directory; the same key as the list's reference cells, so either warms the other. */
function useDirectory(source: ReferenceSource, enabled: boolean) {
  return useQuery({
    queryKey: [source.via === 'directory' ? source.target.name : '', 'directory'] as const,
    queryFn:
      source.via === 'directory' && enabled
        ? ({ signal }) =>
            http
              .get<DataEnvelope<OptionItem[]>>(`/directories/${source.directory}`, { ...quiet, signal })
              .then((x) => x.data)
        : skipToken,
    staleTime: fresh,
  });
}

/** The label of the record an id points at: its title, else «#id» (no access, gone); undefined while loading. */
export function useReferenceLabel(target: string, id: number | null, picked: OptionItem | null): string | undefined {
  const source = useReferenceSource(target);
  const known = picked && picked.id === id ? picked.label : undefined;
  const wanted = id !== null && known === undefined;
  const byId = useQuery({
    queryKey: [target, 'label', String(id)] as const,
    queryFn:
      source.via === 'autocomplete' && wanted
        ? ({ signal }) =>
            http
              .get<DataEnvelope<OptionItem[]>>(`/${target}/autocomplete`, { ...quiet, query: { ids: id }, signal })
              .then((x) => x.data[0]?.label ?? null)
        : skipToken,
    staleTime: fresh,
  });
  const directory = useDirectory(source, wanted);
  if (id === null) return undefined;
  if (known !== undefined) return known;
  const query = source.via === 'autocomplete' ? byId : directory;
  if (source.via !== 'none' && query.isPending && query.fetchStatus !== 'idle') return undefined;
  const label = source.via === 'autocomplete' ? byId.data : directory.data?.find((row) => row.id === id)?.label;
  return typeof label === 'string' && label !== '' ? label : `#${id}`;
}

/** The picker's options for a search: the server's autocomplete, else the directory searched here. */
export function useReferenceOptions(target: string, term: string, enabled: boolean) {
  const source = useReferenceSource(target);
  const searched = useQuery({
    queryKey: [target, 'autocomplete', term] as const,
    queryFn: source.via === 'autocomplete' && enabled ? ({ signal }) => fetchOptions(target, term, signal) : skipToken,
    staleTime: 30_000,
  });
  const directory = useDirectory(source, enabled);
  if (source.via === 'directory') {
    return { options: directory.data ? matchOptions(directory.data, term) : [], loading: directory.isFetching };
  }
  return { options: searched.data ?? [], loading: searched.isFetching };
}

/**
 * The labels of several records of `target` (a list of references): one `?ids=` request for all
 * of them, or the directory; ids that cannot be named read «#id». Labels already known (options
 * just picked) are not asked for again.
 */
export function useReferenceLabels(
  target: string,
  ids: readonly number[],
  known: ReadonlyMap<number, string>,
): { labels: ReadonlyMap<number, string>; loading: boolean } {
  const source = useReferenceSource(target);
  const client = useQueryClient();
  // each label is kept under its record's own key (useReferenceLabel's): a chip removed or added
  // asks only for the names not yet known, and the names shown do not flicker back to «…» (the
  // picker would wipe what is being typed as its chips changed)
  const cached = (id: number) =>
    source.via === 'autocomplete' ? client.getQueryData<string | null>([target, 'label', String(id)]) : undefined;
  // the server answers at most 100 ids at once; a longer list is named by its first 100 here
  const wanted = [...new Set(ids.filter((id) => !known.has(id) && cached(id) === undefined))]
    .sort((a, b) => a - b)
    .slice(0, 100);
  const byIds = useQuery({
    queryKey: [target, 'labels', wanted.join(',')] as const,
    queryFn:
      source.via === 'autocomplete' && wanted.length > 0
        ? ({ signal }) =>
            http
              .get<DataEnvelope<OptionItem[]>>(`/${target}/autocomplete`, {
                ...quiet,
                query: { ids: wanted.join(','), limit: Math.max(wanted.length, 1) },
                signal,
              })
              .then((x) => {
                for (const id of wanted) {
                  const label = x.data.find((row) => row.id === id)?.label;
                  client.setQueryData([target, 'label', String(id)], label ?? null);
                }
                return x.data;
              })
        : skipToken,
    staleTime: fresh,
  });
  const directory = useDirectory(source, wanted.length > 0);
  const found = source.via === 'directory' ? directory.data : byIds.data;
  const labels = new Map(known);
  for (const id of ids) {
    const label = cached(id);
    if (typeof label === 'string' && label !== '') labels.set(id, label);
  }
  for (const row of found ?? []) if (row.label !== '') labels.set(row.id, row.label);
  const query = source.via === 'directory' ? directory : byIds;
  const loading = source.via !== 'none' && wanted.length > 0 && query.isPending && query.fetchStatus !== 'idle';
  return { labels, loading };
}
