import { type ResourceRecord, staffMessages } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { revokeUserTokens } from '../../auth/tokens.ts';
import { registerResourceHooks, type SaveContext } from '../../crud/hooks.ts';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { adminCredentials } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { adminUserRoutes } from './admin-user-routes.ts';
import { refuseAccountBeyondOwn, refuseBeyondOwn, scopesOfRoles } from './beyond-own.ts';

/** Any fixed number: changes that could leave the shop without an active owner run one at a time. */
const ownersLock = 4_171_010;

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

async function beforeSave({ user, values, before, tx }: SaveContext): Promise<void> {
  if (before) await refuseAccountBeyondOwn(tx, user, before);
  if (typeof values.password === 'string') await refuseWeakPassword(values.password);
  const wasOwner = before?.owner === true;
  if (values.roles !== undefined) {
    refuseBeyondOwn(user, await scopesOfRoles(tx, ids(values.roles)), staffMessages.roleBeyondOwn);
  }
  const losesOwner = wasOwner && before?.active === true && (values.owner === false || values.active === false);
  if (losesOwner && before) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ownersLock})`);
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from admin_users where owner and active and id <> ${before.id}`,
    );
    if (Number(row?.n ?? 0) === 0) {
      throw validationError({ [values.active === false ? 'active' : 'owner']: [staffMessages.lastOwner] });
    }
  }
}

async function afterSave({
  mode,
  tx,
  before,
  record,
  values,
}: SaveContext & { record: ResourceRecord }): Promise<void> {
  // without a password, an account made here signs in once its invitation is accepted
  const hash = typeof values.password === 'string' ? await hashPassword(values.password) : null;
  if (mode === 'create') await tx.insert(adminCredentials).values({ user_id: record.id, password_hash: hash });
  else if (hash) {
    await tx
      .update(adminCredentials)
      .set({ password_hash: hash, password_changed_at: new Date() })
      .where(eq(adminCredentials.user_id, record.id));
  }
  // a new password or a deactivation ends every session the account had
  if ((mode === 'update' && hash) || (before?.active === true && record.active === false)) {
    await revokeUserTokens(tx, record.id);
  }
}

/** Holders of the roles among `roleIds` (the role editor's count, a role's deletion). */
export async function holdersOf(db: Db, roleIds: readonly number[]): Promise<number> {
  if (!roleIds.length) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct owner_id)::int as n from admin_users_roles where target_id in (${sqlList(roleIds)})`,
  );
  return Number(row?.n ?? 0);
}

// dealers' people share the accounts table; they are kept by the dealer routes (modules/dealers)
const staffOnly = sql`"admin_users"."dealer_id" is null`;

const hooks = { rows: staffOnly, beforeSave, afterSave, extraRoutes: adminUserRoutes };

export const registerAdminUsers = (): void => registerResourceHooks('admin-users', hooks);
