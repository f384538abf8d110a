import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '../../http/nested-fields.ts';

/** A file kept between the upload, the dry run and the import job. */
export interface ImportUpload {
  id: string;
  resource: string;
  userId: number;
  filename: string;
  type: 'csv' | 'xlsx';
  /** Where the bytes are. */
  path: string;
  /** Values every row gets whatever the file says (the category of a category's import). */
  defaults?: Record<string, unknown>;
  /** The header and the number of data rows, read once when the file came (and found within the limits). */
  columns?: string[];
  rows?: number;
}

/**
 * Uploads live in the system's temporary folder, beside a small JSON of who sent what: private
 * (never under /uploads), kept until the import job ends or for a day at most.
 */
const folder = path.join(tmpdir(), 'kramar-imports');
const maxAgeMs = 24 * 60 * 60 * 1000;
const idPattern = /^[0-9a-f-]{36}$/;

const dataPath = (id: string) => path.join(folder, `${id}.data`);
const metaPath = (id: string) => path.join(folder, `${id}.json`);

async function sweep(): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > maxAgeMs) await rm(file, { force: true });
  }
}

export async function keepUpload(
  file: UploadedFile,
  type: ImportUpload['type'],
  owner: { resource: string; userId: number },
  defaults?: Record<string, unknown>,
): Promise<ImportUpload> {
  await mkdir(folder, { recursive: true });
  await sweep();
  const id = randomUUID();
  const upload: ImportUpload = {
    id,
    ...owner,
    filename: file.filename,
    type,
    path: dataPath(id),
    ...(defaults ? { defaults } : {}),
  };
  // the request's temporary file goes when the request ends: copied out first
  if (file.path) await copyFile(file.path, upload.path);
  else await writeFile(upload.path, await file.read());
  await writeFile(metaPath(id), JSON.stringify(upload));
  return upload;
}

/** Stores what was learnt of the upload (its header and row count) beside it. */
export async function describeUpload(upload: ImportUpload): Promise<void> {
  await writeFile(metaPath(upload.id), JSON.stringify(upload));
}

/** The upload, if it exists and belongs to this user and resource. */
export async function findUpload(
  id: string,
  owner: { resource: string; userId: number },
): Promise<ImportUpload | undefined> {
  if (!idPattern.test(id)) return undefined;
  const text = await readFile(metaPath(id), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const upload = JSON.parse(text) as ImportUpload;
  return upload.resource === owner.resource && upload.userId === owner.userId ? upload : undefined;
}

export async function removeUpload(id: string): Promise<void> {
  if (!idPattern.test(id)) return;
  await rm(dataPath(id), { force: true });
  await rm(metaPath(id), { force: true });
}
