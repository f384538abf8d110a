import type { DataEnvelope } from '@kramar/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { HttpError, http } from './http.ts';
import { getToken } from './token.ts';

/** The media library's API (/api/files, scope core.file-manager): the file manager and every image picker use it. */

export interface LibraryFile {
  id: number;
  folder_id: number | null;
  name: string;
  path: string;
  kind: 'image' | 'document';
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
  thumbnail_url: string | null;
  uploaded_by: number | null;
  uploaded_by_name?: string | null;
  created_at: string;
}

export interface Folder {
  id: number;
  parent_id: number | null;
  name: string;
  files_count: number;
}

/** A record whose image field shows a file. */
export interface Usage {
  path: string;
  resource: string;
  id: number;
  title: string;
  field: string;
  link: string;
}

export type FileDetails = LibraryFile & { uploaded_by_name: string | null; used_in: Usage[] };

export type UploadResult =
  | { name: string; stored: true; file: LibraryFile }
  | { name: string; stored: false; reason: string };

export const fileSorts = ['name', '-name', 'size', '-size', 'created_at', '-created_at'] as const;
export type FileSort = (typeof fileSorts)[number];

export interface FileQuery {
  folder: number | null;
  sort: FileSort;
  search: string;
  type: 'image' | 'document' | null;
  from: string | null;
  to: string | null;
  /** Every folder rather than `folder` (a picker's search). */
  everywhere?: boolean;
}

export const fileScope = 'core.file-manager';
const pageSize = 60;

// one key root: any change refreshes folders, lists and details alike
export const fileKeys = {
  all: ['files'] as const,
  folders: ['files', 'folders'] as const,
  list: (q: FileQuery) => ['files', 'list', q] as const,
  one: (id: number) => ['files', 'detail', id] as const,
};

export const foldersQuery = () =>
  queryOptions({
    queryKey: fileKeys.folders,
    queryFn: ({ signal }) => http.get<{ data: Folder[] }>('/files/folders', { signal }).then((x) => x.data),
  });

/** A folder's files a page at a time, by the server's keyset cursor. */
export const filesQuery = (q: FileQuery) =>
  infiniteQueryOptions({
    queryKey: fileKeys.list(q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      http.get<{ data: LibraryFile[]; meta: { next_cursor: string | null } }>('/files', {
        signal,
        query: {
          folder: q.folder ?? undefined,
          sort: q.sort,
          search: q.search || undefined,
          type: q.type ?? undefined,
          date_from: q.from ?? undefined,
          date_to: q.to ?? undefined,
          everywhere: q.everywhere ? '1' : undefined,
          cursor: pageParam,
          limit: pageSize,
        },
      }),
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const fileQuery = (id: number) =>
  queryOptions({
    queryKey: fileKeys.one(id),
    queryFn: ({ signal }) => http.get<DataEnvelope<FileDetails>>(`/files/${id}`, { signal }).then((x) => x.data),
  });

export const createFolder = (name: string, parentId: number | null) =>
  http.post<DataEnvelope<Folder>>('/files/folders', { name, parent_id: parentId }).then((x) => x.data);

export const updateFolder = (id: number, body: { name?: string; parent_id?: number | null }) =>
  http.patch<DataEnvelope<Folder>>(`/files/folders/${id}`, body).then((x) => x.data);

export const deleteFolder = (id: number) => http.delete<null>(`/files/folders/${id}`);

export const renameFile = (id: number, name: string) =>
  http.patch<DataEnvelope<LibraryFile>>(`/files/${id}`, { name }).then((x) => x.data);

export const moveFiles = (ids: number[], folderId: number | null) =>
  http.post<DataEnvelope<{ moved: number }>>('/files/move', { ids, folder_id: folderId }).then((x) => x.data);

/** Deletes; a file in use is refused (422 with `data.used_in`) unless `confirm`. */
export const deleteFiles = (ids: number[], confirm = false) =>
  http.post<DataEnvelope<{ deleted: number }>>('/files/delete', { ids, confirm }).then((x) => x.data);

/** The records a refused delete named, or undefined when the failure was something else. */
export function usagesOfRefusal(error: unknown): { message: string; used: Usage[] } | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const body = error.body as { message?: string; data?: { used_in?: Usage[] } } | null;
  const used = body?.data?.used_in;
  return used ? { message: body?.message ?? '', used } : undefined;
}

/** The first message of a 422 (a taken folder name, a folder not empty), for the line under a field. */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const body = error.body as { message?: string; errors?: Record<string, string[]> } | null;
  const first = Object.values(body?.errors ?? {})[0]?.[0];
  return first ?? body?.message;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * One file sent by XHR, not fetch: only XHR reports upload progress. Answers the server's verdict
 * on the file (stored, or refused with its reason); a failed request rejects with an HttpError.
 */
export function uploadFile(
  file: File,
  folderId: number | null,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    if (folderId !== null) form.append('folder_id', String(folderId));
    form.append('files[]', file, file.name);
    xhr.open('POST', '/api/files');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total || file.size });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      const first = (body as { data?: UploadResult[] } | null)?.data?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && first) resolve(first);
      else reject(new HttpError(xhr.status, body, (body as { message?: string } | null)?.message));
    };
    xhr.onerror = () => reject(new HttpError(0, null));
    xhr.onabort = () => reject(new HttpError(0, null, 'aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
