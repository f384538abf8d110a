import { acceptInvitationSchema, staffMessages } from '@kramar/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword } from '../../auth/password.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { dealerRefusal, logSignIn, openSession } from '../../auth/sign-in.ts';
import { staff } from '../../auth/staff-table.ts';
import { hashToken, revokeUserTokens } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { adminCredentials, adminInvitations } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { invitationDocs, signInDocs } from './docs.ts';
import { openChallenge } from './second-step.ts';

const valid = (token: string) =>
  and(
    eq(adminInvitations.token_hash, hashToken(token)),
    isNull(adminInvitations.used_at),
    gt(adminInvitations.expires_at, sql`now()`),
  );

/**
 * GET and POST /api/auth/invitation: whose link it is (an invitation or a password reset), and
 * setting the password (which signs them in, or asks for their second factor's code when they have one).
 */
export async function invitationRoutes(app: FastifyInstance, opts: { db: Db; tokenTtlSeconds: number }) {
  const { db, tokenTtlSeconds } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/auth/invitation',
    {
      schema: { summary: 'Запрошення: кого запрошено', tags: ['session'] },
      config: { access: 'public', docs: invitationDocs },
    },
    async (request) => {
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string' || token.length > 100) throw new AppError(404, staffMessages.invitationInvalid);
      const [row] = await db
        .select({
          name: staff.name,
          email: staff.email,
          expires_at: adminInvitations.expires_at,
          purpose: adminInvitations.purpose,
        })
        .from(adminInvitations)
        .innerJoin(staff, eq(staff.id, adminInvitations.user_id))
        .where(and(valid(token), eq(staff.active, true)));
      if (!row) throw new AppError(404, staffMessages.invitationInvalid);
      return {
        data: { name: row.name, email: row.email, expires_at: row.expires_at.toISOString(), purpose: row.purpose },
      };
    },
  );
  api.post(
    '/auth/invitation',
    {
      schema: { summary: 'Запрошення: встановити пароль і увійти', tags: ['session'], body: acceptInvitationSchema },
      config: { access: 'public', docs: signInDocs },
    },
    async (request) => {
      const { token, password } = request.body;
      await refuseWeakPassword(password);
      const hash = await hashPassword(password);
      const account = await db.transaction(async (tx) => {
        // used in the same statement that finds it: one link, one password, even when sent twice at once
        const [used] = await tx
          .update(adminInvitations)
          .set({ used_at: new Date() })
          .where(valid(token))
          .returning({ user: adminInvitations.user_id });
        if (!used) return null;
        const [active] = await tx
          .select({
            id: staff.id,
            twoFactor: staff.two_factor_enabled,
            dealerStatus: sql<string | null>`(select d.status from dealers d where d.id = ${staff.dealer_id})`,
            dealerReason: sql<string | null>`(select d.decision_reason from dealers d where d.id = ${staff.dealer_id})`,
          })
          .from(staff)
          .where(and(eq(staff.id, used.user), eq(staff.active, true)));
        if (!active) return null;
        await tx
          .update(adminCredentials)
          .set({ password_hash: hash, password_changed_at: new Date() })
          .where(eq(adminCredentials.user_id, used.user));
        // a new password ends every session the old one opened, as it does everywhere else
        await revokeUserTokens(tx, used.user);
        return active;
      });
      if (account === null) throw new AppError(404, staffMessages.invitationInvalid);
      // the password is set; a dealer whose company may not sign in hears why, as at sign-in
      const refusal = dealerRefusal(account);
      if (refusal) throw new AppError(403, refusal);
      // the link stands in for the password only: a second factor is still asked for, by sign-in's own step
      if (account.twoFactor) {
        logSignIn(request, 'code-requested', { user: account.id });
        return openChallenge(db, account.id);
      }
      return openSession(db, request, account.id, tokenTtlSeconds);
    },
  );
}
