/**
 * A small RFC 4180 reader: quoted cells may hold separators, doubled quotes and line breaks.
 * Spreadsheets in Ukraine save CSV with `;` (the decimal comma takes `,`), so the separator is
 * whichever of the two the header line uses.
 */

export interface CsvRecord {
  /** The record's number in the file, the header being 1 — what a spreadsheet shows as the row. */
  row: number;
  cells: string[];
}

/** The separator of the first line, counted outside quotes; `,` when neither appears. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Every record of the text; blank lines (and lines of bare separators) are left out but still counted as rows. */
export function parseCsv(text: string, separator: ',' | ';'): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  // a cell that was quoted is a value even when empty, so `""` is not a blank line
  let sawValue = false;
  let row = 1;
  const endRecord = () => {
    cells.push(cell);
    if (sawValue || cells.some((c) => c.trim() !== '')) records.push({ row, cells });
    cells = [];
    cell = '';
    sawValue = false;
    row++;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') {
      quoted = true;
      sawValue = true;
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0 || sawValue) endRecord();
  return records;
}
