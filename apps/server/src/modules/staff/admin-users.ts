import { type CurrentUser, type ResourceRecord, staffMessages } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { commonPasswordError } from '../../auth/password-policy.ts';
import { revokeUserTokens } from '../../auth/tokens.ts';
import { registerResourceHooks, type SaveContext } from '../../crud/hooks.ts';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { adminCredentials } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { adminUserRoutes } from './admin-user-routes.ts';

/** Any fixed number: changes that could leave the shop without an active owner run one at a time. */
const ownersLock = 4_171_010;

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** An owner's account is changed only by an owner (its flag, roles, password, sessions). */
export function refuseOwnerTarget(user: CurrentUser, target: Record<string, unknown> | null | undefined): void {
  if (target?.owner === true && !user.owner) throw new AppError(403, staffMessages.ownerProtected);
}

/** Whether every role among `roleIds` holds only scopes `user` holds: nobody gives what they do not have. */
export async function rolesWithin(db: Db, user: CurrentUser, roleIds: readonly number[]): Promise<boolean> {
  if (user.owner || roleIds.length === 0) return true;
  const rows = await queryRows<{ scope: string }>(
    db,
    sql`select distinct s.scope from roles r, jsonb_array_elements_text(r.permissions) s(scope)
      where r.id in (${sqlList(roleIds)})`,
  );
  const own = new Set(user.scopes);
  return rows.every((r) => own.has(r.scope));
}

async function beforeSave({ user, values, before, tx }: SaveContext): Promise<void> {
  refuseOwnerTarget(user, before);
  const common = typeof values.password === 'string' ? commonPasswordError(values.password) : null;
  if (common) throw validationError({ password: [common] });
  const wasOwner = before?.owner === true;
  if (values.roles !== undefined) {
    const had = new Set(ids(before?.roles));
    const added = ids(values.roles).filter((id) => !had.has(id));
    if (!(await rolesWithin(tx, user, added))) throw new AppError(403, staffMessages.roleBeyondOwn);
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

const hooks = { beforeSave, afterSave, extraRoutes: adminUserRoutes };

export const registerAdminUsers = (): void => registerResourceHooks('admin-users', hooks);
