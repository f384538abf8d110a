import {
  type CurrentUser,
  defineMessages,
  gridEditFields,
  type ResourceDef,
  type ResourceRecord,
} from '@kramar/contract';
import type { Db } from '../db/client.ts';
import { AppError, validationError } from '../http/errors.ts';
import type { Engine } from './engine.ts';
import type { ImageChanges } from './images.ts';
import { parseVersion, type Version, versionMessages } from './versions.ts';
import { asValidationError, saveInTransaction, type Values, validateInput } from './write.ts';

/** A change set of a list edited like a spreadsheet: one page's worth, and then some. */
export const maxBatchRows = 500;

export const batchUpdateMessages = defineMessages(
  {
    rows: `Передайте від 1 до ${maxBatchRows} змінених рядків.`,
    id: 'Некоректний запис.',
    repeated: 'Цей запис уже є в пакеті змін.',
    missing: 'Запису вже немає: оновіть список.',
    values: 'Передайте змінені значення.',
    notEditable: 'Це поле не змінюється в списку.',
  },
  {
    rows: `Send from 1 to ${maxBatchRows} changed rows.`,
    id: 'Invalid record.',
    repeated: 'This record is already in the change set.',
    missing: 'The record is gone: refresh the list.',
    values: 'Send the changed values.',
    notEditable: 'This field is not edited in the list.',
  },
);

type Errors = Record<string, string[]>;
interface Row {
  id: number;
  values: Values;
  /** The record's `updated_at` the row's cells were edited from. */
  version: Version | undefined;
}

/** Each row's own errors, renamed `rows.<index>.<field>` so the grid can put them on their cells. */
const prefixed = (index: number, errors: Errors | undefined, into: Errors) => {
  for (const [field, messages] of Object.entries(errors ?? { _: [] })) into[`rows.${index}.${field}`] = messages;
};

/** The body's shape: rows of `{ id, values, updated_at? }` naming only the resource's grid-editable fields. */
function parseRows(resource: ResourceDef, body: unknown): Row[] {
  const raw = (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > maxBatchRows) {
    throw validationError({ rows: [batchUpdateMessages.rows] });
  }
  const editable = new Set(gridEditFields(resource));
  const errors: Errors = {};
  const seen = new Set<number>();
  const rows = raw.map((item: unknown, index): Row => {
    const { id, values, updated_at } = (item ?? {}) as { id?: unknown; values?: unknown; updated_at?: unknown };
    const at = `rows.${index}`;
    let version: Version | undefined;
    try {
      version = parseVersion(updated_at, `${at}.updated_at`);
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) errors[`${at}.id`] = [batchUpdateMessages.id];
    else if (seen.has(id)) errors[`${at}.id`] = [batchUpdateMessages.repeated];
    else seen.add(id);
    if (!values || typeof values !== 'object' || Array.isArray(values) || Object.keys(values).length === 0) {
      errors[`${at}.values`] = [batchUpdateMessages.values];
      return { id: Number(id), values: {}, version };
    }
    for (const field of Object.keys(values)) {
      if (!editable.has(field)) errors[`${at}.${field}`] = [batchUpdateMessages.notEditable];
    }
    return { id: Number(id), values: values as Values, version };
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return rows;
}

/**
 * POST /api/{name}/batch/update: the cells changed in a list, saved together. Each row is saved
 * as an update of its record through the engine's save (validation, hooks, audit, updated_at),
 * each in a savepoint so every failing row is reported, and all in one transaction: should any
 * row fail, nothing is written and the 422 names each failure `rows.<index>.<field>`.
 *
 * A row whose record changed since it was read (its `updated_at`) makes the whole set a 409 with
 * those records as they are now, and nothing is written either. All or nothing, because the grid
 * holds the set as one unsaved edit: half of it saved would leave the user unable to tell which
 * cells still differ from the server, and the other rows may have been edited to agree with the
 * stale ones (a price and its old price on two rows of one product line).
 */
export async function updateRows(
  engine: Engine,
  resource: ResourceDef,
  user: CurrentUser,
  body: unknown,
): Promise<ResourceRecord[]> {
  const rows = parseRows(resource, body);
  const errors: Errors = {};
  const checked = rows.map((row, index) => {
    try {
      return validateInput(resource, 'update', row.values);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) throw error;
      prefixed(index, error.errors, errors);
      return null;
    }
  });
  if (Object.keys(errors).length) throw validationError(errors);

  // plain values only (gridEditKinds): no file is ever stored or dropped, the list is a formality
  const files: ImageChanges = { saved: [], obsolete: [] };
  return engine.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const saved: ResourceRecord[] = [];
    const stale: unknown[] = [];
    for (const [index, row] of rows.entries()) {
      try {
        const values = checked[index] ?? {};
        const record = await tx.transaction((savepoint) =>
          saveInTransaction(engine, savepoint as unknown as Db, resource, user, values, row.id, files, row.version),
        );
        saved.push(record);
      } catch (error) {
        const shaped = asValidationError(resource, engine, error);
        if (!(shaped instanceof AppError) || ![404, 409, 422].includes(shaped.status)) throw shaped;
        if (shaped.status === 404) errors[`rows.${index}.id`] = [batchUpdateMessages.missing];
        else if (shaped.status === 409) {
          errors[`rows.${index}.id`] = [versionMessages.staleRow];
          stale.push(shaped.data);
        } else prefixed(index, shaped.errors, errors);
      }
    }
    if (stale.length) throw new AppError(409, versionMessages.staleRows, errors, stale);
    if (Object.keys(errors).length) throw validationError(errors);
    return saved;
  });
}
