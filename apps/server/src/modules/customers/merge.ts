import { apiMessages, type CurrentUser, fieldMessages, type ResourceRecord } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { findRecord } from '../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { recomputeCustomerStats } from '../orders/customer-stats.ts';
import { customerMessages as m } from './messages.ts';

const maxExtras = 5;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** The main value kept (the target's, else the source's), the rest deduplicated as extras; what will not fit goes to notes. */
function unite(main: unknown[], extras: unknown[], key: (s: string) => string) {
  const all = [...main, ...extras].filter((s): s is string => typeof s === 'string' && s !== '');
  const seen = new Set<string>();
  const unique = all.filter((s) => !seen.has(key(s)) && seen.add(key(s)));
  const [first = null, ...rest] = unique;
  return { main: first, extras: rest.slice(0, maxExtras), overflow: rest.slice(maxExtras) };
}

/** `{ source_id }` of the body: a positive whole number (JSON or a form's string). */
export function sourceIdOf(body: unknown): number {
  const raw = (body as { source_id?: unknown } | null)?.source_id;
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw validationError({ source_id: [fieldMessages.reference] });
  }
  return id;
}

/**
 * Folds the duplicate `sourceId` into `targetId` in one transaction (issue 13): its orders,
 * requests and reviews move over, phones, e-mails and addresses are united, both notes kept, the
 * duplicate deleted, both audited, and the figures worked out again from the orders now held.
 */
export async function mergeCustomers(
  { resource, table, engine }: ResourceRoutesContext,
  user: CurrentUser,
  targetId: number,
  sourceId: number,
): Promise<ResourceRecord> {
  if (targetId === sourceId) throw validationError({ source_id: [m.mergeSelf] });
  return engine.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // an order's save locks its order, then its customer: the merge takes the same order (both
    // customers' orders, then both customers in id order), so neither waits on the other crosswise
    await tx.execute(sql`select id from orders where customer_id in (${targetId}, ${sourceId}) order by id for update`);
    const [low, high] = [Math.min(targetId, sourceId), Math.max(targetId, sourceId)];
    const first = await findRecord(tx, resource, table, low, true);
    const second = await findRecord(tx, resource, table, high, true);
    const target = low === targetId ? first : second;
    const source = low === sourceId ? first : second;
    if (!target) throw new AppError(404, apiMessages.notFound);
    if (!source) throw validationError({ source_id: [m.mergeMissing] });

    for (const name of ['orders', 'requests', 'reviews']) {
      await tx.execute(
        sql`update ${sql.identifier(name)} set customer_id = ${targetId} where customer_id = ${sourceId}`,
      );
    }
    await moveAddresses(tx, targetId, sourceId);

    const phones = unite(
      [target.phone, source.phone],
      [...strings(target.extra_phones), ...strings(source.extra_phones)],
      (s) => s,
    );
    const emails = unite(
      [target.email, source.email],
      [...strings(target.extra_emails), ...strings(source.extra_emails)],
      (s) => s.toLowerCase(),
    );
    const overflow = [...phones.overflow, ...emails.overflow];
    const notes = [
      text(target.notes),
      text(source.notes),
      overflow.length ? `${m.mergedExtra} ${overflow.join(', ')}` : null,
    ]
      .filter(Boolean)
      .join('\n\n');

    // the duplicate goes first: its e-mail may become the kept one (a unique index)
    await tx.delete(table).where(eq(table.id as PgColumn, sourceId));
    await tx
      .update(table)
      .set({
        phone: phones.main,
        email: emails.main,
        extra_phones: phones.extras,
        extra_emails: emails.extras,
        notes: notes || null,
        birthday: target.birthday ?? source.birthday ?? null,
        updated_at: sql`now()`,
      })
      .where(eq(table.id as PgColumn, targetId));
    await recomputeCustomerStats(tx, [targetId]);
    const after = (await findRecord(tx, resource, table, targetId)) as ResourceRecord;
    const fields = Object.keys(resource.fields);
    await writeAudit(tx, user, [
      {
        resource: resource.name,
        recordId: sourceId,
        action: 'delete',
        changes: { ...diffChanges(fields, source, null), merged_into: { before: null, after: customerName(target) } },
      },
      {
        resource: resource.name,
        recordId: targetId,
        action: 'update',
        changes: { ...diffChanges(fields, target, after), merged_from: { before: null, after: customerName(source) } },
      },
    ]);
    return after;
  });
}

/** How the history names the other customer of a merge: one of them is gone, so its id would lead nowhere. */
const customerName = (c: ResourceRecord): string => [c.name, c.phone].filter(Boolean).join(', ');

/** The duplicate's addresses follow the target's, less those the target already has. */
async function moveAddresses(tx: Db, targetId: number, sourceId: number): Promise<void> {
  await tx.execute(sql`
    delete from customers_addresses s where s.owner_id = ${sourceId} and exists (
      select 1 from customers_addresses t where t.owner_id = ${targetId}
        and lower(t.city) = lower(s.city) and lower(t.address) = lower(s.address))`);
  await tx.execute(sql`
    update customers_addresses set owner_id = ${targetId},
      position = position + 1 + coalesce((select max(position) from customers_addresses where owner_id = ${targetId}), -1)
    where owner_id = ${sourceId}`);
}
