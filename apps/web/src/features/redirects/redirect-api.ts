import type { DataEnvelope, ResourceDef } from '@kramar/contract';
import { http } from '../../api/http.ts';

export type ImportStatus = 'created' | 'updated' | 'unchanged' | 'failed';

/** POST /api/redirect-urls/import answers one entry per data row of the file. */
export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  rows: { row: number; from_path: string; status: ImportStatus; errors?: Record<string, string[]> }[];
}

export const importRedirects = (resource: ResourceDef, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<DataEnvelope<ImportReport>>(`/${resource.name}/import`, form).then((x) => x.data);
};

export const clearRedirectCache = (resource: ResourceDef) =>
  http.post<DataEnvelope<{ cleared: boolean; entries: number }>>(`/${resource.name}/clear-cache`).then((x) => x.data);
