import path from 'node:path/posix';
import { importExportMessages as m } from './messages.ts';
import type { TableRow } from './read-table.ts';
import { tableLimits, tooMuch } from './table-limits.ts';
import { XlsxZip } from './xlsx-zip.ts';
import type { XmlSink } from './xml-tokens.ts';

/** Reads a small part (the workbook, its relationships) whole: they are a few kB. */
async function drain(zip: XlsxZip, name: string, sink: XmlSink): Promise<void> {
  for await (const _ of zip.readPart(name, sink));
}

/** Where the first sheet and the shared strings are, as the workbook and its relationships say. */
async function locate(zip: XlsxZip): Promise<{ sheet: string; shared: string }> {
  let firstSheet: string | undefined;
  await drain(zip, 'xl/workbook.xml', {
    open(name, attrs) {
      if (name === 'sheet' && firstSheet === undefined) firstSheet = attrs.id;
    },
    close() {},
    text() {},
  });
  const targets = new Map<string, string>();
  let shared = 'xl/sharedStrings.xml';
  await drain(zip, 'xl/_rels/workbook.xml.rels', {
    open(name, attrs) {
      if (name !== 'Relationship' || !attrs.Target) return;
      const target = attrs.Target.startsWith('/') ? attrs.Target.slice(1) : path.join('xl', attrs.Target);
      if (attrs.Id) targets.set(attrs.Id, target);
      if (attrs.Type?.endsWith('/sharedStrings')) shared = target;
    },
    close() {},
    text() {},
  });
  const sheet = (firstSheet && targets.get(firstSheet)) ?? 'xl/worksheets/sheet1.xml';
  if (!zip.has(sheet)) throw new Error('no worksheet');
  return { sheet, shared };
}

/** The shared strings (the text a sheet's cells refer to by number), within their count and size limits. */
async function sharedStrings(zip: XlsxZip, name: string): Promise<string[]> {
  const strings: string[] = [];
  let chars = 0;
  let item: string | undefined;
  let inText = false;
  let phonetic = 0;
  const sink: XmlSink = {
    open(tag, _attrs, selfClosing) {
      if (tag === 'si') {
        if (strings.length >= tableLimits.sharedStrings) throw tooMuch.sharedStrings();
        item = '';
        if (selfClosing) sink.close('si');
      } else if (tag === 'rPh' && !selfClosing) phonetic++;
      else if (tag === 't' && !selfClosing) inText = true;
    },
    close(tag) {
      if (tag === 't') inText = false;
      else if (tag === 'rPh') phonetic--;
      else if (tag === 'si' && item !== undefined) {
        strings.push(item);
        item = undefined;
      }
    },
    text(piece) {
      // the reading of East Asian text (rPh) is not the cell's text
      if (!inText || item === undefined || phonetic > 0) return;
      item += piece;
      chars += piece.length;
      if (item.length > tableLimits.cellChars) throw tooMuch.cell();
      if (chars > tableLimits.sharedChars) throw tooMuch.sharedChars();
    },
  };
  await drain(zip, name, sink);
  return strings;
}

/** `B12` → 1 (zero-based column). */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
  }
  return n - 1;
}

/** A cell's text as the old reader gave it: numbers as JavaScript prints them, booleans as words. */
function cellText(type: string | undefined, value: string, shared: string[]): string {
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : 'false';
  if (type === 'e') return '';
  if (type === undefined || type === 'n') return value === '' ? '' : String(Number(value));
  return value;
}

/**
 * The first sheet's rows as a stream: the zip judged first, the shared strings read within their
 * limits, then the sheet a chunk at a time, each row handed on as soon as it is complete, refused at
 * the first row, column or cell past its limit.
 */
export async function* xlsxRows(file: string): AsyncGenerator<TableRow> {
  const zip = await XlsxZip.open(file);
  try {
    const { sheet, shared: sharedName } = await locate(zip);
    const shared = zip.has(sharedName) ? await sharedStrings(zip, sharedName) : [];
    const ready: TableRow[] = [];
    let width = 0;
    let rows = 0;
    let row: { number: number; cells: string[]; chars: number } | undefined;
    let cell: { column: number; type?: string; value: string } | undefined;
    let inValue = false;
    const sink: XmlSink = {
      open(tag, attrs, selfClosing) {
        if (tag === 'row') {
          if (++rows > tableLimits.rows + 1) throw tooMuch.rows();
          const number = attrs.r ? Number(attrs.r) : (row?.number ?? 0) + 1;
          row = { number, cells: [], chars: 0 };
          if (selfClosing) sink.close('row');
        } else if (tag === 'c' && row) {
          const column = attrs.r ? columnOf(attrs.r) : row.cells.length;
          if (column >= tableLimits.columns) throw tooMuch.columns();
          cell = { column, ...(attrs.t ? { type: attrs.t } : {}), value: '' };
          if (selfClosing) cell = undefined;
        } else if ((tag === 'v' || tag === 't') && cell && !selfClosing) inValue = true;
      },
      close(tag) {
        if (tag === 'v' || tag === 't') inValue = false;
        else if (tag === 'c' && cell && row) {
          while (row.cells.length < cell.column) row.cells.push('');
          row.cells[cell.column] = cellText(cell.type, cell.value, shared);
          cell = undefined;
        } else if (tag === 'row' && row) {
          ready.push(finish(row.number, row.cells));
          row = undefined;
        }
      },
      text(piece) {
        if (!inValue || !cell || !row) return;
        cell.value += piece;
        row.chars += piece.length;
        if (cell.value.length > tableLimits.cellChars) throw tooMuch.cell(row.number);
        if (row.chars > tableLimits.rowChars) throw tooMuch.row(row.number);
      },
    };
    const finish = (number: number, cells: string[]): TableRow => {
      if (number === 1) width = cells.length;
      while (cells.length < width) cells.push('');
      const trimmed = width ? trimEnd(cells, width) : cells;
      const error = number > 1 && trimmed.length > width ? m.columns(trimmed.length, width) : undefined;
      return { row: number, cells: trimmed, ...(error ? { error } : {}) };
    };
    for await (const _ of zip.readPart(sheet, sink)) yield* ready.splice(0);
    yield* ready.splice(0);
  } finally {
    zip.close();
  }
}

/** Trailing empty cells past the header are no extra column. */
function trimEnd(cells: string[], width: number): string[] {
  let end = cells.length;
  while (end > width && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}
