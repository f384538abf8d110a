import { csvText, type Field, fromCsvText, type ResourceDef } from '@kramar/contract';

/**
 * Which fields a spreadsheet carries, and how a value looks in a cell. Headers are the field
 * names (`sku`, `price`): the server has no interface texts, and names make an exported file
 * import back unchanged (the web's mapping step also matches columns by their translated labels).
 * Money is in hryvnias (`1200.50`), as a person reads it; lists of ids are comma-separated.
 * Attribute values (a children field) and other nested rows are left out.
 */
const leftOut = new Set<Field['kind']>(['children', 'password', 'blocks', 'image', 'images']);

/** Fields written by export (images are exported as their stored paths; they cannot be imported). */
export const exportFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => f.kind === 'images' || f.kind === 'image' || !leftOut.has(f.kind))
    .map(([name]) => name);

/** Fields a column of an imported file may fill. */
export const importFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => !leftOut.has(f.kind) && !(f as { readOnly?: boolean }).readOnly)
    .map(([name]) => name);

/** The text field that names a record uniquely (a product's SKU): imports update by it. */
export function uniqueKeyOf(resource: ResourceDef): string | undefined {
  return Object.entries(resource.fields).find(([, f]) => f.kind === 'text' && f.unique)?.[0];
}

const kopecksToText = (v: number): string => (v / 100).toFixed(2);

/** A value as a cell: text for CSV, numbers kept numbers for XLSX. */
export function cellOf(field: Field | undefined, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (field?.kind === 'money' && typeof value === 'number') return Number(kopecksToText(value));
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',');
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A CSV cell: money always with two decimals, so a column reads the same down the sheet. Text is
 * neutralised against formulas (csvText); a number is not, decided by the value's kind rather than
 * its look: -5 in a number column stays the number Excel sums, and cannot run.
 */
export function csvCellOf(field: Field | undefined, value: unknown): string {
  if (field?.kind === 'money' && typeof value === 'number') return kopecksToText(value);
  const cell = cellOf(field, value);
  return typeof cell === 'number' ? String(cell) : csvText(cell);
}

const yes = new Set(['1', 'true', 'так', 'yes', 'y', 'т', '+']);
const no = new Set(['0', 'false', 'ні', 'no', 'n', 'н', '-']);

/**
 * A cell as the engine's input: what a form would have sent for the field. Anything that does
 * not convert is passed on as it is, for the engine's validation to name.
 */
export function inputOf(field: Field, written: string): unknown {
  // the quote an export put before a formula-like text comes off (numbers are never quoted)
  const cell = fromCsvText(written);
  switch (field.kind) {
    case 'money': {
      const n = Number(cell.replace(/[\s\u00a0]/g, '').replace(',', '.'));
      return Number.isFinite(n) ? Math.round(n * 100) : cell;
    }
    case 'integer':
    case 'decimal':
      return cell.replace(/[\s\u00a0]/g, '');
    case 'boolean': {
      const t = cell.toLowerCase();
      return yes.has(t) ? true : no.has(t) ? false : cell;
    }
    case 'references':
    case 'strings':
      return cell
        .split(/[,;|]/)
        .map((s) => s.trim())
        .filter(Boolean);
    default:
      return cell;
  }
}
