import {
  apiMessages,
  type CurrentUser,
  fieldErrors,
  inputSchema,
  type ResourceDef,
  type ResourceRecord,
} from '@kramar/contract';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError, validationError } from '../http/errors.ts';
import { diffChanges, writeAudit } from './audit-log.ts';
import { type Engine, findRecord, tableOf } from './engine.ts';
import type { Errors } from './filters.ts';
import { fillSlugs, writeGenerated } from './generated-values.ts';
import { hooksFor } from './hooks.ts';
import { type ImageChanges, removeFiles, storeImages } from './images.ts';
import { crudMessages } from './messages.ts';
import { selection, toRecord } from './records.ts';
import { columnValues, relationErrors, writeRelations } from './relation-writes.ts';
import { relationFields } from './relations.ts';
import { sanitizeRichTextValues } from './rich-text.ts';
import { placeInTree, planTreeMove } from './tree.ts';
import { nextVersion, refuseStale, type Version } from './versions.ts';
import { constraintErrors, crossErrors, rangeErrors, referenceErrors, uniqueErrors } from './write-checks.ts';

export type Values = Record<string, unknown>;

/** The body checked against the declaration: a 422 with a message per field, or the values to write. */
export function validateInput(resource: ResourceDef, mode: 'create' | 'update', body: unknown): Values {
  if (body === undefined || body === null) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) throw validationError({ _: [crudMessages.body] });
  const input: Values = { ...(body as Values) };
  const parsed = inputSchema(resource, mode).safeParse(input);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  const values = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  const errors: Errors = {};
  rangeErrors(resource, values, errors);
  // the shop's site renders rich text as HTML: only what the back office's editor writes is stored
  sanitizeRichTextValues(resource, values, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return values;
}

/** A field only owners may change, sent by someone else with a value other than what is there. */
function refuseOwnerOnly(resource: ResourceDef, user: CurrentUser, values: Values, before: ResourceRecord | null) {
  if (user.owner) return;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.ownerOnly || values[name] === undefined) continue;
    const current = before
      ? before[name]
      : 'default' in field
        ? field.default
        : field.kind === 'boolean'
          ? false
          : null;
    if (values[name] !== current) throw new AppError(403, crudMessages.ownerOnly);
  }
}

/**
 * Create (no id) or update (id) in one transaction: hooks, slugs, uniqueness, references, the
 * cross-field rules (start/end, min/max) on the merged record, images, the row, the audit entry. Any failure writes nothing
 * and removes the files it stored; files the save made obsolete go once it has committed. An
 * update given the `version` it was based on is a 409 if the record has changed since (versions.ts).
 */
export async function saveRecord(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  body: unknown,
  id: number | null = null,
  version?: Version,
  /** More work committed with the save, or rolled back with it (an import's progress). */
  within?: (tx: Db) => Promise<void>,
): Promise<ResourceRecord> {
  const values = validateInput(resource, id === null ? 'create' : 'update', body);
  const files: ImageChanges = { saved: [], obsolete: [] };
  try {
    const record = await engine.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const saved = await saveInTransaction(engine, tx, resource, user, values, id, files, version);
      await within?.(tx);
      return saved;
    });
    await removeFiles(engine.storage, files.obsolete, engine.logError);
    return record;
  } catch (error) {
    await removeFiles(engine.storage, files.saved, engine.logError);
    throw asValidationError(resource, engine, error);
  }
}

/** A database constraint a save broke (a unique index two saves raced for) as the 422 on its field. */
export function asValidationError(resource: ResourceDef, engine: Engine, error: unknown): unknown {
  const errors = constraintErrors(resource, engine.tables, error);
  return errors ? validationError(errors) : error;
}

/**
 * The body of a save, validated values in hand, inside a transaction the caller holds (one record
 * here, many rows of a list's change set in `batch-update.ts`). Files it stores or makes obsolete
 * are noted in `files` for the caller to clean up once it knows whether it committed.
 */
export async function saveInTransaction(
  engine: Engine,
  tx: Db,
  resource: ResourceDef,
  user: CurrentUser,
  values: Values,
  id: number | null,
  files: ImageChanges,
  version?: Version,
): Promise<ResourceRecord> {
  const mode = id === null ? 'create' : 'update';
  const table = tableOf(engine, resource);
  const hooks = hooksFor(resource.name);
  const before = id === null ? null : await findRecord(tx, resource, table, id, true);
  if (id !== null && !before) throw new AppError(404, apiMessages.notFound);
  // read under the row's lock: nobody writes it between this check and the update
  if (before) refuseStale(before, version);
  const errors: Errors = {};
  const images = await storeImages(engine.storage, resource, values, before ?? null, errors);
  files.saved.push(...images.saved);
  files.obsolete.push(...images.obsolete);
  refuseOwnerOnly(resource, user, values, before ?? null);
  const ctx = { resource, table, mode, tx, user, values, before: before ?? null } as const;
  await hooks.beforeSave?.(ctx);
  const merged: Values = { ...before, ...values };
  const generated = await fillSlugs(tx, resource, table, values, merged, id);
  crossErrors(resource, merged, errors);
  await uniqueErrors(tx, resource, table, values, id, errors, merged);
  await referenceErrors(tx, resource, engine.tables, values, errors);
  await relationErrors(tx, resource, engine.tables, id, values, errors);
  const place = await planTreeMove(tx, resource, table, id, values, errors);
  if (Object.keys(errors).length) throw validationError(errors);

  const columns = columnValues(resource, values);
  const returning = selection(resource, table, false, 'columns');
  const [row] = await writeGenerated(tx, resource, table, generated, { values, merged, excludeId: id }, (db) =>
    id === null
      ? db.insert(table).values(columns).returning(returning)
      : db
          .update(table)
          .set({ ...columns, updated_at: nextVersion(table.updated_at as PgColumn) })
          .where(eq(table.id as PgColumn, id))
          .returning(returning),
  );
  if (!row) throw new Error(`${resource.name}: the ${mode} returned no row`);
  let saved = toRecord(resource, row);
  if (resource.tree || relationFields(resource).length) {
    await placeInTree(tx, table, saved.id, place, before ?? null);
    await writeRelations(tx, resource, saved.id, values, before ?? null);
    saved = (await findRecord(tx, resource, table, saved.id)) ?? saved;
  }
  await hooks.afterSave?.({ ...ctx, record: saved });
  const changes = diffChanges(Object.keys(resource.fields), before ?? null, saved);
  if (mode === 'create' || Object.keys(changes).length) {
    await writeAudit(tx, user, [{ resource: resource.name, recordId: saved.id, action: mode, changes }]);
  }
  return saved;
}
