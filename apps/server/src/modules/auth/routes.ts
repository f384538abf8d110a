import type { AuthResponse, CurrentUser } from '@kramar/contract';
import { apiMessages, loginSchema } from '@kramar/contract';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import { issueToken, revokeToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers, authFailures } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';

/** SPEC: more than 5 failed tries a minute for one e-mail or one address is refused. */
export const maxFailuresPerMinute = 5;

async function recentFailures(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ key: authFailures.key, n: count() })
    .from(authFailures)
    .where(and(inArray(authFailures.key, keys), gt(authFailures.created_at, sql`now() - interval '1 minute'`)))
    .groupBy(authFailures.key);
  return Math.max(0, ...rows.map((r) => r.n));
}

async function recordFailure(db: Db, keys: string[]): Promise<void> {
  await db.insert(authFailures).values(keys.map((key) => ({ key })));
  // keep the table small; an hour of history is plenty for a one-minute window
  await db.delete(authFailures).where(lt(authFailures.created_at, sql`now() - interval '1 hour'`));
}

export async function authRoutes(app: FastifyInstance, opts: { db: Db; tokenTtlSeconds: number }): Promise<void> {
  const { db, tokenTtlSeconds } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth',
    {
      schema: { summary: 'Вхід: видає токен доступу', tags: ['session'], body: loginSchema },
      config: { access: 'public' },
    },
    async (request) => {
      const { email, password } = request.body;
      const keys = [`email:${email}`, `ip:${request.ip}`];
      if ((await recentFailures(db, keys)) >= maxFailuresPerMinute) {
        throw new AppError(429, apiMessages.tooManyAttempts);
      }
      const [user] = await db
        .select({ id: adminUsers.id, hash: adminUsers.password_hash, active: adminUsers.active })
        .from(adminUsers)
        .where(eq(sql`lower(${adminUsers.email})`, email));
      const valid = await verifyPassword(password, user?.hash ?? dummyHash);
      if (!user || !valid || !user.active) {
        await recordFailure(db, keys);
        throw validationError({ email: [apiMessages.invalidCredentials] });
      }
      await db.delete(authFailures).where(eq(authFailures.key, `email:${email}`));
      const body: AuthResponse = {
        access_token: await issueToken(db, user.id, tokenTtlSeconds),
        token_type: 'Bearer',
        expires_in: tokenTtlSeconds,
      };
      return body;
    },
  );

  app.get(
    '/user',
    { schema: { summary: 'Поточний користувач', tags: ['session'] }, config: { access: 'user' } },
    async (request) => {
      return { data: request.user as CurrentUser };
    },
  );

  app.post(
    '/logout',
    { schema: { summary: 'Вихід: відкликає токен', tags: ['session'] }, config: { access: 'user' } },
    async (request, reply) => {
      if (request.tokenId !== null) await revokeToken(db, request.tokenId);
      return reply.status(204).send();
    },
  );
}
