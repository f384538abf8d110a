import { apiMessages } from '@kramar/contract';
import { queryText } from '../../crud/prepared.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { uploadsPrefix } from '../../storage/storage.ts';
import type { FileListQuery, FileRow, FileSort } from './list.ts';
import { fileMessages as m } from './messages.ts';

const sortColumn = { name: 'f.name', size: 'f.size', created_at: 'f.created_at' } as const;
type SortKey = keyof typeof sortColumn;

const badCursor = () => new AppError(422, apiMessages.validation, { cursor: [m.badCursor] });

/** [sort, value, id] as the previous page's last row had them; anything else is a 422. */
function readCursor(cursor: string, sort: FileSort): { value: string | number; id: number } {
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

// our own constant, never the caller's text: safe to write into the statement
if (!/^\/[\w/-]*$/.test(uploadsPrefix)) throw new Error(`uploadsPrefix ${uploadsPrefix} cannot be written into SQL`);

/**
 * The select list of a page: each row as the API gives it (FileRow and the uploader's name, in
 * this order), made into JSON text by PostgreSQL. The server then neither parses fourteen fields
 * of fifty rows nor builds objects to serialize again: the rows go out as they came.
 */
const rowJson = `select row_to_json(r)::text as j
  from files f left join admin_users u on u.id = f.uploaded_by
  cross join lateral (select f.id, f.folder_id, f.name, f.path, f.kind, f.mime, f.size, f.width, f.height,
    f.uploaded_by, to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
    u.name as uploaded_by_name, '${uploadsPrefix}/' || f.path as url,
    '${uploadsPrefix}/' || nullif(f.thumbnail, '') as thumbnail_url) r`;

/**
 * `GET /api/files`: a page of a folder's files by keyset on (sort key, id), as the response's JSON
 * text. Each sort order has its index on (folder_id, key, id), so the hundredth page costs what
 * the first does. A page without a search or dates runs as a statement prepared per shape (sort,
 * page size, which filters); a search is planned for its pattern each time, as a generic plan
 * would walk the whole folder's name index for a rare one.
 */
export async function listFiles(db: Db, q: FileListQuery, shopTimeZone: string): Promise<string> {
  const descending = q.sort.startsWith('-');
  const key = q.sort.replace('-', '') as SortKey;
  const column = sortColumn[key];
  const values: unknown[] = [];
  const value = (v: unknown): string => `$${values.push(v)}`;
  let zone: string | undefined;
  const where: string[] = [];
  if (q.everywhere !== '1') where.push(q.folder ? `f.folder_id = ${value(q.folder)}` : 'f.folder_id is null');
  const search = q.search?.trim();
  if (search) where.push(`f.name ilike ${value(likePattern(search))}`);
  if (q.type) where.push(`f.kind = ${value(q.type)}`);
  // days of the shop's calendar, whatever the server's zone
  if (q.date_from) {
    zone ??= value(shopTimeZone);
    where.push(`f.created_at >= (${value(q.date_from)}::date::timestamp at time zone ${zone})`);
  }
  if (q.date_to) {
    zone ??= value(shopTimeZone);
    where.push(`f.created_at < ((${value(q.date_to)}::date + 1)::timestamp at time zone ${zone})`);
  }
  if (q.cursor) {
    const c = readCursor(q.cursor, q.sort);
    const at = key === 'created_at' ? `${value(c.value)}::timestamptz` : value(c.value);
    where.push(`(${column}, f.id) ${descending ? '<' : '>'} (${at}, ${value(c.id)})`);
  }
  const direction = descending ? 'desc' : 'asc';
  const text = `${rowJson}
    where ${where.length > 0 ? where.join(' and ') : 'true'}
    order by ${column} ${direction}, f.id ${direction} limit ${q.limit + 1}`;
  const place = q.everywhere === '1' ? 'all' : q.folder ? 'in' : 'top';
  const name =
    search || zone
      ? undefined
      : `files_${key}_${direction}_${q.limit}_${place}${q.type ? '_kind' : ''}${q.cursor ? '_after' : ''}`;
  const rows = await queryText<{ j: string }>(db, name, text, values);
  const page = rows.length > q.limit ? rows.slice(0, q.limit) : rows;
  let next: string | null = null;
  if (rows.length > q.limit) {
    // one row read back, for the cursor
    const last = JSON.parse((page.at(-1) as { j: string }).j) as FileRow;
    const at = key === 'name' ? last.name : key === 'size' ? last.size : last.created_at;
    next = Buffer.from(JSON.stringify([q.sort, at, last.id])).toString('base64url');
  }
  return `{"data":[${page.map((r) => r.j).join(',')}],"meta":{"next_cursor":${JSON.stringify(next)}}}`;
}
