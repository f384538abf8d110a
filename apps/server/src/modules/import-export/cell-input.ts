import { type Field, fromCsvText, type ResourceDef } from '@kramar/contract';
import { optionLabels } from './labels.ts';
import { importExportMessages as m } from './messages.ts';
import { parseShopDate, parseShopDateTime } from './shop-time.ts';

/** A cell as the engine's input, or the titles of references still to look up, or why it cannot be. */
export type CellInput = { value: unknown } | { error: string } | { titles: string[]; many: boolean };

const yes = new Set(['1', 'true', 'так', 'yes', 'y', 'т', '+']);
const no = new Set(['0', 'false', 'ні', 'no', 'n', 'н', '-']);
const fold = (s: string) => s.trim().toLocaleLowerCase('uk');

/** `1 250,50 ₴`, `1250.50 грн`, `1250,5`: the hryvnias as a person writes them. */
export const moneyText = (cell: string): string =>
  cell
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/₴|грн\.?|uah/gi, '')
    .replace(',', '.');

/** An enum's cell: its label in the screens' words (any language the app speaks), or the code of older files. */
function optionOf(resource: ResourceDef, name: string, field: Field & { options: readonly string[] }, cell: string) {
  if (field.options.includes(cell)) return { value: cell };
  const code = field.options.find((o) => optionLabels(resource, name, o).some((l) => fold(l) === fold(cell)));
  if (code) return { value: code };
  const labels = field.options.map((o) => optionLabels(resource, name, o)[0] ?? o);
  return { error: m.unknownOption(cell, labels.map((l) => `«${l}»`).join(', ')) };
}

/** A list of titles: `;` or `|` between them (titles may hold commas); older files' ids by commas. */
const titlesIn = (cell: string): string[] => {
  const parts = /^[\d\s,]+$/.test(cell) ? cell.split(',') : cell.split(/[;|]/);
  return parts.map((s) => s.trim()).filter(Boolean);
};

/**
 * A cell in the words of the screens as what a form would have sent for the field. What does not
 * convert is passed on as it is, for the engine's validation to name.
 */
export function inputOf(resource: ResourceDef, name: string, field: Field, written: string, zone: string): CellInput {
  // the quote an export put before a formula-like text comes off (numbers are never quoted)
  const cell = fromCsvText(written);
  switch (field.kind) {
    case 'money': {
      const n = Number(moneyText(cell));
      return { value: Number.isFinite(n) && moneyText(cell) !== '' ? Math.round(n * 100) : cell };
    }
    case 'integer':
    case 'decimal':
      return { value: cell.replace(/[\s\u00a0\u202f]/g, '') };
    case 'boolean': {
      const t = fold(cell);
      return { value: yes.has(t) ? true : no.has(t) ? false : cell };
    }
    case 'enum':
    case 'status':
      return optionOf(resource, name, field as Field & { options: readonly string[] }, cell);
    case 'reference':
      return { titles: [cell], many: false };
    case 'references':
      return { titles: titlesIn(cell), many: true };
    case 'strings':
      return {
        value: cell
          .split(/[,;|]/)
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case 'datetime':
      return { value: parseShopDateTime(cell, zone) };
    case 'date':
      return { value: parseShopDate(cell) };
    default:
      return { value: cell };
  }
}
