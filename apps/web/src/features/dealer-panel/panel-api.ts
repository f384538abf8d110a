import type { DataEnvelope, ListEnvelope } from '@kramar/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** The terms a workspace buys on (null: retail prices). */
export interface GroupTerms {
  id: number;
  name: string;
  discount: number;
  min_order_amount: number | null;
}

/** GET /api/dealers/dashboard */
export interface Dashboard {
  company: { id: number; legal_name: string; edrpou: string; status: string } | null;
  manager: { name: string; email: string; phone: string | null } | null;
  workspaces: { id: number; name: string; city: string; street: string | null; price_group: GroupTerms | null }[];
  workspaces_total: number;
  statuses: Record<string, number> | null;
  orders: {
    by_status: { status_id: number | null; title: string | null; color: string | null; count: number }[];
    this_month: { count: number; total: number };
    last_month: { count: number; total: number };
    latest: {
      id: number;
      number: number;
      status_title: string | null;
      total: number;
      created_at: string;
      workspace_name: string;
      dealer_name: string;
    }[];
  };
  drafts: {
    workspace_id: number;
    workspace_name: string;
    lines: number;
    items_total: number;
    min_order_amount: number | null;
    below_minimum: boolean;
  }[];
  pending_applications: { id: number; legal_name: string; created_at: string }[] | null;
  top_dealers: { dealer_id: number; legal_name: string; orders: number; total: number }[] | null;
}

/** A workspace as /api/dealers/workspaces answers it. */
export interface Workspace {
  id: number;
  dealer_id: number;
  name: string;
  city: string;
  street: string | null;
  delivery_method: string;
  np_branch: string | null;
  phone: string | null;
  price_group_id: number | null;
  managers: number[];
  updated_at: string;
}

export interface WorkspaceQuery {
  page: number;
  search: string;
  dealer: number | null;
  group: number | null;
}

// one key root for everything of workspaces: a save refreshes the list, the record and the dashboard
export const workspaceKeys = {
  all: ['dealers-workspaces'] as const,
  list: (q: WorkspaceQuery) => ['dealers-workspaces', 'list', q] as const,
  one: (id: string) => ['dealers-workspaces', 'detail', id] as const,
  dashboard: ['dealers-workspaces', 'dashboard'] as const,
};

export const perPage = 25;

export const dashboardQuery = queryOptions({
  queryKey: workspaceKeys.dashboard,
  queryFn: ({ signal }) => http.get<DataEnvelope<Dashboard>>('/dealers/dashboard', { signal }).then((x) => x.data),
});

export const workspacesQuery = (q: WorkspaceQuery) =>
  queryOptions({
    queryKey: workspaceKeys.list(q),
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = { page: q.page, per_page: perPage, sort: 'name' };
      if (q.search) query.search = q.search;
      if (q.dealer !== null) query['filter[dealer_id]'] = q.dealer;
      if (q.group !== null) query['filter[price_group_id]'] = q.group;
      return http.get<ListEnvelope<Workspace>>('/dealers/workspaces', { query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const workspaceQuery = (id: string) =>
  queryOptions({
    queryKey: workspaceKeys.one(id),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Workspace>>(`/dealers/workspaces/${id}`, { signal }).then((x) => x.data),
  });

/** The details a dealer keeps, with the version it read (a stale one is a 409). */
export const saveWorkspace = (id: number, values: Record<string, unknown>, version: string) =>
  http
    .put<DataEnvelope<Workspace>>(`/dealers/workspaces/${id}`, { ...values, updated_at: version })
    .then((x) => x.data);

/** Staff only: the price group a workspace buys at (null: retail prices). */
export const setPriceGroup = (id: number, group: number | null, version: string) =>
  http
    .put<DataEnvelope<Workspace>>(`/dealers/workspaces/${id}/price_group`, {
      price_group_id: group,
      updated_at: version,
    })
    .then((x) => x.data);

/** A new trading point: a principal's for its own company, staff's for the company they name. */
export const createWorkspace = (body: Record<string, unknown>) =>
  http.post<DataEnvelope<Workspace>>('/dealers/workspaces', body).then((x) => x.data);
