import { fieldErrors, inputSchema, type ResourceDef } from '@kramar/contract';
import { validationError } from '../../http/errors.ts';
import { UploadedFile } from '../../http/nested-fields.ts';
import { detectSeparator, parseCsv } from './csv.ts';
import { isSitePath } from './loops.ts';
import { redirectMessages as m } from './messages.ts';
import { pathKey } from './redirect-cache.ts';

export const maxImportBytes = 5 * 1024 * 1024;
export const maxImportRows = 100_000;

const columns = ['from_path', 'target', 'code'] as const;
type Column = (typeof columns)[number];

export type Errors = Record<string, string[]>;

/** One data row of the file: the values to write, or why it cannot be written. */
export interface Candidate {
  row: number;
  from_path: string;
  values?: { from_path: string; target: string; code: string };
  errors?: Errors;
}

const fileError = (message: string) => validationError({ file: [message] });

/** Browsers label .csv files variously (Windows says "application/vnd.ms-excel"), so the name decides first. */
function isCsvFile(file: UploadedFile): boolean {
  if (/\.(csv|txt)$/i.test(file.filename)) return true;
  if (/\.[a-z0-9]{1,5}$/i.test(file.filename)) return false;
  return file.mimetype === 'text/csv' || file.mimetype === 'text/plain';
}

function decode(data: Buffer): string {
  // a spreadsheet saved as .xlsx and renamed is a zip: NUL bytes give it away
  if (data.includes(0)) throw fileError(m.fileType);
  try {
    // a leading BOM (Excel's "CSV UTF-8") is dropped by the decoder
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError(m.encoding);
  }
}

function headerOf(cells: readonly string[]): Column[] {
  const names = cells.map((c) => c.trim().toLowerCase());
  const unknown = names.filter((n) => !(columns as readonly string[]).includes(n));
  if (unknown.length) throw fileError(m.unknownColumns(unknown.map((n) => n || m.emptyColumn).join(', ')));
  if (new Set(names).size !== names.length || !names.includes('from_path') || !names.includes('target')) {
    throw fileError(m.header);
  }
  return names as Column[];
}

/**
 * The uploaded file as rows checked on their own: the resource's create schema, repeats of a
 * path earlier in the file, a target that is the row's own path. A file that is not a CSV of
 * redirects is a 422 on `file`.
 */
export async function readImportFile(resource: ResourceDef, body: unknown): Promise<Candidate[]> {
  const file = (body as { file?: unknown } | null)?.file;
  if (!(file instanceof UploadedFile) || file.size === 0) throw fileError(m.fileRequired);
  if (!isCsvFile(file)) throw fileError(m.fileType);
  if (file.size > maxImportBytes) throw fileError(m.fileTooLarge(maxImportBytes / 1024 / 1024));
  // read only now: the size is known from the file on disk
  const text = decode(await file.read());
  const [head, ...records] = parseCsv(text, detectSeparator(text));
  if (!head) throw fileError(m.noRows);
  const header = headerOf(head.cells);
  if (records.length === 0) throw fileError(m.noRows);
  if (records.length > maxImportRows) throw fileError(m.tooManyRows(maxImportRows));

  const schema = inputSchema(resource, 'create');
  const firstRowOf = new Map<string, number>();
  return records.map(({ row, cells }): Candidate => {
    const input: Partial<Record<Column, string>> = {};
    header.forEach((name, i) => {
      const cell = cells[i]?.trim() ?? '';
      // an empty code means the default (301), as if the column were absent
      if (cell !== '' || name !== 'code') input[name] = cell;
    });
    const from_path = input.from_path ?? '';
    if (cells.slice(header.length).some((c) => c.trim() !== ''))
      return { row, from_path, errors: { _: [m.extraCells] } };
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { row, from_path, errors: fieldErrors(parsed.error) };
    const values = parsed.data as NonNullable<Candidate['values']>;
    const key = pathKey(values.from_path);
    const first = firstRowOf.get(key);
    if (first !== undefined) return { row, from_path, errors: { from_path: [m.duplicate(first)] } };
    firstRowOf.set(key, row);
    if (isSitePath(values.target) && pathKey(values.target) === key) {
      return { row, from_path, errors: { target: [m.selfLoop] } };
    }
    return { row, from_path: values.from_path, values };
  });
}
