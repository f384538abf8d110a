import type { CurrentUser, ResourceDef } from '@kramar/contract';
import { diffChanges } from '../../crud/audit-log.ts';
import { type Engine, findRecord, tableOf } from '../../crud/engine.ts';
import { asValidationError, saveInTransaction, validateInput } from '../../crud/write.ts';
import type { Db } from '../../db/client.ts';

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** Thrown inside a row's transaction to undo it: a check's save, a row identical to what is stored. */
class Undo extends Error {}

/** The row's values that differ from the record it updates, compared as the engine stores them. */
function changed(values: Record<string, unknown>, before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.keys(diffChanges(Object.keys(values), before, after)).length > 0;
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
): Promise<RowOutcome> {
  const values = validateInput(resource, id === null ? 'create' : 'update', input);
  const table = tableOf(engine, resource);
  let outcome: RowOutcome = id === null ? 'created' : 'updated';
  try {
    await engine.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = id === null ? undefined : await findRecord(tx, resource, table, id);
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
