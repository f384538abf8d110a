import type { AuditEntry, DataEnvelope, ListEnvelope, OptionItem, ResourceDef, ResourceRecord } from '@kramar/contract';
// values from their own modules: the contract's index brings every schema, and the dealer panel
// reads this module without them (issue 29)
import { defaultPerPage } from '@kramar/contract/resource.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../api/http.ts';

/** What a list screen asks for; it lives in the URL (DESIGN §5). */
export interface ListQuery {
  page: number;
  perPage: number;
  sort?: string;
  search?: string;
  /** `filter[field]=value`, or a range `filter[field][from|to]`. */
  filter: Record<string, string | { from?: string; to?: string }>;
  /**
   * The previous page's `meta.next_cursor`, when this page was reached by "next": the server then
   * reads on from a key instead of skipping rows, as fast on page 20 000 as on page 2.
   */
  cursor?: string;
}

export const emptyListQuery: ListQuery = { page: 1, perPage: defaultPerPage, filter: {} };

/** One query-key factory: everything of a resource starts with its name, so one invalidation refreshes it all. */
export const resourceKeys = {
  all: (r: ResourceDef) => [r.name] as const,
  list: (r: ResourceDef, q: ListQuery, fields?: readonly string[]) => [r.name, 'list', q, fields ?? null] as const,
  detail: (r: ResourceDef, id: number | string) => [r.name, 'detail', String(id)] as const,
  options: (r: ResourceDef, search: string) => [r.name, 'autocomplete', search] as const,
  audit: (r: ResourceDef, id: number | string) => [r.name, 'audit', String(id)] as const,
};

/** ListQuery → the API's query string parameters (SPEC §7 / DESIGN §4). */
export function listParams(q: ListQuery, fields?: readonly string[]): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, per_page: q.perPage };
  // the fields the screen shows: the server reads only those (without it, every list field)
  if (fields?.length) params.fields = fields.join(',');
  if (q.sort) params.sort = q.sort;
  if (q.search) params.search = q.search;
  if (q.cursor && q.page > 1) params.cursor = q.cursor;
  for (const [field, value] of Object.entries(q.filter)) {
    if (typeof value === 'string') {
      if (value !== '') params[`filter[${field}]`] = value;
    } else {
      if (value.from) params[`filter[${field}][from]`] = value.from;
      if (value.to) params[`filter[${field}][to]`] = value.to;
    }
  }
  return params;
}

export const listQueryOptions = (r: ResourceDef, q: ListQuery, fields?: readonly string[]) =>
  queryOptions({
    queryKey: resourceKeys.list(r, q, fields),
    queryFn: ({ signal }) =>
      http.get<ListEnvelope<ResourceRecord>>(`/${r.name}`, { query: listParams(q, fields), signal }),
    placeholderData: keepPreviousData,
  });

export const recordQueryOptions = (r: ResourceDef, id: number | string) =>
  queryOptions({
    queryKey: resourceKeys.detail(r, id),
    queryFn: ({ signal }) => http.get<DataEnvelope<ResourceRecord>>(`/${r.name}/${id}`, { signal }).then((x) => x.data),
  });

export const auditQueryOptions = (r: ResourceDef, id: number | string) =>
  queryOptions({
    queryKey: resourceKeys.audit(r, id),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<AuditEntry[]>>('/audit', { query: { resource: r.name, id: String(id) }, signal })
        .then((x) => x.data),
  });

/** Autocomplete of a resource (reference widgets, filters). */
export const fetchOptions = (r: ResourceDef | string, search: string, signal?: AbortSignal) =>
  http
    .get<DataEnvelope<OptionItem[]>>(`/${typeof r === 'string' ? r : r.name}/autocomplete`, {
      query: { search, limit: 20 },
      signal,
    })
    .then((x) => x.data);

function append(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(name, '');
  else if (value instanceof Blob) form.append(name, value);
  else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
  else if (Array.isArray(value)) {
    // an empty list still has to say "none" (the server reads '' as [])
    if (value.length === 0) form.append(name, '');
    for (const [i, item] of value.entries()) append(form, `${name}[${i}]`, item);
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) append(form, `${name}[${key}]`, inner);
  } else form.append(name, String(value));
}

/** Form values → multipart with nested fields flattened as `name[key]` (SPEC §7). */
export function toFormData(values: Record<string, unknown>, method?: 'PUT'): FormData {
  const form = new FormData();
  if (method) form.append('_method', method);
  for (const [name, value] of Object.entries(values)) append(form, name, value);
  return form;
}

export const createRecord = (r: ResourceDef, values: Record<string, unknown>) =>
  http.post<DataEnvelope<ResourceRecord>>(`/${r.name}`, toFormData(values)).then((x) => x.data);

/**
 * Updates travel as POST with `_method=PUT` (SPEC §7), with the `updated_at` they were based on:
 * the server refuses with a 409 if the record has changed since.
 */
export const updateRecord = (r: ResourceDef, id: number | string, values: Record<string, unknown>, version?: unknown) =>
  http
    .post<DataEnvelope<ResourceRecord>>(
      `/${r.name}/${id}`,
      toFormData(typeof version === 'string' ? { ...values, updated_at: version } : values, 'PUT'),
    )
    .then((x) => x.data);

export const deleteRecord = (r: ResourceDef, id: number | string) => http.delete<unknown>(`/${r.name}/${id}`);

export const destroyBatch = (r: ResourceDef, ids: readonly number[]) =>
  http.post<unknown>(`/${r.name}/destroy-batch`, { ids: [...ids] });

export const batchStatus = (r: ResourceDef, ids: readonly number[], status: string) =>
  http.post<unknown>(`/${r.name}/batch/status`, { ids: [...ids], status });

/** The page's ids in their new order: they take the positions those rows held (POST /api/{name}/reorder). */
export const reorderRecords = (r: ResourceDef, ids: readonly number[]) =>
  http.post<unknown>(`/${r.name}/reorder`, { ids: [...ids] });

// where uploads are served: a module of their own, for screens that show an image and ask no resource
export { thumbnailUrl, uploadUrl } from '../lib/upload-url.ts';
