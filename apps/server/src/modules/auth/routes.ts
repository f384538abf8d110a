import type { CurrentUser } from '@kramar/contract';
import { apiMessages, loginSchema } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import { accountByEmail, dealerRefusal, logSignIn, openSession } from '../../auth/sign-in.ts';
import { purgeExpiredTokens, revokeToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { currentUserDoc, logoutDocs, signInDocs } from './docs.ts';
import { forgotPasswordRoute } from './forgot-password.ts';
import { invitationRoutes } from './invitation.ts';
import { countAttempt, forgetAttempt, limitKeys, purgeStaleAttempts, tooSoon } from './limits.ts';
import { openChallenge, secondStepRoutes } from './second-step.ts';

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
      config: { access: 'public', docs: signInDocs },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const keys = limitKeys(email, request.ip);
      const wait = await countAttempt(db, keys);
      if (wait > 0) {
        logSignIn(request, 'rate-limited', { email });
        return tooSoon(reply, wait);
      }
      const user = await accountByEmail(db, email);
      const valid = await verifyPassword(password, user?.hash ?? dummyHash);
      if (!user || !valid || !user.active) {
        logSignIn(request, user && valid ? 'inactive' : 'failed', { email });
        throw validationError({ email: [apiMessages.invalidCredentials] });
      }
      await forgetAttempt(db, keys);
      const refusal = dealerRefusal(user);
      if (refusal) {
        logSignIn(request, 'dealer-not-approved', { user: user.id });
        throw new AppError(403, refusal);
      }
      if (user.twoFactor) {
        logSignIn(request, 'code-requested', { user: user.id });
        return openChallenge(db, user.id);
      }
      return openSession(db, request, user.id, tokenTtlSeconds);
    },
  );

  await secondStepRoutes(api, { db, tokenTtlSeconds });
  await invitationRoutes(api, { db, tokenTtlSeconds });
  await forgotPasswordRoute(api, { db });

  app.get(
    '/user',
    {
      schema: { summary: 'Поточний користувач', tags: ['session'] },
      config: { access: 'account', docs: { response: { 200: currentUserDoc } } },
    },
    async (request) => {
      return { data: request.user as CurrentUser };
    },
  );

  app.post(
    '/logout',
    {
      schema: { summary: 'Вихід: відкликає токен', tags: ['session'] },
      config: { access: 'account', docs: logoutDocs },
    },
    async (request, reply) => {
      if (request.tokenId !== null) await revokeToken(db, request.tokenId);
      return reply.status(204).send();
    },
  );
}
