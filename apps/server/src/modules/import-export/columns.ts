import type { Field, ResourceDef } from '@kramar/contract';

/**
 * Which fields a spreadsheet carries. Cells say what the screens say (cell-words.ts on the way
 * out, cell-input.ts on the way in) and headers are the list's column labels (labels.ts).
 * Nested rows other than a product's attribute values (attribute-columns.ts) are left out.
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

/**
 * The columns of an export: the record's fields, then when it was created and changed. The id
 * only when no field names the record (the key that updates it on re-import is its own column).
 */
export const exportColumns = (resource: ResourceDef): string[] => [
  ...(uniqueKeyOf(resource) ? [] : ['id']),
  ...exportFields(resource),
  'created_at',
  'updated_at',
];
