import type { DataEnvelope, ResourceDef } from '@kramar/contract';
import { http } from '../../api/http.ts';
import { type ListQuery, listParams } from '../../crud/resource-api.ts';
import type { Job } from '../jobs/jobs-api.ts';

/** POST /api/{name}/import: the stored upload, its columns and the server's guess at the mapping. */
export interface Upload {
  upload: string;
  filename: string;
  columns: string[];
  mapping: Record<string, string | null>;
  fields: string[];
  /** Labels of the fields the resource does not declare: a product's attributes the file names. */
  labels?: Record<string, string>;
  key: string | null;
}

export type ImportMode = 'create' | 'upsert';
export type Mapping = Record<string, string>;

export interface ReportRow {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'error';
  key: string | null;
  message?: string;
}

export interface DryRunReport {
  summary: { total: number; create: number; update: number; unchanged?: number; error: number };
  rows: ReportRow[];
  truncated: boolean;
}

export interface ImportResult {
  total: number;
  created: number;
  updated: number;
  unchanged?: number;
  failed: number;
}

export const uploadImport = (r: ResourceDef, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<DataEnvelope<Upload>>(`/${r.name}/import`, form).then((x) => x.data);
};

/** The check runs as a job (a file of 100 000 rows is no request's work): its result is the report. */
export const dryRunImport = (r: ResourceDef, upload: string, mapping: Mapping, mode: ImportMode) =>
  http
    .post<DataEnvelope<Job<DryRunReport>>>(`/${r.name}/import/${upload}/dry-run`, { mapping, mode })
    .then((x) => x.data);

export const applyImport = (r: ResourceDef, upload: string, mapping: Mapping, mode: ImportMode) =>
  http
    .post<DataEnvelope<Job<ImportResult>>>(`/${r.name}/import/${upload}/apply`, { mapping, mode })
    .then((x) => x.data);

/**
 * Downloads the export of the list as filtered now (every page). The server signs a short-lived
 * link for this session and the browser follows it: the file streams straight to the downloads,
 * never held whole in the tab (a fetched blob of 100 000 rows would be). A bad filter is refused
 * when the link is asked for, so an error shows here and no empty download starts.
 */
export async function downloadExport(r: ResourceDef, query: ListQuery, format: 'csv' | 'xlsx'): Promise<void> {
  const { page: _page, per_page: _perPage, cursor: _cursor, ...params } = listParams(query);
  const search = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(params)) search.append(key, String(value));
  const { url } = (await http.get<DataEnvelope<{ url: string }>>(`/${r.name}/export/link?${search}`)).data;
  const link = document.createElement('a');
  link.href = url;
  // the server's Content-Disposition names the file; `download` keeps the page where it is
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
