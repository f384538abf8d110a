import type { AuditEntry, CurrentUser } from '@kramar/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { isoTimestamp } from './records.ts';

export type AuditChanges = AuditEntry['changes'];

export interface AuditWrite {
  resource: string;
  recordId: number;
  action: AuditEntry['action'];
  changes: AuditChanges;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs, as `{ field: { before, after } }`; a missing side is null. */
export function diffChanges(
  fields: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (!same(a, b)) changes[field] = { before: b, after: a };
  }
  return changes;
}

/** Writes entries in the caller's transaction, so history and change commit or fail together. */
export async function writeAudit(tx: Db, user: CurrentUser | null, entries: readonly AuditWrite[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      resource: e.resource,
      record_id: e.recordId,
      action: e.action,
      user_id: user?.id ?? null,
      user_name: user?.name ?? null,
      changes: e.changes,
    })),
  );
}

/** The newest entries of one record first. */
export async function auditEntries(db: Db, resource: string, recordId: number, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, recordId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    resource: r.resource,
    record_id: r.record_id,
    action: r.action as AuditEntry['action'],
    user: r.user_id !== null ? { id: r.user_id, name: r.user_name ?? '' } : null,
    changes: r.changes as AuditChanges,
    created_at: isoTimestamp(r.created_at) ?? r.created_at,
  }));
}
