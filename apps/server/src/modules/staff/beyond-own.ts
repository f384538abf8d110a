import { type CurrentUser, staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The one rule for acting on someone's access (DESIGN §4): an owner may do anything; anyone else
 * only within the scopes they hold. Whoever could change an account holding more, or a role
 * granting more, could sign in as that account or take that role and so raise their own access.
 */
export function refuseBeyondOwn(user: CurrentUser, scopes: Iterable<string>, message: string): void {
  if (user.owner) return;
  const own = new Set(user.scopes);
  for (const scope of scopes) if (!own.has(scope)) throw new AppError(403, message);
}

/** Every scope the roles among `roleIds` grant. */
export async function scopesOfRoles(db: Db, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await queryRows<{ scope: string }>(
    db,
    sql`select distinct s.scope from roles r, jsonb_array_elements_text(r.permissions) s(scope)
      where r.id in (${sqlList(roleIds)})`,
  );
  return rows.map((r) => r.scope);
}

/**
 * Refuses any change to another account (its record, password, invitation, second factor,
 * sessions) unless `user` holds every scope the account holds; an owner's only by an owner.
 */
export async function refuseAccountBeyondOwn(
  db: Db,
  user: CurrentUser,
  target: { id: number; owner?: unknown },
): Promise<void> {
  if (target.owner === true && !user.owner) throw new AppError(403, staffMessages.ownerProtected);
  if (user.owner) return;
  const scopes = await queryRows<{ scope: string }>(
    db,
    sql`select distinct s.scope from admin_users_roles l join roles r on r.id = l.target_id,
      jsonb_array_elements_text(r.permissions) s(scope) where l.owner_id = ${target.id}`,
  );
  refuseBeyondOwn(
    user,
    scopes.map((r) => r.scope),
    staffMessages.accountBeyondOwn,
  );
}
