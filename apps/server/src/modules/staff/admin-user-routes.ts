import { apiMessages, fieldErrors, type Invitation, setPasswordSchema, staffMessages } from '@kramar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { issueLink, linkHours } from '../../auth/links.ts';
import { hashPassword } from '../../auth/password.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { staff } from '../../auth/staff-table.ts';
import { revokeUserTokens } from '../../auth/tokens.ts';
import { writeAudit } from '../../crud/audit-log.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import type { Db } from '../../db/client.ts';
import { adminCredentials } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { mailMessages } from '../../mail/messages.ts';
import { refuseAccountBeyondOwn } from './beyond-own.ts';
import { accountDocs } from './docs.ts';
import { liveSessions } from './sessions.ts';

/** An invitation link is good for 72 hours and one use. */
export const invitationHours = linkHours.invitation;

const read = { access: { scope: 'admin.users.show' } };
const write = { access: { scope: 'admin.users.edit' } };
const doc = (summary: string) => ({ summary, tags: ['admin-users'] });

/**
 * The account a route acts on: 404 when it does not exist; a change (`write`) only within the
 * caller's own scopes, a look at an owner's only by an owner.
 */
async function targetOf(
  db: Db,
  request: FastifyRequest,
  write = true,
): Promise<{ id: number; name: string; email: string }> {
  const id = idOf(request);
  const [row] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email, owner: staff.owner })
    .from(staff)
    .where(eq(staff.id, id));
  if (!row) throw new AppError(404, apiMessages.notFound);
  const user = userOf(request);
  if (write) await refuseAccountBeyondOwn(db, user, row);
  else if (row.owner && !user.owner) throw new AppError(403, staffMessages.ownerProtected);
  return row;
}

/** What an administrator does to another account besides its record: password, link, sessions, 2FA. */
export async function adminUserRoutes(app: FastifyInstance, { db }: ResourceRoutesContext) {
  // the history says that it happened, never what the secret was
  const audit = (request: FastifyRequest, id: number, field: string, before: unknown, after: unknown) =>
    writeAudit(db, userOf(request), [
      { resource: 'admin-users', recordId: id, action: 'update', changes: { [field]: { before, after } } },
    ]);

  app.get(
    '/:id/sessions',
    { schema: doc('Сеанси користувача'), config: { ...read, docs: accountDocs.sessions } },
    async (request) => {
      const target = await targetOf(db, request, false);
      return { data: await liveSessions(db, target.id, request.server.sessionIdleSeconds, request.tokenId) };
    },
  );

  app.post(
    '/:id/sessions/revoke',
    { schema: doc('Завершити всі сеанси користувача'), config: { ...write, docs: accountDocs.revokeAll } },
    async (request) => {
      const target = await targetOf(db, request);
      return { data: { revoked: await revokeUserTokens(db, target.id) } };
    },
  );

  app.post(
    '/:id/password',
    { schema: doc('Встановити пароль (завершує сеанси)'), config: { ...write, docs: accountDocs.setPassword } },
    async (request, reply) => {
      const target = await targetOf(db, request);
      const parsed = setPasswordSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(fieldErrors(parsed.error));
      await refuseWeakPassword(parsed.data.password);
      const hash = await hashPassword(parsed.data.password);
      await db.transaction(async (tx) => {
        await tx
          .update(adminCredentials)
          .set({ password_hash: hash, password_changed_at: new Date() })
          .where(eq(adminCredentials.user_id, target.id));
        await revokeUserTokens(tx as unknown as Db, target.id);
      });
      await audit(request, target.id, 'password', '***', '***');
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/invitation',
    { schema: doc('Посилання-запрошення (72 год, одноразове)'), config: { ...write, docs: accountDocs.invitation } },
    async (request) => {
      const target = await targetOf(db, request);
      const link = await db.transaction(async (tx) => {
        const issued = await issueLink(tx as unknown as Db, target.id, 'invitation');
        // the link is shown to the administrator and sent to the account's address as well
        await request.server.mail.queue(
          tx as unknown as Db,
          mailMessages.invitation(
            target.email,
            target.name,
            request.server.mail.publicUrl + issued.path,
            invitationHours,
          ),
        );
        return issued;
      });
      await audit(request, target.id, 'invitation', null, link.expires.toISOString());
      const origin = `${request.protocol}://${request.host}`;
      const data: Invitation = { url: `${origin}${link.path}`, expires_at: link.expires.toISOString() };
      return { data };
    },
  );

  app.post(
    '/:id/two-factor/reset',
    { schema: doc('Скинути двоетапну перевірку'), config: { ...write, docs: accountDocs.resetTwoFactor } },
    async (request, reply) => {
      const target = await targetOf(db, request);
      await db.transaction(async (tx) => {
        await tx
          .update(adminCredentials)
          .set({ totp_secret: null, totp_pending: null, totp_last_step: null, recovery_codes: [] })
          .where(eq(adminCredentials.user_id, target.id));
        await tx.update(staff).set({ two_factor_enabled: false }).where(eq(staff.id, target.id));
      });
      await audit(request, target.id, 'two_factor_enabled', true, false);
      return reply.status(204).send();
    },
  );
}
