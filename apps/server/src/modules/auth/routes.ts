import type { AuthResponse, CurrentUser } from '@kramar/contract';
import { apiMessages, loginSchema } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import { issueToken, purgeExpiredTokens, revokeToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { countAttempt, forgetAttempt, limitKeys, purgeStaleAttempts } from './limits.ts';

/** How often expired tokens and spent sign-in counters are swept away, on every instance. */
export const purgeIntervalMs = 10 * 60 * 1000;

export async function authRoutes(app: FastifyInstance, opts: { db: Db; tokenTtlSeconds: number }): Promise<void> {
  const { db, tokenTtlSeconds } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // unref'd: a pending sweep never keeps the process alive; cleared when the app closes
  const purge = setInterval(() => {
    Promise.all([purgeExpiredTokens(db), purgeStaleAttempts(db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'expired tokens could not be purged'),
    );
  }, purgeIntervalMs);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  api.post(
    '/auth',
    {
      schema: { summary: 'Вхід: видає токен доступу', tags: ['session'], body: loginSchema },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const keys = limitKeys(email, request.ip);
      const wait = await countAttempt(db, keys);
      if (wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ message: wait > 60 ? apiMessages.tooManyAttemptsLater : apiMessages.tooManyAttempts });
      }
      const [user] = await db
        .select({ id: adminUsers.id, hash: adminUsers.password_hash, active: adminUsers.active })
        .from(adminUsers)
        .where(eq(sql`lower(${adminUsers.email})`, email));
      const valid = await verifyPassword(password, user?.hash ?? dummyHash);
      if (!user || !valid || !user.active) throw validationError({ email: [apiMessages.invalidCredentials] });
      await forgetAttempt(db, keys);
      await purgeExpiredTokens(db, user.id);
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
