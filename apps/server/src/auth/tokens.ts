import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { CurrentUser } from '@kramar/contract';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, adminUsers } from '../db/schema.ts';

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

/**
 * The whole check in one statement: token valid, user active, scopes of all roles. It runs on
 * every authenticated request, so it is planned once per connection rather than each time:
 * node-postgres sends it as a named statement (parsed and planned once per pooled connection,
 * PostgreSQL then keeps its generic plan); PGlite, one connection, gets it through PREPARE.
 * Nothing is cached in the process: a deactivated user, a changed role or a revoked token
 * bites on the very next request, whichever instance serves it.
 */
const statementName = 'kramar_find_session';

function sessionQuery(db: Db) {
  return (
    db
      .select({
        token_id: sql<number>`${accessTokens.id}`.mapWith(Number).as('token_id'),
        // `last_used_at` is written at most once a minute so reads stay reads
        touch: sql<boolean>`(${accessTokens.last_used_at} is null
          or ${accessTokens.last_used_at} < now() - interval '1 minute')`.as('touch'),
        id: sql<number>`${adminUsers.id}`.mapWith(Number).as('id'),
        name: sql<string>`${adminUsers.name}`.as('name'),
        email: sql<string>`${adminUsers.email}`.as('email'),
        owner: sql<boolean>`${adminUsers.owner}`.as('owner'),
        scopes: sql<string[]>`array(
          select distinct rp.scope from role_user ru join role_permissions rp on rp.role_id = ru.role_id
          where ru.user_id = ${adminUsers.id})`.as('scopes'),
      })
      .from(accessTokens)
      // no bound values but the hash: PREPARE below knows it as $1
      .innerJoin(adminUsers, and(eq(adminUsers.id, accessTokens.user_id), sql`${adminUsers.active}`))
      .where(
        and(
          eq(accessTokens.token_hash, sql.placeholder('hash')),
          isNull(accessTokens.revoked_at),
          gt(accessTokens.expires_at, sql`now()`),
        ),
      )
  );
}

interface SessionRow {
  token_id: number;
  touch: boolean;
  id: number;
  name: string;
  email: string;
  owner: boolean;
  scopes: string[] | null;
}

type FindRow = (hash: string) => Promise<SessionRow | undefined>;

function planOnce(db: Db): FindRow {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const query = sessionQuery(db).toSQL();
    if (query.params.length !== 1) throw new Error('the session query must have exactly one parameter');
    let ready: Promise<unknown> | null = null;
    return async (hash) => {
      // prepared on first use; a failed PREPARE is tried again by the next request
      ready ??= client.exec(`prepare ${statementName}(text) as ${query.sql}`).catch((err: unknown) => {
        ready = null;
        throw err;
      });
      await ready;
      // the hash is our own hex digest, never the caller's text: safe to write into the statement
      const { rows } = await client.query<SessionRow>(`execute ${statementName}('${hash}')`);
      const row = rows[0];
      return row && { ...row, token_id: Number(row.token_id), id: Number(row.id) };
    };
  }
  const prepared = sessionQuery(db).prepare(statementName);
  return async (hash) => (await prepared.execute({ hash }))[0];
}

const planned = new WeakMap<Db, FindRow>();

export async function findSession(db: Db, token: string): Promise<Session | null> {
  let find = planned.get(db);
  if (!find) {
    find = planOnce(db);
    planned.set(db, find);
  }
  const row = await find(hashToken(token));
  if (!row) return null;
  if (row.touch) {
    void db
      .update(accessTokens)
      .set({ last_used_at: new Date() })
      .where(eq(accessTokens.id, row.token_id))
      .catch(() => {});
  }
  return {
    tokenId: row.token_id,
    user: { id: row.id, name: row.name, email: row.email, owner: row.owner, scopes: row.scopes ?? [] },
  };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revoked_at)));
}

/** Expired tokens can never pass again; removing them keeps the table, and its index, small. */
export async function purgeExpiredTokens(db: Db, userId?: number): Promise<number> {
  const expired = lte(accessTokens.expires_at, sql`now()`);
  const rows = await db
    .delete(accessTokens)
    .where(userId === undefined ? expired : and(eq(accessTokens.user_id, userId), expired))
    .returning({ id: accessTokens.id });
  return rows.length;
}
