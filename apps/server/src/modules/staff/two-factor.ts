import {
  passwordConfirmSchema,
  staffMessages,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
} from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spendSecondFactor } from '../../auth/second-factor.ts';
import { staff } from '../../auth/staff-table.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, verifyTotp } from '../../auth/totp.ts';
import { userOf } from '../../crud/route-params.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { adminCredentials } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { limitedGuess } from '../auth/limits.ts';
import { accountDocs } from './docs.ts';
import { confirmPassword } from './profile.ts';

const signedIn = { access: 'account' as const };
const doc = (summary: string) => ({ summary, tags: ['profile'] });
const issuer = 'Kramar';

async function credentials(db: Db, userId: number) {
  const [row] = await db.select().from(adminCredentials).where(eq(adminCredentials.user_id, userId));
  return row;
}

/** Enrolment: a key, confirmed by a code from the app, then ten recovery codes shown once. */
export async function twoFactorRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/two-factor',
    { schema: doc('Стан двоетапної перевірки'), config: { ...signedIn, docs: accountDocs.twoFactorStatus } },
    async (request) => {
      const user = userOf(request);
      const row = await credentials(db, user.id);
      const data: TwoFactorStatus = {
        enabled: Boolean(row?.totp_secret),
        recovery_codes_left: row?.recovery_codes.length ?? 0,
        required: Boolean(user.two_factor_setup_required) || (await roleRequires(db, user.id)),
      };
      return { data };
    },
  );

  api.post(
    '/user/two-factor/setup',
    {
      schema: { ...doc('Почати налаштування: ключ і QR-код (потрібен пароль)'), body: passwordConfirmSchema },
      config: { ...signedIn, docs: accountDocs.twoFactorSetup },
    },
    async (request, reply) => {
      const user = userOf(request);
      // a session alone, perhaps someone else's, must not bind a second factor to the account
      await confirmPassword(db, reply, request.body.password);
      if ((await credentials(db, user.id))?.totp_secret)
        throw validationError({ code: [staffMessages.twoFactorAlreadyOn] });
      const secret = newTotpSecret();
      await db.update(adminCredentials).set({ totp_pending: secret }).where(eq(adminCredentials.user_id, user.id));
      const url = otpauthUrl(secret, user.email, issuer);
      const data: TwoFactorSetup = {
        secret,
        otpauth_url: url,
        // loaded here, once someone sets a second factor up: not a part of every server's memory
        qr_svg: await (await import('qrcode')).default.toString(url, { type: 'svg', margin: 1 }),
      };
      return { data };
    },
  );

  api.post(
    '/user/two-factor/enable',
    {
      schema: { ...doc('Підтвердити кодом і ввімкнути'), body: twoFactorCodeSchema },
      config: { ...signedIn, docs: accountDocs.recoveryCodes },
    },
    async (request) => {
      const user = userOf(request);
      const row = await credentials(db, user.id);
      if (row?.totp_secret) throw validationError({ code: [staffMessages.twoFactorAlreadyOn] });
      if (!row?.totp_pending) throw validationError({ code: [staffMessages.twoFactorNotStarted] });
      const step = verifyTotp(row.totp_pending, request.body.code, null);
      if (step === null) throw validationError({ code: [staffMessages.codeWrong] });
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx
          .update(adminCredentials)
          .set({
            totp_secret: row.totp_pending,
            totp_pending: null,
            totp_last_step: step,
            recovery_codes: codes.map(hashRecoveryCode),
          })
          .where(eq(adminCredentials.user_id, user.id));
        await tx.update(staff).set({ two_factor_enabled: true }).where(eq(staff.id, user.id));
      });
      return { data: { recovery_codes: codes } };
    },
  );

  api.post(
    '/user/two-factor/disable',
    {
      schema: { ...doc('Вимкнути (потрібні пароль і код)'), body: twoFactorDisableSchema },
      config: { ...signedIn, docs: accountDocs.twoFactorChanged },
    },
    async (request, reply) => {
      const user = userOf(request);
      await confirmPassword(db, reply, request.body.password);
      // whoever turns the factor off shows they have it: a password alone is what it guards against
      const code = request.body.code;
      if (!(await limitedGuess(reply, db, user.email, () => spendSecondFactor(db, user.id, code)))) {
        throw validationError({ code: [staffMessages.codeWrong] });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(adminCredentials)
          .set({ totp_secret: null, totp_pending: null, totp_last_step: null, recovery_codes: [] })
          .where(eq(adminCredentials.user_id, user.id));
        await tx.update(staff).set({ two_factor_enabled: false }).where(eq(staff.id, user.id));
      });
      return reply.status(204).send();
    },
  );

  api.post(
    '/user/two-factor/recovery-codes',
    {
      schema: { ...doc('Нові резервні коди (старі перестають діяти)'), body: passwordConfirmSchema },
      config: { ...signedIn, docs: accountDocs.recoveryCodes },
    },
    async (request, reply) => {
      const user = userOf(request);
      await confirmPassword(db, reply, request.body.password);
      if (!(await credentials(db, user.id))?.totp_secret)
        throw validationError({ password: [staffMessages.twoFactorOff] });
      const codes = newRecoveryCodes();
      await db
        .update(adminCredentials)
        .set({ recovery_codes: codes.map(hashRecoveryCode) })
        .where(eq(adminCredentials.user_id, user.id));
      return { data: { recovery_codes: codes } };
    },
  );
}

async function roleRequires(db: Db, userId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from admin_users_roles l join roles r on r.id = l.target_id where l.owner_id = ${userId} and r.require_two_factor limit 1`,
  );
  return rows.length > 0;
}
