import { authMessages, forgotPasswordSchema } from '@kramar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueLink } from '../../auth/links.ts';
import { staff } from '../../auth/staff-table.ts';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../mail/messages.ts';
import type { Mail } from '../../mail/outbox.ts';
import { forgotPasswordDocs } from './docs.ts';
import { countEmailAttempt, countFormAttempt, tooSoon } from './limits.ts';

/** Requests for a reset link: per address (an office behind one NAT) and per e-mail (a flooded inbox). */
export const resetLimits = { perAddress: 10, perEmail: 3 } as const;

/** The letter with a one-hour link, when the address is an active account's; otherwise nothing at all. */
async function sendResetLink(db: Db, mail: Mail, email: string): Promise<void> {
  const [account] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(eq(sql`lower(${staff.email})`, email), eq(staff.active, true)));
  if (!account) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const link = await issueLink(tx, account.id, 'reset');
    await mail.queue(tx, mailMessages.passwordReset(account.email, account.name, mail.publicUrl + link.path));
  });
}

/**
 * POST /api/auth/forgot-password: staff and dealers alike. The answer is given before the address
 * is looked up, so it is the same, in the same time, whether an account has it or not; the link
 * is set like an invitation's (POST /api/auth/invitation), which ends the account's other sessions
 * and still asks a second factor's code.
 */
export async function forgotPasswordRoute(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/forgot-password',
    {
      schema: { summary: 'Забули пароль: посилання на e-mail (1 год)', tags: ['session'], body: forgotPasswordSchema },
      config: { access: 'public', docs: forgotPasswordDocs },
    },
    async (request, reply) => {
      const { email } = request.body;
      const wait = Math.max(
        await countFormAttempt(db, 'forgot-password', request.ip, resetLimits.perAddress),
        await countEmailAttempt(db, 'forgot-password', email, resetLimits.perEmail),
      );
      if (wait > 0) return tooSoon(reply, wait);
      sendResetLink(db, request.server.mail, email).catch((err: unknown) =>
        request.log.error({ err }, 'a password reset link was not written'),
      );
      return reply.status(202).send({ message: authMessages.resetSent });
    },
  );
}
