import { can, type DataEnvelope, type OptionItem, type ResourceDef, readScope } from '@kramar/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { useCurrentUser } from '../../api/session.ts';
import { resources } from '../registry.ts';
import { recordQueryOptions } from '../resource-api.ts';

const fresh = 5 * 60_000;

/** The resource a reference points at, when this user may look it up (else: no lookups, no 403 toasts). */
export function useReferenceTarget(name: string): ResourceDef | undefined {
  const user = useCurrentUser();
  const target = resources.find((r) => r.name === name);
  return target && can(user, readScope(target)) ? target : undefined;
}

/** A directory (`GET /api/directories/{name}`, any signed-in user) lists every row with its label. */
const directoryOptions = (target: ResourceDef | undefined) =>
  queryOptions({
    queryKey: [target?.name ?? '', 'directory'] as const,
    queryFn: target?.extras.directory
      ? ({ signal }) =>
          http
            .get<DataEnvelope<OptionItem[]>>(`/directories/${target.extras.directory}`, { signal })
            .then((x) => x.data)
      : skipToken,
    staleTime: fresh,
  });

/** id → label of every row of a referenced resource that has a directory; undefined otherwise. */
export function useReferenceLabels(targetName: string): ReadonlyMap<number, string> | undefined {
  const target = resources.find((r) => r.name === targetName);
  const directory = useQuery({
    ...directoryOptions(target),
    select: (rows) => new Map(rows.map((row) => [row.id, row.label])),
  });
  return directory.data;
}

/** The title of one referenced record (chips, the filter's value); "#id" when it cannot be known. */
export function useReferenceLabel(targetName: string, id: string): string {
  const labels = useReferenceLabels(targetName);
  const readable = useReferenceTarget(targetName);
  const hasDirectory = Boolean(resources.find((r) => r.name === targetName)?.extras.directory);
  const record = useQuery({
    queryKey: [targetName, 'detail', id] as const,
    queryFn: readable && !hasDirectory && id !== '' ? recordQueryOptions(readable, id).queryFn : skipToken,
    staleTime: fresh,
  });
  const fromDirectory = labels?.get(Number(id));
  if (fromDirectory) return fromDirectory;
  const title = readable ? record.data?.[readable.titleField] : undefined;
  return typeof title === 'string' && title !== '' ? title : `#${id}`;
}
