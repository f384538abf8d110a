import type { DataEnvelope, ResourceDef, SavedView, SavedViewCreate, SavedViewUpdate } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export const savedViewKeys = {
  of: (r: ResourceDef) => ['saved-views', r.name] as const,
};

export const savedViewsQuery = (r: ResourceDef) =>
  queryOptions({
    queryKey: savedViewKeys.of(r),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<SavedView[]>>('/saved-views', { query: { resource: r.name }, signal }).then((x) => x.data),
    staleTime: 60_000,
  });

export const createView = (input: SavedViewCreate) =>
  http.post<DataEnvelope<SavedView>>('/saved-views', { ...input }).then((x) => x.data);

export const updateView = (id: number, input: SavedViewUpdate) =>
  http.patch<DataEnvelope<SavedView>>(`/saved-views/${id}`, { ...input }).then((x) => x.data);

export const deleteView = (id: number) => http.delete<DataEnvelope<SavedView>>(`/saved-views/${id}`);
