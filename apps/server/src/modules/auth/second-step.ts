import { randomBytes } from 'node:crypto';
import { staffMessages, type TwoFactorRequired, twoFactorStepSchema } from '@kramar/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spendSecondFactor } from '../../auth/second-factor.ts';
import { logSignIn, openSession } from '../../auth/sign-in.ts';
import { staff } from '../../auth/staff-table.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { twoFactorChallenges } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { tokenDoc } from './docs.ts';
import { countAttempt, forgetAttempt, limitKeys, tooSoon } from './limits.ts';

/** Five minutes to type a code after the password. */
export const challengeSeconds = 300;

/** The password was right and the account has a second factor: a short-lived challenge, no token yet. */
export async function openChallenge(db: Db, userId: number): Promise<TwoFactorRequired> {
  const challenge = randomBytes(32).toString('base64url');
  await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expires_at, sql`now()`));
  await db.insert(twoFactorChallenges).values({
    user_id: userId,
    token_hash: hashToken(challenge),
    expires_at: new Date(Date.now() + challengeSeconds * 1000),
  });
  return { two_factor_required: true, challenge, expires_in: challengeSeconds };
}

/** POST /api/auth/two-factor: the code completes the sign-in the challenge began. */
export async function secondStepRoutes(app: FastifyInstance, opts: { db: Db; tokenTtlSeconds: number }) {
  const { db, tokenTtlSeconds } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/two-factor',
    {
      schema: {
        summary: 'Вхід, другий крок: код застосунку або резервний код',
        tags: ['session'],
        body: twoFactorStepSchema,
      },
      config: { access: 'public', docs: { response: { 200: tokenDoc } } },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const [open] = await db
        .select({
          id: twoFactorChallenges.id,
          user: twoFactorChallenges.user_id,
          email: staff.email,
          active: staff.active,
        })
        .from(twoFactorChallenges)
        .innerJoin(staff, eq(staff.id, twoFactorChallenges.user_id))
        .where(
          and(eq(twoFactorChallenges.token_hash, hashToken(challenge)), gt(twoFactorChallenges.expires_at, sql`now()`)),
        );
      if (!open?.active) throw validationError({ challenge: [staffMessages.challengeExpired] });
      // codes share the password's budget: guessing six digits is no easier than a password
      const keys = limitKeys(open.email.toLowerCase(), request.ip);
      const wait = await countAttempt(db, keys);
      if (wait > 0) {
        logSignIn(request, 'code-rate-limited', { user: open.user });
        return tooSoon(reply, wait);
      }
      if (!(await spendSecondFactor(db, open.user, code))) {
        logSignIn(request, 'code-failed', { user: open.user });
        throw validationError({ code: [staffMessages.codeWrong] });
      }
      await forgetAttempt(db, keys);
      await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, open.id));
      return openSession(db, request, open.user, tokenTtlSeconds);
    },
  );
}
