import { z } from 'zod';

/** What /api/docs says the sign-in routes answer (contract: api.ts AuthResponse, CurrentUser). */
export const tokenDoc = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('секунд'),
});

const challengeDoc = z
  .object({ two_factor_required: z.literal(true), challenge: z.string(), expires_in: z.number().int() })
  .describe('потрібен код: POST /api/auth/two-factor з challenge і кодом');

/** Sign-in and an accepted invitation: a token, or the second step's challenge. */
export const signInDocs = { response: { 200: z.union([tokenDoc, challengeDoc]) } };

export const currentUserDoc = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    owner: z.boolean(),
    scopes: z.array(z.string()),
    two_factor_setup_required: z.boolean().optional().describe('роль вимагає другого фактора, а його ще не ввімкнено'),
    language: z.enum(['uk', 'en']).optional(),
  }),
});

export const invitationDocs = {
  querystring: z.object({ token: z.string().max(100) }),
  response: {
    200: z.object({
      data: z.object({
        name: z.string(),
        email: z.string(),
        expires_at: z.iso.datetime(),
        purpose: z.enum(['invitation', 'reset']).describe('запрошення нового облікового запису чи відновлення пароля'),
      }),
    }),
  },
};

export const logoutDocs = { noBody: true as const, response: { 204: z.null().describe('токен відкликано') } };

export const forgotPasswordDocs = {
  response: {
    202: z.object({ message: z.string() }).describe('та сама відповідь, чи є така адреса, чи ні'),
    429: z.object({ message: z.string() }).describe('забагато запитів з адреси або на цей e-mail'),
  },
};
