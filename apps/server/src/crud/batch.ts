import { type CurrentUser, fieldMessages, type ResourceDef, statusFieldOf } from '@kramar/contract';
import { and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError, validationError } from '../http/errors.ts';
import { diffChanges, writeAudit } from './audit-log.ts';
import { type Engine, tableOf } from './engine.ts';
import { hooksFor } from './hooks.ts';
import { removeFiles } from './images.ts';
import { refuseDeleteInUse } from './in-use.ts';
import { crudMessages } from './messages.ts';
import { selection, toRecord } from './records.ts';
import { nextVersion } from './versions.ts';
import { idsIn, pgErrorOf } from './write-checks.ts';

export const maxBatch = 1000;

/** `{ ids: [1, 2] }` of a batch body (JSON, or multipart `ids[0]`): 1…1000 positive whole numbers. */
export function parseIds(body: unknown): number[] {
  const raw = (body as { ids?: unknown } | null)?.ids;
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : undefined;
  const ids = list?.map((v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v));
  if (!ids?.length || ids.length > maxBatch || !ids.every((v) => Number.isSafeInteger(v) && (v as number) > 0)) {
    throw validationError({ ids: [crudMessages.ids] });
  }
  return [...new Set(ids as number[])];
}

/**
 * Deletes the rows among `ids` (the missing ones are skipped) with one audit entry each; the
 * images they held are removed once the deletion commits. Rows that referenced them keep a null.
 */
export async function deleteRecords(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  ids: readonly number[],
  action: 'delete' | 'batch-delete',
): Promise<number> {
  const table = tableOf(engine, resource);
  const fields = Object.keys(resource.fields);
  const images = Object.entries(resource.fields).flatMap(([name, f]) =>
    f.kind === 'image' || f.kind === 'images' ? [name] : [],
  );
  const deleted = await engine.db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await refuseDeleteInUse(tx, engine.resources, engine.tables, resource, table, ids);
      await hooksFor(resource.name).beforeDelete?.({ tx, resource, user, ids });
      const rows = await tx
        .delete(table)
        .where(and(idsIn(table, ids), hooksFor(resource.name).rows))
        .returning(selection(resource, table));
      const records = rows.map((row) => toRecord(resource, row));
      await writeAudit(
        tx,
        user,
        records.map((r) => ({
          resource: resource.name,
          recordId: r.id,
          action,
          changes: diffChanges(fields, r, null),
        })),
      );
      return records;
    })
    .catch((error: unknown) => {
      // a row naming the record was written after the check (two saves at once): the key refused
      if (pgErrorOf(error)?.code === '23503')
        throw new AppError(422, crudMessages.inUseNow, { ids: [crudMessages.inUseNow] });
      throw error;
    });
  // an image is a path, a gallery a list of them
  const files = deleted.flatMap((r) =>
    images.flatMap((name) => [r[name]].flat()).filter((p): p is string => typeof p === 'string'),
  );
  await removeFiles(engine.storage, files, engine.logError);
  return deleted.length;
}

/** POST /api/{name}/batch/status: sets the status field of the rows among `ids`; returns how many changed. */
export async function setStatus(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  body: unknown,
): Promise<number> {
  const field = statusFieldOf(resource);
  const declared = field ? resource.fields[field] : undefined;
  if (!field || declared?.kind !== 'status') throw validationError({ status: [crudMessages.noStatus] });
  const status = (body as { status?: unknown } | null)?.status;
  const errors: Record<string, string[]> = {};
  let ids: number[] = [];
  try {
    ids = parseIds(body);
  } catch {
    errors.ids = [crudMessages.ids];
  }
  if (typeof status !== 'string' || !declared.options.includes(status)) errors.status = [fieldMessages.choice];
  if (Object.keys(errors).length) throw validationError(errors);

  const table = tableOf(engine, resource);
  const column = table[field] as PgColumn;
  return engine.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await tx
      .select({ id: table.id as PgColumn, status: column })
      .from(table)
      .where(and(idsIn(table, ids), sql`${column} is distinct from ${status}`, hooksFor(resource.name).rows))
      .for('update');
    if (before.length === 0) return 0;
    const changed = before.map((r) => Number(r.id));
    await tx
      .update(table)
      .set({ [field]: status, updated_at: nextVersion(table.updated_at as PgColumn) })
      .where(idsIn(table, changed));
    const moved = before.map((r) => ({ id: Number(r.id), before: r.status }));
    await hooksFor(resource.name).afterStatus?.({ tx, resource, user, status: status as string, changed: moved });
    await writeAudit(
      tx,
      user,
      before.map((r) => ({
        resource: resource.name,
        recordId: Number(r.id),
        action: 'batch-status' as const,
        changes: { [field]: { before: r.status ?? null, after: status } },
      })),
    );
    return changed.length;
  });
}
