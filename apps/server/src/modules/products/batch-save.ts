import type { CurrentUser, ResourceDef, ResourceRecord } from '@kramar/contract';
import { type Engine, lockedRows, tableOf } from '../../crud/engine.ts';
import { toRecord } from '../../crud/records.ts';
import { saveRecord } from '../../crud/write.ts';
import { idsIn } from '../../crud/write-checks.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { productMessages as m } from './messages.ts';

/**
 * Saves of many records as one: each through the engine's save (validation, hooks, relations,
 * audit) inside one transaction, so a refusal of any leaves all as they were. `change` says what a
 * record becomes, or undefined when it is already so.
 */
export async function saveMany(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  ids: readonly number[],
  change: (record: ResourceRecord) => Record<string, unknown> | undefined,
): Promise<number> {
  const table = tableOf(engine, resource);
  return engine.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await lockedRows(tx, resource, table, idsIn(table, ids));
    if (rows.length !== ids.length) throw validationError({ ids: [m.ids] });
    // each save's own transaction becomes a savepoint of this one
    const inTx: Engine = { ...engine, db: tx };
    let updated = 0;
    for (const record of rows.map((row) => toRecord(resource, row))) {
      const body = change(record);
      if (!body) continue;
      try {
        await saveRecord(inTx, resource, user, body, record.id);
      } catch (error) {
        throw error instanceof AppError && error.status === 422 ? itemError(record, error) : error;
      }
      updated += 1;
    }
    return updated;
  });
}

/** One record's refusal in a batch: its messages under `ids`, each naming the record. */
function itemError(record: ResourceRecord, error: AppError): AppError {
  const name = String(record.name ?? record.id);
  const messages = Object.values(error.errors ?? {}).flat();
  return validationError({ ids: (messages.length ? messages : [error.message]).map((s) => m.itemFailed(name, s)) });
}
