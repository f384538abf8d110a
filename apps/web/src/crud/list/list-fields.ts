import { type ResourceDef, statusFieldOf } from '@kramar/contract';
import { listExtensionFor } from './list-extensions.ts';

/**
 * What a list asks the API for (`fields=`, issue 32): the columns it shows and what the rest of
 * the screen reads from a row: the title (its link), the status (a phone's card shows it whatever
 * the columns), `updated_at` (the version an edit in place is checked against) and what a feature's
 * cells and row actions declare. Undefined (every field) for a feature that declares nothing.
 */
export function listFields(r: ResourceDef, wanted: readonly string[]): string[] | undefined {
  const extension = listExtensionFor(r.name);
  if ((extension?.cells || extension?.rowActions) && !extension.rowFields) return undefined;
  const status = statusFieldOf(r);
  const fields = new Set([r.titleField, ...wanted, ...(status ? [status] : []), 'updated_at']);
  for (const name of extension?.rowFields ?? []) fields.add(name);
  return [...fields];
}
