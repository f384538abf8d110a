import { expect } from 'vitest';
import { call, type TestApp } from '../../test/test-app.ts';
import type { FileRow } from './list.ts';
import type { UploadResult } from './upload.ts';

/** Helpers the media library's API tests share. */

export type Upload = { name: string; data: Buffer; type?: string };

/** POST /api/files with these files (multipart `files[]`), as a browser's form would send them. */
export async function uploadForm(t: TestApp, token: string, files: Upload[], folder?: number) {
  const form = new FormData();
  if (folder !== undefined) form.append('folder_id', String(folder));
  for (const f of files) {
    form.append('files[]', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  return call<{ data: UploadResult[]; message?: string }>(t.url, 'POST', '/api/files', { token, form });
}

/** Uploads files that must all be stored, and gives their rows. */
export async function uploaded(t: TestApp, token: string, files: Upload[], folder?: number): Promise<FileRow[]> {
  const res = await uploadForm(t, token, files, folder);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((r) => {
    expect(r.stored, JSON.stringify(r)).toBe(true);
    return (r as { file: FileRow }).file;
  });
}

export async function makeFolder(t: TestApp, token: string, name: string, parent?: number): Promise<number> {
  const res = await call<{ data: { id: number } }>(t.url, 'POST', '/api/files/folders', {
    token,
    json: { name, parent_id: parent ?? null },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

/** Every stored path under `prefix`, to prove a refusal or a rollback left nothing behind. */
export async function storedPaths(t: TestApp, prefix: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const item of t.app.storage.list(prefix)) paths.push(item.path);
  return paths.sort();
}
