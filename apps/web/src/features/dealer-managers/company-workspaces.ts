import type { ListEnvelope, OptionItem } from '@kramar/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../api/http.ts';
import { type Workspace, workspaceKeys, workspaceQuery } from '../dealer-panel/panel-api.ts';

/** A company's workspaces are few: one page holds them (a longer list is searched instead). */
export const companyPage = 100;

/**
 * The workspaces of one company (`null`: the caller's own, which the server scopes for a dealer),
 * under the workspaces' key root, so a save of a workspace refreshes the names here too.
 */
export const companyWorkspacesQuery = (dealer: number | null, search = '') =>
  queryOptions({
    queryKey: [...workspaceKeys.all, 'company', dealer ?? 'own', search] as const,
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = { per_page: companyPage, sort: 'name' };
      if (dealer !== null) query['filter[dealer_id]'] = dealer;
      if (search) query.search = search;
      return http.get<ListEnvelope<Workspace>>('/dealers/workspaces', { query, signal });
    },
    staleTime: 60_000,
  });

export const workspaceOption = (w: Pick<Workspace, 'id' | 'name' | 'city'>): OptionItem => ({
  id: w.id,
  label: w.city ? `${w.name} (${w.city})` : w.name,
});

/**
 * id → «name (city)» of the workspaces the given managers act for: one list per company on the
 * screen (a dealer's person has one), and a record apiece for any beyond a company's first page.
 */
export function useWorkspaceNames(companies: readonly (number | null)[], ids: readonly number[]) {
  const distinct = [...new Set(companies)];
  const lists = useQueries({ queries: distinct.map((dealer) => companyWorkspacesQuery(dealer)) });
  const listed = new Map<number, string>();
  for (const list of lists) for (const w of list.data?.data ?? []) listed.set(w.id, workspaceOption(w).label);
  const settled = lists.every((list) => !list.isPending);
  const missing = settled ? [...new Set(ids)].filter((id) => !listed.has(id)) : [];
  const records = useQueries({ queries: missing.map((id) => ({ ...workspaceQuery(String(id)), staleTime: 60_000 })) });
  for (const record of records) if (record.data) listed.set(record.data.id, workspaceOption(record.data).label);
  const key = [...listed].map(([id, label]) => `${id}:${label}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the map's content
  const names = useMemo(() => listed, [key]);
  return { names, loading: !settled || records.some((r) => r.isPending) };
}

/** The options of the form's picker: the company's workspaces, searched on the server when they are many. */
export function useWorkspaceOptions(dealer: number | null, search: string, enabled: boolean) {
  const first = useQuery({ ...companyWorkspacesQuery(dealer), enabled });
  const many = (first.data?.meta.total ?? 0) > companyPage;
  const searched = useQuery({ ...companyWorkspacesQuery(dealer, search), enabled: enabled && many && search !== '' });
  const rows = many && search !== '' ? searched.data?.data : first.data?.data;
  return {
    options: (rows ?? []).map(workspaceOption),
    // a short list is searched here, as it is typed
    local: !many,
    total: first.data?.meta.total,
    loading: first.isPending || (many && search !== '' && searched.isPending),
    failed: first.isError,
  };
}
