import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { CurrentUser } from '@kramar/contract';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens } from '../db/schema.ts';
import { sharedReads } from './shared-read.ts';
import { staff } from './staff-table.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Where a sign-in came from, kept for the sessions list (trimmed: a header is the caller's text). */
export interface SessionOrigin {
  userAgent?: string | undefined;
  address?: string | undefined;
}

export async function issueToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
    user_agent: origin.userAgent?.slice(0, 300) ?? null,
    address: origin.address?.slice(0, 64) ?? null,
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
/** Default idle timeout: a session unused for 8 hours ends. */
export const defaultIdleSeconds = 8 * 3600;

function sessionQuery(db: Db, idleSeconds: number) {
  return (
    db
      .select({
        token_id: sql<number>`${accessTokens.id}`.mapWith(Number).as('token_id'),
        // `last_used_at` is written at most once a minute so reads stay reads
        touch: sql<boolean>`(${accessTokens.last_used_at} is null
          or ${accessTokens.last_used_at} < now() - interval '1 minute')`.as('touch'),
        id: sql<number>`${staff.id}`.mapWith(Number).as('id'),
        name: sql<string>`${staff.name}`.as('name'),
        email: sql<string>`${staff.email}`.as('email'),
        owner: sql<boolean>`${staff.owner}`.as('owner'),
        // a dealer's person holds no role: its kind gives its scopes (the table's CHECK and trigger)
        scopes: sql<string[]>`case ${staff.dealer_kind}
          when 'principal' then array['dealer.dashboard', 'dealer.manager_user']
          when 'manager' then array['dealer.dashboard']
          else array(
            select distinct s.scope from admin_users_roles l join roles r on r.id = l.target_id,
              jsonb_array_elements_text(r.permissions) s(scope)
            where l.owner_id = ${staff.id}) end`.as('scopes'),
        dealer_id: sql<number | null>`${staff.dealer_id}`.as('dealer_id'),
        // the principal acts for every workspace of its company, a manager for those it is given
        dealer_workspaces: sql<string[] | null>`case when ${staff.dealer_id} is not null then array(
          select w.id from dealer_workspaces w where w.dealer_id = ${staff.dealer_id} and (${staff.dealer_kind} = 'principal'
            or exists (select 1 from dealer_manager_workspaces l where l.account_id = ${staff.id} and l.workspace_id = w.id))
          order by w.id) end`.as('dealer_workspaces'),
        dealer_kind: sql<string | null>`${staff.dealer_kind}`.as('dealer_kind'),
        dealer_name: sql<string | null>`(select d.legal_name from dealers d where d.id = ${staff.dealer_id})`.as(
          'dealer_name',
        ),
        // a role asks for a second factor the user has not enrolled yet
        enrol: sql<boolean>`(not ${staff.two_factor_enabled} and exists(
          select 1 from admin_users_roles l join roles r on r.id = l.target_id
          where l.owner_id = ${staff.id} and r.require_two_factor))`.as('enrol'),
        language: sql<string>`${staff.language}`.as('language'),
      })
      .from(accessTokens)
      // no bound values but the hash: PREPARE below knows it as $1
      // a dealer's person signs in only while its company is approved: blocking bites at once
      .innerJoin(
        staff,
        and(
          eq(staff.id, accessTokens.user_id),
          sql`${staff.active}`,
          sql`(${staff.dealer_id} is null or exists (
            select 1 from dealers d where d.id = ${staff.dealer_id} and d.status = 'approved'))`,
        ),
      )
      .where(
        and(
          eq(accessTokens.token_hash, sql.placeholder('hash')),
          isNull(accessTokens.revoked_at),
          gt(accessTokens.expires_at, sql`now()`),
          // a whole number of our own config, written into the statement so it stays one parameter
          sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at}) > now() - ${sql.raw(`interval '${Math.floor(idleSeconds)} seconds'`)}`,
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
  enrol: boolean;
  language: string;
  dealer_id: number | string | null;
  dealer_kind: string | null;
  dealer_name: string | null;
  dealer_workspaces: (number | string)[] | null;
}

type FindRow = (hash: string) => Promise<SessionRow | undefined>;

function planOnce(db: Db, idleSeconds: number): FindRow {
  const client = (db as { $client?: unknown }).$client;
  const statementName = `kramar_find_session_${Math.floor(idleSeconds)}`;
  if (client instanceof PGlite) {
    const query = sessionQuery(db, idleSeconds).toSQL();
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
  const prepared = sessionQuery(db, idleSeconds).prepare(statementName);
  return async (hash) => (await prepared.execute({ hash }))[0];
}

const planned = new WeakMap<Db, Map<number, FindRow>>();

export async function findSession(db: Db, token: string, idleSeconds = defaultIdleSeconds): Promise<Session | null> {
  return findSessionByHash(db, hashToken(token), idleSeconds);
}

/**
 * The session whose token hashes to `hash`, checked as a bearer token is: a link signed for one
 * session (an export's download) stands or falls with it.
 */
export async function findSessionByHash(
  db: Db,
  hash: string,
  idleSeconds = defaultIdleSeconds,
): Promise<Session | null> {
  let byIdle = planned.get(db);
  if (!byIdle) {
    byIdle = new Map();
    planned.set(db, byIdle);
  }
  let find = byIdle.get(idleSeconds);
  if (!find) {
    const read = planOnce(db, idleSeconds);
    find = sharedReads(async (key) => {
      const found = await read(key);
      // once per read, however many requests it answers
      if (found?.touch) {
        void db
          .update(accessTokens)
          .set({ last_used_at: new Date() })
          .where(eq(accessTokens.id, found.token_id))
          .catch(() => {});
      }
      return found;
    });
    byIdle.set(idleSeconds, find);
  }
  const row = await find(hash);
  if (!row) return null;
  return {
    tokenId: row.token_id,
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      owner: row.owner,
      // a row answers every request that shared its read: each gets arrays of its own
      scopes: [...(row.scopes ?? [])],
      two_factor_setup_required: row.enrol,
      language: row.language === 'en' ? 'en' : 'uk',
      ...(row.dealer_id === null
        ? {}
        : {
            dealer: {
              id: Number(row.dealer_id),
              name: row.dealer_name ?? '',
              principal: row.dealer_kind === 'principal',
              workspaces: (row.dealer_workspaces ?? []).map(Number),
            },
          }),
    },
  };
}

/** Ends every session of a user (deactivation, a new password), or all but `keep`; returns how many. */
export async function revokeUserTokens(db: Db, userId: number, keep?: number | null): Promise<number> {
  const rows = await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        keep ? sql`${accessTokens.id} <> ${keep}` : undefined,
      ),
    )
    .returning({ id: accessTokens.id });
  return rows.length;
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
