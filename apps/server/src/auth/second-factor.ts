import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { adminCredentials } from '../db/schema.ts';
import { hashRecoveryCode, verifyTotp } from './totp.ts';

/**
 * Whether `code` is a current TOTP code of the user's key or one of their unused recovery codes,
 * spending it either way: each write is conditional, so two requests racing with one code cannot
 * both pass (the step only moves forward, a recovery code leaves the list once).
 */
export async function spendSecondFactor(db: Db, userId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ secret: adminCredentials.totp_secret, lastStep: adminCredentials.totp_last_step })
    .from(adminCredentials)
    .where(eq(adminCredentials.user_id, userId));
  if (!row?.secret) return false;
  const step = verifyTotp(row.secret, code, row.lastStep === null ? null : Number(row.lastStep));
  if (step !== null) {
    const moved = await queryRows(
      db,
      sql`update admin_credentials set totp_last_step = ${step}
        where user_id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning user_id`,
    );
    return moved.length === 1;
  }
  if (!/^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(code)) return false;
  const hash = hashRecoveryCode(code);
  const spent = await queryRows(
    db,
    sql`update admin_credentials set recovery_codes = recovery_codes - ${hash}::text
      where user_id = ${userId} and recovery_codes ? ${hash}::text returning user_id`,
  );
  return spent.length === 1;
}
