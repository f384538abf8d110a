import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validationError } from '../../../http/errors.ts';
import { UploadedFile } from '../../../http/nested-fields.ts';
import { readTable, sniffType } from '../../import-export/read-table.ts';
import { TableUnreadable } from '../../import-export/table-limits.ts';
import { maxLines } from './draft.ts';
import { dealerOrderMessages as m } from './messages.ts';

/** A quick order's file is a short list: 500 lines fit in far less. */
export const maxQuickFileBytes = 2 * 1024 * 1024;

const isQuantity = (cell: string) => /^\d+([.,]0+)?$/.test(cell.trim());

/**
 * A CSV or XLSX of «SKU quantity» rows (the import's readers: encoding, separator and sheet are
 * found the same way) as the text the quick order checks: the SKU the first filled cell, the
 * quantity the last; a first row whose last cell is not a number is a header. Each row keeps its
 * number in the sheet as its line, so the report points at the spreadsheet's rows.
 */
export async function quickTextOfFile(file: unknown): Promise<string> {
  if (!(file instanceof UploadedFile) || file.size === 0) throw validationError({ file: [m.fileRequired] });
  const dir = await mkdtemp(path.join(tmpdir(), 'kramar-quick-'));
  try {
    const at = file.path ?? path.join(dir, 'file');
    if (!file.path) await writeFile(at, await file.read());
    const lines: string[] = [];
    let filled = 0;
    for await (const row of readTable(at, await sniffType(at))) {
      const cells = row.cells.map((c) => c.trim()).filter(Boolean);
      if (cells.length === 0) continue;
      if (row.row === 1 && cells.length > 1 && !isQuantity(cells[cells.length - 1] as string)) continue;
      // one over the limit is enough for the check to refuse with its message
      if (++filled > maxLines + 1) break;
      const sku = (cells[0] as string).replace(/\s+/g, '');
      const quantity = cells.length > 1 ? (cells[cells.length - 1] as string).replace(/\s+/g, '') : '1';
      lines[row.row - 1] = `${sku}\t${quantity}`;
    }
    return Array.from(lines, (l) => l ?? '').join('\n');
  } catch (error) {
    if (error instanceof TableUnreadable) throw validationError({ file: [error.message] });
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
