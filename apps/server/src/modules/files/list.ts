import { apiMessages } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { uploadsPrefix } from '../../storage/storage.ts';
import { fileMessages as m } from './messages.ts';

export const fileSorts = ['name', '-name', 'size', '-size', 'created_at', '-created_at'] as const;
type Sort = (typeof fileSorts)[number];

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

const sortColumn: Record<string, SQL> = { name: sql`f.name`, size: sql`f.size`, created_at: sql`f.created_at` };

const badCursor = () => new AppError(422, apiMessages.validation, { cursor: [m.badCursor] });

/** [sort, value, id] as the previous page's last row had them; anything else is a 422. */
function readCursor(cursor: string, sort: Sort): { value: string | number; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw badCursor();
  const [, value, id] = parsed as [string, unknown, unknown];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw badCursor();
  const key = sort.replace('-', '');
  const ok =
    key === 'size'
      ? typeof value === 'number' && Number.isSafeInteger(value)
      : key === 'name'
        ? typeof value === 'string' && !value.includes('\0')
        : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value);
  if (!ok) throw badCursor();
  return { value: value as string | number, id };
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of a folder's files by keyset on (sort key, id): each sort order has its index on
 * (folder_id, key, id), so the hundredth page costs what the first does.
 */
export async function listFiles(
  db: Db,
  q: FileListQuery,
  shopTimeZone: string,
): Promise<{ data: (FileRow & { uploaded_by_name: string | null })[]; meta: { next_cursor: string | null } }> {
  const descending = q.sort.startsWith('-');
  const key = q.sort.replace('-', '');
  const column = sortColumn[key] as SQL;
  const where: SQL[] =
    q.everywhere === '1' ? [] : [q.folder ? sql`f.folder_id = ${q.folder}` : sql`f.folder_id is null`];
  if (q.search?.trim()) where.push(sql`f.name ilike ${likePattern(q.search.trim())}`);
  if (q.type) where.push(sql`f.kind = ${q.type}`);
  // days of the shop's calendar, whatever the server's zone
  if (q.date_from) where.push(sql`f.created_at >= (${q.date_from}::date::timestamp at time zone ${shopTimeZone})`);
  if (q.date_to) where.push(sql`f.created_at < ((${q.date_to}::date + 1)::timestamp at time zone ${shopTimeZone})`);
  if (q.cursor) {
    const c = readCursor(q.cursor, q.sort);
    const value = key === 'created_at' ? sql`${c.value}::timestamptz` : sql`${c.value}`;
    where.push(
      descending ? sql`(${column}, f.id) < (${value}, ${c.id})` : sql`(${column}, f.id) > (${value}, ${c.id})`,
    );
  }
  const direction = descending ? sql`desc` : sql`asc`;
  // the uploader's name rides along: a list column shows it, and one join beats a lookup per row
  const rows = await queryRows<Raw & { uploaded_by_name: string | null }>(
    db,
    sql`select ${fileColumns}, u.name as uploaded_by_name
        from files f left join admin_users u on u.id = f.uploaded_by
        where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`}
        order by ${column} ${direction}, f.id ${direction} limit ${q.limit + 1}`,
  );
  const more = rows.length > q.limit;
  const data = rows.slice(0, q.limit).map((r) => ({ ...toFileRow(r), uploaded_by_name: r.uploaded_by_name }));
  const last = data.at(-1);
  const value = last ? (key === 'name' ? last.name : key === 'size' ? last.size : last.created_at) : null;
  const next = more && last ? Buffer.from(JSON.stringify([q.sort, value, last.id])).toString('base64url') : null;
  return { data, meta: { next_cursor: next } };
}
