import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { apiMessages, type CurrentUser } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { UploadedFile } from '../../http/nested-fields.ts';
import { libraryFolder, type Storage, thumbnailPath, UploadRejected } from '../../storage/storage.ts';
import { type Detected, detectFile, type LibraryLimits, libraryLimits } from './detect.ts';
import { type FileRow, fileColumns, toFileRow } from './list.ts';
import { fileMessages as m } from './messages.ts';
import { displayName } from './names.ts';

export const fileAudit = 'files';

export type UploadResult =
  | { name: string; stored: true; file: FileRow }
  | { name: string; stored: false; reason: string };

interface Stored {
  index: number;
  name: string;
  path: string;
  detected: Detected;
  size: number;
}

/** The files of a multipart body: `files`, `files[]` or `files[0]`…, in the order sent. */
export function filesOf(body: unknown): UploadedFile[] {
  const value = (body as { files?: unknown } | null)?.files;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((f): f is UploadedFile => f instanceof UploadedFile);
}

/** The folder a body names (`folder_id`), checked to exist; undefined or '' is the top. */
export async function folderOfBody(db: Db, body: unknown): Promise<number | null> {
  const raw = (body as { folder_id?: unknown } | null)?.folder_id;
  if (raw === undefined || raw === '' || raw === null) return null;
  const id = Number(raw);
  const bad = new AppError(422, apiMessages.validation, { folder_id: [m.folderMissing] });
  if (!Number.isSafeInteger(id) || id <= 0) throw bad;
  const [row] = await queryRows<{ id: number }>(db, sql`select id from file_folders where id = ${id}`);
  if (!row) throw bad;
  return id;
}

/** Storage writes one file and its thumbnail; the path is random and new, so nothing is replaced. */
async function store(storage: Storage, file: UploadedFile, detected: Detected, now: Date): Promise<string> {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const path = `${libraryFolder}/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.${detected.ext}`;
  // streamed from the request's temporary file: a 25 MB document never sits in memory
  const body = file.path ? createReadStream(file.path) : await file.read();
  await storage.put(path, body, { contentType: detected.mime, size: file.size });
  if (detected.thumbnail) {
    try {
      await storage.put(thumbnailPath(path), detected.thumbnail, { contentType: 'image/webp' });
    } catch (error) {
      await storage.remove(path).catch(() => {});
      throw error;
    }
  }
  return path;
}

const auditFields = ['name', 'folder_id', 'path', 'mime', 'size'];

/**
 * Checks and stores each file, then writes every stored one's row and audit entry in one
 * transaction. A refused file is reported with its reason and leaves nothing behind; storage
 * down (503) or a failed transaction removes what this request stored, so no row lacks its
 * file and no file lacks its row.
 */
export async function uploadFiles(
  db: Db,
  storage: Storage,
  user: CurrentUser | null,
  folderId: number | null,
  uploads: readonly UploadedFile[],
  limits: LibraryLimits = libraryLimits,
): Promise<UploadResult[]> {
  if (uploads.length === 0) throw new AppError(422, apiMessages.validation, { files: [m.noFiles] });
  const results: (UploadResult | undefined)[] = [];
  const stored: Stored[] = [];
  const now = new Date();
  try {
    for (const [index, file] of uploads.entries()) {
      const name = displayName(file.filename, `file-${index + 1}`);
      try {
        const detected = await detectFile(file, limits);
        stored.push({ index, name, path: await store(storage, file, detected, now), detected, size: file.size });
        results.push(undefined);
      } catch (error) {
        if (!(error instanceof UploadRejected)) throw error;
        results.push({ name, stored: false, reason: error.message });
      }
    }
    if (stored.length > 0) {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const rows = stored.map((s) => ({
          folder_id: folderId,
          name: s.name,
          path: s.path,
          kind: s.detected.kind,
          mime: s.detected.mime,
          size: s.size,
          width: s.detected.width ?? null,
          height: s.detected.height ?? null,
          thumbnail: s.detected.thumbnail ? thumbnailPath(s.path) : null,
          uploaded_by: user?.id ?? null,
        }));
        const made = await queryRows<Parameters<typeof toFileRow>[0]>(
          tx,
          sql`with made as (
                insert into files (folder_id, name, path, kind, mime, size, width, height, thumbnail, uploaded_by)
                select folder_id, name, path, kind, mime, size, width, height, thumbnail, uploaded_by
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(folder_id bigint, name text, path text,
                  kind text, mime text, size bigint, width int, height int, thumbnail text, uploaded_by bigint)
                returning *)
              select ${fileColumns} from made f`,
        );
        const byPath = new Map(made.map((r) => [r.path, toFileRow(r)]));
        for (const s of stored) {
          const file = byPath.get(s.path) as FileRow;
          results[s.index] = { name: s.name, stored: true, file };
        }
        await writeAudit(
          tx,
          user,
          [...byPath.values()].map((f) => ({
            resource: fileAudit,
            recordId: f.id,
            action: 'create' as const,
            changes: diffChanges(auditFields, null, f as unknown as Record<string, unknown>),
          })),
        );
      });
    }
  } catch (error) {
    // best effort: with storage down these fail too, and leave only unreferenced random names
    for (const s of stored) await storage.remove(s.path).catch(() => {});
    throw error;
  }
  return results as UploadResult[];
}
