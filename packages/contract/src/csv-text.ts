/** A neutralised cell: the quote(s) csvText put before a start a spreadsheet would run. */
export const neutralisedCsvCell = /^'+[=+\-@\t\r]/;
const neutralised = neutralisedCsvCell;

/**
 * A text value as a CSV cell a spreadsheet shows and never runs (OWASP "CSV Injection"): a value
 * starting with =, +, -, @, tab or CR gets one leading single quote, and so does one that already
 * starts with quotes before such a character, so that `fromCsvText` takes exactly one back off.
 * The field is then written quoted (`isNeutralisedCsv`). Only text goes through here: a number
 * column keeps -5 a number (a quote would make it text in Excel, and a number runs nothing).
 */
export function csvText(value: string): string {
  return /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Whether a cell is one csvText neutralised (its writer quotes it). */
export const isNeutralisedCsv = (cell: string): boolean => neutralised.test(cell);

/** A cell as it was before csvText: an exported file imports back unchanged. */
export const fromCsvText = (cell: string): string => (neutralised.test(cell) ? cell.slice(1) : cell);
