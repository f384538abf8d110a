import { type AuthResponse, dealerMessages } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { adminCredentials } from '../db/schema.ts';
import { staff } from './staff-table.ts';
import { issueToken, purgeExpiredTokens } from './tokens.ts';

/** The account behind an e-mail, with what sign-in needs to decide (never sent to anyone). */
export async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: staff.id,
      active: staff.active,
      twoFactor: staff.two_factor_enabled,
      hash: adminCredentials.password_hash,
      // a dealer's person: its company's status and the reason of the last decision
      dealerStatus: sql<string | null>`(select d.status from dealers d where d.id = ${staff.dealer_id})`,
      dealerReason: sql<string | null>`(select d.decision_reason from dealers d where d.id = ${staff.dealer_id})`,
    })
    .from(staff)
    .leftJoin(adminCredentials, eq(adminCredentials.user_id, staff.id))
    .where(eq(sql`lower(${staff.email})`, email));
  return row;
}

/**
 * Why a dealer's person may not sign in (its company not approved), in words it can act on; null
 * for staff and for an approved company. Said only after the password was right.
 */
export function dealerRefusal(account: { dealerStatus: string | null; dealerReason: string | null }): string | null {
  const reason = account.dealerReason?.trim() || dealerMessages.noReason;
  switch (account.dealerStatus) {
    case null:
    case 'approved':
      return null;
    case 'pending':
      return dealerMessages.pending;
    case 'rejected':
      return dealerMessages.rejected(reason);
    default:
      return dealerMessages.blocked(reason);
  }
}

/** Sign-in events for the log: who, from where, how it went; never a password, code or token. */
export function logSignIn(request: FastifyRequest, outcome: string, who: { email?: string; user?: number }): void {
  request.log.info({ event: 'sign-in', outcome, ...who, address: request.ip }, `sign-in: ${outcome}`);
}

/** The last step of every way in (password, second factor, invitation): a token and its session. */
export async function openSession(
  db: Db,
  request: FastifyRequest,
  userId: number,
  ttlSeconds: number,
): Promise<AuthResponse> {
  await purgeExpiredTokens(db, userId);
  const token = await issueToken(db, userId, ttlSeconds, {
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  await db.update(staff).set({ last_sign_in_at: new Date() }).where(eq(staff.id, userId));
  logSignIn(request, 'signed-in', { user: userId });
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}
