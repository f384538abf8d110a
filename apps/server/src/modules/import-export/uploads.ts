import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importUploadParts, importUploads } from '../../db/schema.ts';
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
 * Uploads live in the database (db/import-upload-table.ts), so the upload, the dry run and the
 * job may each reach another server instance; each instance reads a copy in its own temporary
 * folder, fetched once. Private (never under /uploads), kept until the import job ends or for a
 * day at most.
 */
const folder = path.join(tmpdir(), 'kramar-imports');
const maxAgeMs = 24 * 60 * 60 * 1000;
const idPattern = /^[0-9a-f-]{36}$/;

const dataPath = (id: string) => path.join(folder, `${id}.data`);

async function sweep(db: Db): Promise<void> {
  await db.delete(importUploads).where(lt(importUploads.created_at, sql`now() - interval '1 day'`));
  const names = await readdir(folder).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > maxAgeMs) await rm(file, { force: true });
  }
}

const metaOf = ({ path: _local, ...meta }: ImportUpload) => meta;
const partBytes = 1024 * 1024;

/**
 * PGlite is one process's own database, so its one instance finds the file where it left it; and
 * bytes written into PGlite stay in the process's memory for good (a WASM heap never shrinks).
 */
const sharedDatabase = (db: Db): boolean => !((db as { $client?: unknown }).$client instanceof PGlite);

/** The row and the file's parts, in one transaction: an upload is whole in the database or absent. */
async function storeParts(db: Db, upload: ImportUpload): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(importUploads).values({ id: upload.id, meta: metaOf(upload) });
    if (!sharedDatabase(db)) return;
    let n = 0;
    for await (const chunk of createReadStream(upload.path, { highWaterMark: partBytes })) {
      await tx.insert(importUploadParts).values({ upload_id: upload.id, n: n++, data: chunk as Buffer });
    }
  });
}

/** This instance's copy, a part at a time, written aside and renamed: a reader sees all of it or none. */
async function fetchParts(db: Db, upload: ImportUpload): Promise<void> {
  await mkdir(folder, { recursive: true });
  const partial = `${upload.path}.${randomUUID()}`;
  const out = await open(partial, 'w');
  try {
    for (let n = 0; ; n++) {
      const [part] = await db
        .select({ data: importUploadParts.data })
        .from(importUploadParts)
        .where(and(eq(importUploadParts.upload_id, upload.id), eq(importUploadParts.n, n)));
      if (!part) break;
      await out.write(part.data);
    }
  } finally {
    await out.close();
  }
  await rename(partial, upload.path);
}

export async function keepUpload(
  db: Db,
  file: UploadedFile,
  type: ImportUpload['type'],
  owner: { resource: string; userId: number },
  defaults?: Record<string, unknown>,
): Promise<ImportUpload> {
  await mkdir(folder, { recursive: true });
  await sweep(db);
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
  await storeParts(db, upload);
  return upload;
}

/** Stores what was learnt of the upload (its header and row count) with it. */
export async function describeUpload(db: Db, upload: ImportUpload): Promise<void> {
  await db
    .update(importUploads)
    .set({ meta: metaOf(upload) })
    .where(eq(importUploads.id, upload.id));
}

/** The upload, if it exists and belongs to this user and resource, its bytes in this instance's folder. */
export async function findUpload(
  db: Db,
  id: string,
  owner: { resource: string; userId: number },
): Promise<ImportUpload | undefined> {
  if (!idPattern.test(id)) return undefined;
  const [row] = await db.select({ meta: importUploads.meta }).from(importUploads).where(eq(importUploads.id, id));
  if (!row) return undefined;
  const upload = { ...(row.meta as Omit<ImportUpload, 'path'>), path: dataPath(id) };
  if (upload.resource !== owner.resource || upload.userId !== owner.userId) return undefined;
  if (!(await stat(upload.path).catch(() => undefined))) {
    if (!sharedDatabase(db)) return undefined;
    await fetchParts(db, upload);
  }
  return upload;
}

export async function removeUpload(db: Db, id: string): Promise<void> {
  if (!idPattern.test(id)) return;
  await db.delete(importUploads).where(eq(importUploads.id, id));
  await rm(dataPath(id), { force: true });
}
