import { setPasswordSchema } from '@kramar/contract';
import { z } from 'zod';

/** What /api/docs says of the account routes beyond the engine (contract: staff.ts). */
const id = z.number().int();
const done = z.null().describe('виконано');
const sessions = z.object({
  data: z.array(
    z.object({
      id,
      user_agent: z.string().nullable(),
      address: z.string().nullable(),
      created_at: z.iso.datetime(),
      last_used_at: z.iso.datetime().nullable(),
      expires_at: z.iso.datetime(),
      current: z.boolean().describe('сеанс, з яким прийшов цей запит'),
    }),
  ),
});
const revoked = z.object({ data: z.object({ revoked: z.number().int().min(0) }) });

export const accountDocs = {
  sessions: { response: { 200: sessions } },
  revokeAll: { noBody: true as const, response: { 200: revoked } },
  revokeOthers: { noBody: true as const, response: { 200: revoked } },
  endSession: { response: { 204: done } },
  setPassword: { body: setPasswordSchema, response: { 204: done.describe('пароль змінено, сеанси завершено') } },
  invitation: {
    noBody: true as const,
    response: {
      200: z.object({
        data: z.object({
          url: z.string().describe('/login?invite=…, показується один раз'),
          expires_at: z.iso.datetime(),
        }),
      }),
    },
  },
  resetTwoFactor: { noBody: true as const, response: { 204: done } },
  roleHolders: {
    response: {
      200: z.object({
        data: z.object({ count: z.number().int(), users: z.array(z.object({ id, name: z.string() })).max(50) }),
      }),
    },
  },
  profile: {
    response: {
      200: z.object({
        data: z
          .object({ id, name: z.string(), email: z.string(), owner: z.boolean(), scopes: z.array(z.string()) })
          .loose(),
      }),
    },
  },
  ownPassword: { response: { 204: done.describe('пароль змінено, інші сеанси завершено') } },
  twoFactorStatus: {
    response: {
      200: z.object({
        data: z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int(), required: z.boolean() }),
      }),
    },
  },
  twoFactorSetup: {
    response: {
      200: z.object({
        data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string().describe('QR-код, SVG') }),
      }),
    },
  },
  recoveryCodes: { response: { 200: z.object({ data: z.object({ recovery_codes: z.array(z.string()) }) }) } },
  twoFactorChanged: { response: { 204: done } },
};
