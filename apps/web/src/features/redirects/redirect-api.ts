import type { DataEnvelope, ImportReport, ResourceDef } from '@kramar/contract';
import { http } from '../../api/http.ts';

export const importRedirects = (resource: ResourceDef, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<DataEnvelope<ImportReport>>(`/${resource.name}/import`, form).then((x) => x.data);
};

export const clearRedirectCache = (resource: ResourceDef) =>
  http.post<DataEnvelope<{ cleared: boolean; entries: number }>>(`/${resource.name}/clear-cache`).then((x) => x.data);
