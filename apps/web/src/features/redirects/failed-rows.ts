import { csvText, type ImportReport, isNeutralisedCsv } from '@kramar/contract';

type Row = ImportReport['rows'][number];

/** `{ target: ['…'] }` → "<target label>: …"; messages about the whole row (`_`) go without a label. */
export function rowMessages(errors: Row['errors'], fieldLabel: (field: string) => string): string[] {
  return Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => (field === '_' ? message : `${fieldLabel(field)}: ${message}`)),
  );
}

const quote = (cell: string | number) => {
  // a cell a spreadsheet would run as a formula (=HYPERLINK(…) from the uploaded file) stays text
  const text = typeof cell === 'number' ? String(cell) : csvText(cell);
  return isNeutralisedCsv(text) || /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The failed rows as a CSV to fix and import again: `;`-separated with a BOM, the form in which
 * Excel in a Ukrainian locale opens it straight into columns.
 */
export function failedRowsCsv(rows: readonly Row[], fieldLabel: (field: string) => string): string {
  const lines = rows
    .filter((r) => r.status === 'failed')
    .map((r) => [r.row, r.from_path, rowMessages(r.errors, fieldLabel).join(' ')].map(quote).join(';'));
  return `\uFEFF${['row;from_path;errors', ...lines].join('\r\n')}\r\n`;
}
