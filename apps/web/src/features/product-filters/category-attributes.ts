import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** One attribute of a category's set, as `GET /api/categories/{id}/attributes` gives it. */
export interface SetAttribute {
  attribute: number;
  title: string;
  code: string;
  data_type: 'string' | 'number' | 'boolean' | 'select' | 'multiselect';
  unit: number | null;
  filter: boolean;
}

interface AttributeRecord {
  id: number;
  title: string;
  data_type: SetAttribute['data_type'];
  values?: { id: number; title: string }[];
}

const minute = 60_000;

/**
 * The attributes a product of the category is filtered by: its own set, or (as the server reads
 * it) the nearest ancestor's that has one. Only those marked for filtering and that the list's
 * `filter[attr_<id>]` can express (not free text).
 */
async function filterAttributes(categoryId: number, signal?: AbortSignal): Promise<SetAttribute[]> {
  const own = await http.get<{ data: SetAttribute[] }>(`/categories/${categoryId}/attributes`, {
    signal,
    silent: true,
  });
  let set = own.data;
  if (set.length === 0) {
    const category = await http.get<{ data: { path?: string } }>(`/categories/${categoryId}`, { signal, silent: true });
    const ancestors = (category.data.path ?? '').split('/').filter(Boolean).map(Number).reverse();
    for (const id of ancestors.filter((id) => id !== categoryId)) {
      set = (await http.get<{ data: SetAttribute[] }>(`/categories/${id}/attributes`, { signal, silent: true })).data;
      if (set.length) break;
    }
  }
  return set.filter((a) => a.filter && a.data_type !== 'string');
}

export const useFilterAttributes = (categoryId: number | null) =>
  useQuery({
    queryKey: ['categories', 'filter-attributes', categoryId],
    queryFn: ({ signal }) => filterAttributes(categoryId ?? 0, signal),
    enabled: categoryId !== null,
    staleTime: minute,
  });

/** An attribute with its select values (a filter's options and a chip's words). */
export const useAttribute = (id: number | null) =>
  useQuery({
    queryKey: ['attributes', 'detail', String(id)],
    queryFn: ({ signal }) =>
      http.get<{ data: AttributeRecord }>(`/attributes/${id}`, { signal, silent: true }).then((r) => r.data),
    enabled: id !== null,
    staleTime: minute,
  });

/** `attr_12` → 12 */
export const attributeIdOf = (name: string): number | null => {
  const match = /^attr_(\d{1,15})$/.exec(name);
  return match ? Number(match[1]) : null;
};
