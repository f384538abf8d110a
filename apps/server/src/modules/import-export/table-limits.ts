import { AppError } from '../../http/errors.ts';
import { importExportMessages as m } from './messages.ts';

/**
 * What an imported table may hold (issue 26 item 2). Every limit is checked while the file is read,
 * before the part it guards is held: together they keep a file under the upload limit within
 * about 100 MB of memory, whatever its bytes claim.
 */
export const tableLimits = {
  /** Data rows (header aside): a row is saved through the engine, ~100 000 is minutes of work. */
  rows: 100_000,
  columns: 200,
  /** Excel's own limit for a cell. */
  cellChars: 32_767,
  /** A row's cells together: bounds the CSV parser's buffer (an unclosed quote reads on to the end). */
  rowChars: 1_000_000,
  /** XLSX parts unpacked, all of them together, from the zip's directory and counted while inflating. */
  unpackedBytes: 256 * 1024 * 1024,
  /**
   * Unpacked ÷ packed size of one part; Apache POI's zip-bomb guard uses the same 100. Sheets of
   * repeated cells reach 20–50; a bomb is hundreds or a thousand (deflate's own maximum is ~1 032).
   */
  ratio: 100,
  /** Parts smaller than this are not judged by their ratio: a small part cannot hurt. */
  ratioFromBytes: 1024 * 1024,
  /** Zip entries: a workbook is a few dozen. */
  parts: 10_000,
  /** Shared strings are kept in memory while the sheet refers to them by number. */
  sharedStrings: 500_000,
  /** Their characters together (a Cyrillic character is two bytes in a JavaScript string). */
  sharedChars: 16_000_000,
} as const;

/** A table file refused; its message is for the user. */
export class TableUnreadable extends Error {
  constructor(
    readonly reason: unknown,
    message: string = m.fileUnreadable,
  ) {
    super(message);
  }
}

/** 100 000 as the messages write it (grouped by a space). */
const count = (n: number): string => n.toLocaleString('uk-UA').replace(/\s/g, ' ');

/** Each limit's refusal, naming the limit. */
export const tooMuch = {
  rows: () => new TableUnreadable(null, m.tooManyRows(count(tableLimits.rows))),
  columns: () => new TableUnreadable(null, m.tooManyColumns(count(tableLimits.columns))),
  /** A cell of this row, or (a shared string, not yet placed) somewhere in the file. */
  cell: (row?: number) =>
    new TableUnreadable(
      null,
      row === undefined
        ? m.someCellTooLong(count(tableLimits.cellChars))
        : m.cellTooLong(row, count(tableLimits.cellChars)),
    ),
  row: (row: number) => new TableUnreadable(null, m.rowTooLong(row, count(tableLimits.rowChars))),
  unpacked: () => new TableUnreadable(null, m.unpackedTooBig(count(tableLimits.unpackedBytes / 1024 / 1024))),
  ratio: () => new TableUnreadable(null, m.packedTooTight(count(tableLimits.ratio))),
  sizeLies: () => new TableUnreadable(null, m.sizeLies),
  parts: () => new TableUnreadable(null, m.tooManyParts(count(tableLimits.parts))),
  sharedStrings: () => new TableUnreadable(null, m.tooManyTexts(count(tableLimits.sharedStrings))),
  sharedChars: () => new TableUnreadable(null, m.textsTooLong(count(tableLimits.sharedChars))),
};

/** In a job, a refused file fails the job with the refusal's own words. */
export const asJobError = (error: unknown): unknown =>
  error instanceof TableUnreadable ? new AppError(422, error.message) : error;
