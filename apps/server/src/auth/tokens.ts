import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '@kramar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { accessTokens } from '../db/schema.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export interface Session {
  tokenId: number;
  user: CurrentUser;
}

interface SessionRow {
  token_id: string | number;
  touch: boolean;
  id: string | number;
  name: string;
  email: string;
  owner: boolean;
  scopes: string[] | null;
}

/**
 * The whole check in one query: token valid, user active, scopes of all roles.
 * `last_used_at` is written at most once a minute so reads stay reads.
 */
export async function findSession(db: Db, token: string): Promise<Session | null> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`select t.id as token_id,
          (t.last_used_at is null or t.last_used_at < now() - interval '1 minute') as touch,
          u.id, u.name, u.email, u.owner,
          array_remove(array_agg(distinct rp.scope), null) as scopes
        from access_tokens t
        join admin_users u on u.id = t.user_id and u.active
        left join role_user ru on ru.user_id = u.id
        left join role_permissions rp on rp.role_id = ru.role_id
        where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > now()
        group by t.id, u.id`,
  );
  if (!row) return null;
  const tokenId = Number(row.token_id);
  if (row.touch) {
    void db
      .update(accessTokens)
      .set({ last_used_at: new Date() })
      .where(eq(accessTokens.id, tokenId))
      .catch(() => {});
  }
  return {
    tokenId,
    user: { id: Number(row.id), name: row.name, email: row.email, owner: row.owner, scopes: row.scopes ?? [] },
  };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revoked_at)));
}
