import type { SessionItem } from '@kramar/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';

/** A user's live sessions, newest use first: not revoked, not expired, not idle past the timeout. */
export async function liveSessions(
  db: Db,
  userId: number,
  idleSeconds: number,
  currentTokenId: number | null,
): Promise<SessionItem[]> {
  const rows = await db
    .select({
      id: accessTokens.id,
      user_agent: accessTokens.user_agent,
      address: accessTokens.address,
      created_at: accessTokens.created_at,
      last_used_at: accessTokens.last_used_at,
      expires_at: accessTokens.expires_at,
    })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
        sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at}) > now() - make_interval(secs => ${idleSeconds})`,
      ),
    )
    .orderBy(desc(sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at})`), desc(accessTokens.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    user_agent: r.user_agent,
    address: r.address,
    created_at: r.created_at.toISOString(),
    last_used_at: r.last_used_at?.toISOString() ?? null,
    expires_at: r.expires_at.toISOString(),
    current: r.id === currentTokenId,
  }));
}
