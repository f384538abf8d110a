import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import { importExportMessages as m } from './messages.ts';
import { TableUnreadable, tableLimits, tooMuch } from './table-limits.ts';
import { xlsxRows } from './xlsx-rows.ts';

/** One row of a table file: its cells, or why it could not be read. `row` counts as a spreadsheet does (header = 1). */
export interface TableRow {
  row: number;
  cells: string[];
  error?: string;
}

const sampleBytes = 256 * 1024;

async function sample(file: string): Promise<Buffer> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(sampleBytes);
    const { bytesRead } = await handle.read(buffer, 0, sampleBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A zip (XLSX) starts with `PK\3\4`; anything else is taken for text. */
export async function sniffType(file: string): Promise<'csv' | 'xlsx'> {
  const head = await sample(file);
  return head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv';
}

/**
 * UTF-8 (with or without Excel's BOM) unless the bytes are not valid UTF-8: then Windows-1251,
 * what Ukrainian Excel writes for "CSV (comma delimited)". Judged on the first 256 kB.
 */
function encodingOf(head: Buffer): 'utf-8' | 'windows-1251' {
  try {
    // stream: a multi-byte character cut at the end of the sample is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/** The separator of the header line: whichever of `;`, `,` and tab it holds most of, outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

function decoder(encoding: string): Transform {
  const text = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

async function* csvRows(file: string): AsyncGenerator<TableRow> {
  const head = await sample(file);
  const encoding = encodingOf(head);
  const delimiter = separatorOf(new TextDecoder(encoding).decode(head));
  let row = 0;
  let width = 0;
  const skipped: TableRow[] = [];
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // bounds the parser's buffer: an unclosed quote would otherwise read the rest of the file into one field
    max_record_size: tableLimits.rowChars,
    on_skip: (err: CsvError | undefined) => {
      if (err?.code === 'CSV_MAX_RECORD_SIZE') throw tooMuch.row(row + 1);
      skipped.push({ row: ++row, cells: [], error: m.brokenRow });
      return undefined;
    },
  });
  const source = createReadStream(file).pipe(decoder(encoding)).pipe(parser);
  for await (const record of source as AsyncIterable<string[]>) {
    while (skipped.length) yield skipped.shift() as TableRow;
    row++;
    if (row > tableLimits.rows + 1) throw tooMuch.rows();
    if (record.length > tableLimits.columns) throw tooMuch.columns();
    for (const cell of record) if (cell.length > tableLimits.cellChars) throw tooMuch.cell(row);
    if (row === 1) width = record.length;
    const error = row > 1 && record.length !== width ? m.columns(record.length, width) : undefined;
    yield { row, cells: record, ...(error ? { error } : {}) };
  }
  while (skipped.length) yield skipped.shift() as TableRow;
}

/** Reads a stored table file row by row; an unreadable file throws an Error whose message is for the user. */
export async function* readTable(file: string, type: 'csv' | 'xlsx'): AsyncGenerator<TableRow> {
  try {
    yield* type === 'xlsx' ? xlsxRows(file) : csvRows(file);
  } catch (error) {
    throw error instanceof TableUnreadable ? error : new TableUnreadable(error);
  }
}
