import type { CurrentUser, ResourceDef } from '@kramar/contract';
import { diffChanges } from '../../crud/audit-log.ts';
import { type Engine, findRecord, tableOf } from '../../crud/engine.ts';
import { asValidationError, saveInTransaction, validateInput } from '../../crud/write.ts';
import type { Db } from '../../db/client.ts';
import { type FileValues, mergeValues, sameValues, type ValueRow } from './attribute-columns.ts';

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** Thrown inside a row's transaction to undo it: a check's save, a row identical to what is stored. */
class Undo extends Error {}

/**
 * Whether the save changed the record: the row's fields compared as the engine stores them, the
 * attribute values as a set (their rows are written anew, with new ids).
 */
function changed(values: Record<string, unknown>, before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = Object.keys(values).filter((f) => f !== 'attribute_values');
  if (Object.keys(diffChanges(fields, before, after)).length > 0) return true;
  if (!('attribute_values' in values)) return false;
  const list = (r: Record<string, unknown>) =>
    (Array.isArray(r.attribute_values) ? r.attribute_values : []) as ValueRow[];
  return !sameValues(list(before), list(after));
}

/**
 * One row of an import saved exactly as the engine saves a form (validation, hooks, uniqueness,
 * references, audit), in a transaction of its own. `keep(tx, outcome)` decides whether it commits,
 * with more work in the same transaction (the job's progress); the check keeps nothing, so what
 * it reports is what the import would do, row for row. A row identical to its record is undone
 * too: an export imported back writes nothing, not even a new version.
 */
export async function saveRow(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  input: Record<string, unknown>,
  id: number | null,
  keep: (tx: Db, outcome: RowOutcome) => Promise<boolean>,
  /** A product's attribute values from the file: merged into those it has, in its transaction. */
  fileValues?: FileValues,
): Promise<RowOutcome> {
  const mode = id === null ? 'create' : 'update';
  // checked before the transaction opens, as a form's save is; again with the merged values inside
  validateInput(resource, mode, input);
  const table = tableOf(engine, resource);
  let outcome: RowOutcome = id === null ? 'created' : 'updated';
  try {
    await engine.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = id === null ? undefined : await findRecord(tx, resource, table, id, true);
      const current = (before?.attribute_values ?? []) as ValueRow[];
      const merged = fileValues ? { ...input, attribute_values: mergeValues(current, fileValues) } : input;
      const values = validateInput(resource, mode, merged);
      // images are never imported: no file is stored or made obsolete here
      const saved = await saveInTransaction(engine, tx, resource, user, values, id, { saved: [], obsolete: [] });
      if (before && !changed(values, before, saved)) outcome = 'unchanged';
      if (outcome === 'unchanged' || !(await keep(tx, outcome))) throw new Undo();
    });
  } catch (error) {
    if (error instanceof Undo) return outcome;
    throw asValidationError(resource, engine, error);
  }
  return outcome;
}
