import type { DataEnvelope, OptionItem } from '@kramar/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { ReferenceCell } from '../../crud/list/cells.tsx';

const quiet = { silent: true } as const;

/** «Electronics › TVs › OLED»: the category and its ancestors, root first. */
async function categoryTrail(id: number, signal: AbortSignal): Promise<string[]> {
  const { data } = await http.get<DataEnvelope<{ path?: string; title?: string }>>(`/categories/${id}`, {
    ...quiet,
    signal,
  });
  const ids = (data.path ?? `/${id}/`).split('/').filter(Boolean);
  const named = await http.get<DataEnvelope<OptionItem[]>>('/categories/autocomplete', {
    ...quiet,
    query: { ids: ids.join(','), limit: ids.length },
    signal,
  });
  const labels = new Map(named.data.map((o) => [String(o.id), o.label]));
  return ids.map((i) => labels.get(i) ?? `#${i}`);
}

/** The category's place in the tree; just its name when the reader may not see the tree. */
export function CategoryPath({ id, label }: { id: number; label: unknown }) {
  const trail = useQuery({
    queryKey: ['categories', 'trail', String(id)] as const,
    queryFn: ({ signal }) => categoryTrail(id, signal),
    staleTime: 60_000,
    retry: false,
  });
  if (!trail.data) return <ReferenceCell target="categories" id={id} label={label} />;
  return <span>{trail.data.join(' › ')}</span>;
}
