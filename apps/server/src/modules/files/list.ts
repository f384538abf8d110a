import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { uploadsPrefix } from '../../storage/storage.ts';

export const fileSorts = ['name', '-name', 'size', '-size', 'created_at', '-created_at'] as const;
export type FileSort = (typeof fileSorts)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/files`: one folder's files (the top when `folder` is left out), a page at a time. */
export const fileListQuery = z
  .object({
    folder: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    // a picker's search looks through every folder: people remember a name, not where it lies
    everywhere: z.enum(['0', '1']).optional().describe('1: усі папки (разом із search), а не одна'),
    sort: z.enum(fileSorts).default('name'),
    search: z.string().max(200).optional(),
    type: z.enum(['image', 'document']).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
    cursor: z.string().max(1000).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export type FileListQuery = z.infer<typeof fileListQuery>;

/** A file as the API gives it. */
export interface FileRow {
  id: number;
  folder_id: number | null;
  name: string;
  path: string;
  kind: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
  thumbnail_url: string | null;
  uploaded_by: number | null;
  created_at: string;
}

/** The columns of a file row; `created_at` as ISO text with microseconds, exact enough for a cursor. */
export const fileColumns = sql`f.id, f.folder_id, f.name, f.path, f.kind, f.mime, f.size, f.width, f.height,
  f.thumbnail, f.uploaded_by,
  to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`;

type Raw = Omit<FileRow, 'url' | 'thumbnail_url'> & { thumbnail: string | null };

export function toFileRow(r: Raw): FileRow {
  const { thumbnail, ...rest } = r;
  return {
    ...rest,
    id: Number(r.id),
    folder_id: r.folder_id === null ? null : Number(r.folder_id),
    size: Number(r.size),
    uploaded_by: r.uploaded_by === null ? null : Number(r.uploaded_by),
    url: `${uploadsPrefix}/${r.path}`,
    thumbnail_url: thumbnail ? `${uploadsPrefix}/${thumbnail}` : null,
  };
}
