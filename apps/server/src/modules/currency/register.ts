import type { ResourceRecord } from '@kramar/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { type ResourceHooks, registerResourceHooks, type SaveContext } from '../../crud/hooks.ts';
import { selection, toRecord } from '../../crud/records.ts';

/** Any fixed number: the advisory lock that lets one default-setting save run at a time. */
const defaultLock = 4_171_001;

/**
 * Two saves that each make a different currency the default would, under READ COMMITTED, not see
 * each other's row and leave two defaults. The second waits here until the first commits.
 */
async function serialiseDefaults({ values, tx }: SaveContext): Promise<void> {
  if (values.is_default === true) await tx.execute(sql`select pg_advisory_xact_lock(${defaultLock})`);
}

/** At most one default: making one the default takes the flag from the others, each with its audit entry. */
async function keepOneDefault({ record, tx, table, resource, user }: SaveContext & { record: ResourceRecord }) {
  if (record.is_default !== true) return;
  const flag = table.is_default as PgColumn;
  const rows = await tx
    .update(table)
    .set({ is_default: false, updated_at: sql`now()` })
    .where(and(eq(flag, true), ne(table.id as PgColumn, record.id)))
    .returning(selection(resource, table));
  const fields = Object.keys(resource.fields);
  await writeAudit(
    tx,
    user,
    rows.map((row) => {
      const after = toRecord(resource, row);
      return {
        resource: resource.name,
        recordId: after.id,
        action: 'update' as const,
        changes: diffChanges(fields, { ...after, is_default: true }, after),
      };
    }),
  );
}

const hooks: ResourceHooks = { beforeSave: serialiseDefaults, afterSave: keepOneDefault };

/** Plugs currencies into the generic engine; call before the CRUD routes are built. */
export const registerCurrency = (): void => registerResourceHooks('currency', hooks);
