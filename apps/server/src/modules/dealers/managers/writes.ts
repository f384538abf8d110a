import {
  apiMessages,
  type CurrentUser,
  fieldErrors,
  fieldMessages,
  inputSchema,
  dealerManagers as resource,
} from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { issueLink, linkHours } from '../../../auth/links.ts';
import { revokeUserTokens } from '../../../auth/tokens.ts';
import { diffChanges, writeAudit } from '../../../crud/audit-log.ts';
import { refuseStale, type Version } from '../../../crud/versions.ts';
import { type Db, queryRows, sqlList } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { mailMessages } from '../../../mail/messages.ts';
import type { Mail } from '../../../mail/outbox.ts';
import { type Caller, callerOf } from '../workspaces/scope.ts';
import { managerMessages as m } from './messages.ts';
import { findManager, type Manager } from './queries.ts';

const auditName = 'dealers-managers';
const detailFields = ['name', 'email', 'phone', 'job_title', 'active'] as const;

function parseBody(body: unknown, mode: 'create' | 'update'): Record<string, unknown> {
  const parsed = inputSchema(resource, mode).safeParse(body ?? {});
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  return parsed.data;
}

/** A principal's own company (another's id reads as one that does not exist); the one staff name. */
async function companyOf(tx: Db, caller: Caller, sent: unknown): Promise<number> {
  if (caller.dealerId !== null) {
    if (sent !== caller.dealerId) throw validationError({ dealer_id: [fieldMessages.reference] });
    return caller.dealerId;
  }
  const found =
    typeof sent === 'number' && (await queryRows(tx, sql`select 1 from dealers where id = ${sent}`)).length > 0;
  if (!found) throw validationError({ dealer_id: [fieldMessages.reference] });
  return sent as number;
}

/** A sign-in e-mail is one account's, staff or dealer, whatever its case. */
async function refuseTakenEmail(tx: Db, email: string, except?: number): Promise<void> {
  const taken = await queryRows(
    tx,
    sql`select 1 from admin_users where lower(email) = ${email.toLowerCase()} ${except ? sql`and id <> ${except}` : sql``}`,
  );
  if (taken.length) throw validationError({ email: [m.emailTaken] });
}

/** The workspaces named must be the company's own: another company's reads as one that does not exist. */
async function companyWorkspaces(tx: Db, dealerId: number, sent: unknown): Promise<number[]> {
  const ids = [...new Set((Array.isArray(sent) ? sent : []).map(Number))];
  if (ids.length === 0) return [];
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from dealer_workspaces where dealer_id = ${dealerId} and id in (${sqlList(ids)})`,
  );
  if (Number(row?.n) !== ids.length) throw validationError({ workspaces: [m.workspaceForeign] });
  return ids;
}

async function linkWorkspaces(tx: Db, accountId: number, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from dealer_manager_workspaces where account_id = ${accountId}`);
  if (ids.length === 0) return;
  await tx.execute(sql`insert into dealer_manager_workspaces (account_id, workspace_id)
    select ${accountId}, w from unnest(${`{${ids.join(',')}}`}::bigint[]) as w`);
}

const audited = (r: Manager) => ({ ...r, workspaces: [...r.workspaces] });

/**
 * POST /api/dealers-managers: a principal's new manager (or staff's for a company), with the
 * invitation to set a password queued in the same transaction.
 */
export async function createManager(db: Db, mail: Mail, user: CurrentUser, body: unknown): Promise<Manager> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const caller = await callerOf(tx, user);
    // a dealer may leave its own company out: it is the only one it may name
    const own = caller.dealerId !== null && body && typeof body === 'object' && !('dealer_id' in body);
    const values = parseBody(own ? { ...body, dealer_id: caller.dealerId } : body, 'create');
    const dealerId = await companyOf(tx, caller, values.dealer_id);
    const email = String(values.email).toLowerCase();
    await refuseTakenEmail(tx, email);
    const workspaces = await companyWorkspaces(tx, dealerId, values.workspaces);
    const active = values.active !== false;
    const [row] = await queryRows<{ id: unknown }>(
      tx,
      sql`insert into admin_users (name, email, phone, active, owner, language, two_factor_enabled, dealer_id, dealer_kind, job_title)
        values (${values.name}, ${email}, ${values.phone ?? null}, ${active}, false, 'uk', false, ${dealerId}, 'manager',
          ${values.job_title ?? null})
        returning id`,
    );
    const id = Number(row?.id);
    await tx.execute(sql`insert into admin_credentials (user_id, password_hash) values (${id}, null)`);
    await linkWorkspaces(tx, id, workspaces);
    const created = await findManager(tx, user, id);
    if (!created) throw new Error('the new manager is out of its author’s reach');
    const changes = diffChanges(['dealer_id', ...detailFields, 'workspaces'], null, audited(created));
    await writeAudit(tx, user, [{ resource: auditName, recordId: id, action: 'create', changes }]);
    if (active) {
      const link = await issueLink(tx, id, 'invitation');
      const letter = mailMessages.invitation(email, created.name, mail.publicUrl + link.path, linkHours.invitation);
      await mail.queue(tx, letter);
    }
    return created;
  });
}

/** PUT/PATCH /api/dealers-managers/{id}: the details, workspaces and active; never the company. */
export async function updateManager(
  db: Db,
  user: CurrentUser,
  id: number,
  body: unknown,
  version: Version | undefined,
): Promise<Manager> {
  const values = parseBody(body, 'update');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findManager(tx, user, id, true);
    if (!before) throw new AppError(404, apiMessages.notFound);
    refuseStale({ ...before }, version);
    if (values.dealer_id !== undefined && values.dealer_id !== before.dealer_id) {
      throw validationError({ dealer_id: [m.otherDealer] });
    }
    if (typeof values.email === 'string') {
      values.email = values.email.toLowerCase();
      await refuseTakenEmail(tx, values.email as string, id);
    }
    if ('workspaces' in values)
      await linkWorkspaces(tx, id, await companyWorkspaces(tx, before.dealer_id, values.workspaces));
    const sets = detailFields.filter((f) => f in values).map((f) => sql`${sql.identifier(f)} = ${values[f] ?? null}`);
    await tx.execute(
      sql`update admin_users set ${sql.join([...sets, sql`updated_at = greatest(now(), updated_at + interval '1 millisecond')`], sql`, `)}
        where id = ${id}`,
    );
    // deactivated: their sessions end now, not at their next sign-in
    if (before.active && values.active === false) await revokeUserTokens(tx, id);
    const after = (await findManager(tx, user, id)) as Manager;
    const changes = diffChanges([...detailFields, 'workspaces'], audited(before), audited(after));
    await writeAudit(tx, user, [{ resource: auditName, recordId: id, action: 'update', changes }]);
    return after;
  });
}
