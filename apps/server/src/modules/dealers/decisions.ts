import { type CurrentUser, type DealerStatus, dealerMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../crud/audit-log.ts';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';

export interface Decision {
  ids: readonly number[];
  /** The statuses a company must be in for this decision to apply to it. */
  from: readonly DealerStatus[];
  to: DealerStatus;
  reason: string | null;
  priceGroupId?: number;
  managerId?: number;
}

export interface Decided {
  id: number;
  legal_name: string;
  email: string;
  before: DealerStatus;
}

/** The price group and the staff member an approval names must exist (a dealer's person is no staff). */
export async function checkApproval(tx: Db, priceGroupId: number, managerId: number): Promise<void> {
  const [row] = await queryRows<{ group: boolean; manager: boolean }>(
    tx,
    sql`select exists (select 1 from price_groups where id = ${priceGroupId}) as group,
          exists (select 1 from admin_users where id = ${managerId} and active and dealer_id is null) as manager`,
  );
  const errors: Record<string, string[]> = {};
  if (!row?.group) errors.price_group_id = [dealerMessages.priceGroupMissing];
  if (!row?.manager) errors.manager_id = [dealerMessages.managerNotStaff];
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * Moves the companies among `ids` that are in one of `from` to `to`, under row locks (two
 * moderators deciding at once: the second finds nothing left to decide), with the audit entry of
 * each. Returns the companies decided; none at all is a 422, so a stale screen hears of it.
 */
export async function decide(tx: Db, user: CurrentUser, d: Decision, none: string): Promise<Decided[]> {
  const locked = await queryRows<
    Decided & { price_group_id: number | null; manager_id: number | null; reason_before: string | null }
  >(
    tx,
    sql`select id, legal_name, email, status as before, decision_reason as reason_before, price_group_id, manager_id from dealers
        where id in (${sqlList(d.ids)}) and status in (${sqlList(d.from)}) order by id for update`,
  );
  if (locked.length === 0) throw new AppError(422, none, { ids: [none] });
  const ids = locked.map((r) => Number(r.id));
  await tx.execute(sql`update dealers set status = ${d.to}, decision_reason = ${d.reason}, decided_at = now(),
      updated_at = now(),
      price_group_id = coalesce(${d.priceGroupId ?? null}::bigint, price_group_id),
      manager_id = coalesce(${d.managerId ?? null}::bigint, manager_id)
    where id in (${sqlList(ids)})`);
  await writeAudit(
    tx,
    user,
    locked.map((r) => ({
      resource: 'dealers-users',
      recordId: Number(r.id),
      action: 'update' as const,
      changes: {
        status: { before: r.before, after: d.to },
        ...(d.reason === r.reason_before ? {} : { decision_reason: { before: r.reason_before, after: d.reason } }),
        ...(d.priceGroupId === undefined
          ? {}
          : { price_group_id: { before: r.price_group_id, after: d.priceGroupId } }),
        ...(d.managerId === undefined ? {} : { manager_id: { before: r.manager_id, after: d.managerId } }),
      },
    })),
  );
  if (d.to === 'blocked') {
    // blocking ends the company's sessions at once; the session check refuses new ones too
    await tx.execute(sql`update access_tokens set revoked_at = now()
      where revoked_at is null and user_id in (select id from admin_users where dealer_id in (${sqlList(ids)}))`);
  }
  return locked.map((r) => ({ id: Number(r.id), legal_name: r.legal_name, email: r.email, before: r.before }));
}
