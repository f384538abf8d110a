import type { DataEnvelope, ListEnvelope } from '@kramar/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** A manager as /api/dealers-managers answers it. */
export interface Manager {
  id: number;
  dealer_id: number;
  name: string;
  email: string;
  phone: string | null;
  job_title: string | null;
  workspaces: number[];
  active: boolean;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What the form sends: the details, the workspaces they act for, and (on create) the company. */
export interface ManagerBody {
  dealer_id?: number;
  name: string;
  email: string;
  phone: string | null;
  job_title: string | null;
  workspaces: number[];
  active: boolean;
}

export type ActiveFilter = 'all' | 'active' | 'inactive';

export interface ManagerQuery {
  page: number;
  search: string;
  dealer: number | null;
  active: ActiveFilter;
}

// one key root: a save refreshes the list and the record alike
export const managerKeys = {
  all: ['dealers-managers'] as const,
  list: (q: ManagerQuery) => ['dealers-managers', 'list', q] as const,
  one: (id: string) => ['dealers-managers', 'detail', id] as const,
};

export const perPage = 25;

export const managersQuery = (q: ManagerQuery) =>
  queryOptions({
    queryKey: managerKeys.list(q),
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = { page: q.page, per_page: perPage, sort: 'name' };
      if (q.search) query.search = q.search;
      if (q.dealer !== null) query['filter[dealer_id]'] = q.dealer;
      if (q.active !== 'all') query['filter[active]'] = q.active === 'active' ? 1 : 0;
      return http.get<ListEnvelope<Manager>>('/dealers-managers', { query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const managerQuery = (id: string) =>
  queryOptions({
    queryKey: managerKeys.one(id),
    queryFn: ({ signal }) => http.get<DataEnvelope<Manager>>(`/dealers-managers/${id}`, { signal }).then((x) => x.data),
  });

export const createManager = (body: ManagerBody) =>
  http.post<DataEnvelope<Manager>>('/dealers-managers', { ...body }).then((x) => x.data);

/** The details with the version they were read at (a stale one is a 409). */
export const saveManager = (id: number, body: ManagerBody, version: string) =>
  http.put<DataEnvelope<Manager>>(`/dealers-managers/${id}`, { ...body, updated_at: version }).then((x) => x.data);
