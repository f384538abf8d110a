import { changePasswordSchema, profileSchema, staffMessages } from '@kramar/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { staff } from '../../auth/staff-table.ts';
import { revokeToken, revokeUserTokens } from '../../auth/tokens.ts';
import { parseId } from '../../crud/engine.ts';
import { userOf } from '../../crud/route-params.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, adminCredentials } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { limitedGuess } from '../auth/limits.ts';
import { accountDocs } from './docs.ts';
import { liveSessions } from './sessions.ts';
import { twoFactorRoutes } from './two-factor.ts';

const signedIn = { access: 'account' as const };
const doc = (summary: string) => ({ summary, tags: ['profile'] });

/**
 * The current password, asked again before anything that changes how one signs in; guessed no
 * faster than at sign-in.
 */
export async function confirmPassword(db: Db, reply: FastifyReply, password: string, field = 'password') {
  const user = userOf(reply.request);
  const right = await limitedGuess(reply, db, user.email, async () => {
    const [row] = await db
      .select({ hash: adminCredentials.password_hash })
      .from(adminCredentials)
      .where(eq(adminCredentials.user_id, user.id));
    return Boolean(row?.hash) && (await verifyPassword(password, row?.hash ?? ''));
  });
  if (!right) throw validationError({ [field]: [staffMessages.currentPasswordWrong] });
}

/** The profile under the user menu: name, language, password, sessions, two-factor sign-in. */
export async function profileRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/user/profile',
    {
      schema: { ...doc('Змінити своє ім’я та мову'), body: profileSchema },
      config: { ...signedIn, docs: accountDocs.profile },
    },
    async (request) => {
      const user = userOf(request);
      await db.update(staff).set(request.body).where(eq(staff.id, user.id));
      return { data: { ...user, ...request.body } };
    },
  );

  api.post(
    '/user/password',
    {
      schema: { ...doc('Змінити свій пароль (інші сеанси завершуються)'), body: changePasswordSchema },
      config: { ...signedIn, docs: accountDocs.ownPassword },
    },
    async (request, reply) => {
      const user = userOf(request);
      await confirmPassword(db, reply, request.body.current_password, 'current_password');
      await refuseWeakPassword(request.body.password);
      const hash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        await tx
          .update(adminCredentials)
          .set({ password_hash: hash, password_changed_at: new Date() })
          .where(eq(adminCredentials.user_id, user.id));
        await revokeUserTokens(tx as unknown as Db, user.id, request.tokenId);
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/sessions',
    { schema: doc('Мої сеанси'), config: { ...signedIn, docs: accountDocs.sessions } },
    async (request) => ({
      data: await liveSessions(db, userOf(request).id, request.server.sessionIdleSeconds, request.tokenId),
    }),
  );

  app.delete(
    '/user/sessions/:id',
    { schema: doc('Завершити мій сеанс'), config: { ...signedIn, docs: accountDocs.endSession } },
    async (request, reply) => {
      const id = parseId((request.params as { id?: unknown }).id);
      const [row] = id
        ? await db
            .select({ id: accessTokens.id })
            .from(accessTokens)
            .where(and(eq(accessTokens.id, id), eq(accessTokens.user_id, userOf(request).id)))
        : [];
      if (!row) throw new AppError(404, staffMessages.sessionNotFound);
      await revokeToken(db, row.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/user/sessions/revoke-others',
    { schema: doc('Завершити інші мої сеанси'), config: { ...signedIn, docs: accountDocs.revokeOthers } },
    async (request) => ({
      data: { revoked: await revokeUserTokens(db, userOf(request).id, request.tokenId) },
    }),
  );

  await twoFactorRoutes(app, { db });
}
