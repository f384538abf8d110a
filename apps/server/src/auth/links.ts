import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminInvitations } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

/** How long each kind of link works. */
export const linkHours = { invitation: 72, reset: 1 } as const;

export type LinkPurpose = keyof typeof linkHours;

/**
 * A one-use link to set an account's password (an invitation or a reset): the token to put in
 * the link, only its hash kept. A new link replaces the ones the account was sent before.
 */
export async function issueLink(
  tx: Db,
  userId: number,
  purpose: LinkPurpose,
): Promise<{ token: string; expires: Date; path: string }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + linkHours[purpose] * 3600 * 1000);
  await tx
    .update(adminInvitations)
    .set({ used_at: new Date() })
    .where(and(eq(adminInvitations.user_id, userId), isNull(adminInvitations.used_at)));
  await tx
    .insert(adminInvitations)
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expires, purpose });
  // the same screen sets the password either way; it tells the two apart by the answer about the token
  const path = purpose === 'reset' ? `/login?reset=${token}` : `/login?invite=${token}`;
  return { token, expires, path };
}
