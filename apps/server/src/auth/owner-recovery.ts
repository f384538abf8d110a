import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminCredentials } from '../db/schema.ts';
import { generatePassword, hashPassword } from './password.ts';
import { refuseWeakPassword } from './password-policy.ts';
import { staff } from './staff-table.ts';
import { revokeUserTokens } from './tokens.ts';

export interface OwnerRecovery {
  email: string;
  /** The new password: the one asked for, or a generated one to show once. */
  password: string;
  generated: boolean;
  /** Sessions of the account that the new password ended. */
  revoked: number;
}

/**
 * A new password for an owner whose printed one is lost, from the machine the shop runs on: the one
 * way back in that needs no other account. It ends the account's sessions (whoever holds the old
 * password is out), re-activates it and, when asked, switches two-step sign-in off (a lost phone).
 */
export async function recoverOwner(
  db: Db,
  opts: { email?: string; password?: string; resetTwoFactor?: boolean },
): Promise<OwnerRecovery> {
  const owners = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(opts.email ? and(eq(staff.owner, true), eq(staff.email, opts.email.toLowerCase())) : eq(staff.owner, true))
    .orderBy(staff.id);
  const [owner] = owners;
  if (!owner)
    throw new Error(opts.email ? `No owner account has the e-mail ${opts.email}` : 'The shop has no owner account');
  if (owners.length > 1)
    throw new Error(`Several owners: name one with --email (${owners.map((o) => o.email).join(', ')})`);
  if (opts.password !== undefined) await refuseWeakPassword(opts.password);
  const password = opts.password ?? generatePassword();
  const hash = await hashPassword(password);
  const revoked = await db.transaction(async (tx) => {
    const reset = opts.resetTwoFactor
      ? { totp_secret: null, totp_pending: null, totp_last_step: null, recovery_codes: [] }
      : {};
    await tx
      .update(adminCredentials)
      .set({ password_hash: hash, password_changed_at: new Date(), ...reset })
      .where(eq(adminCredentials.user_id, owner.id));
    await tx
      .update(staff)
      .set({ active: true, ...(opts.resetTwoFactor ? { two_factor_enabled: false } : {}) })
      .where(eq(staff.id, owner.id));
    return revokeUserTokens(tx as unknown as Db, owner.id);
  });
  return { email: owner.email, password, generated: opts.password === undefined, revoked };
}
