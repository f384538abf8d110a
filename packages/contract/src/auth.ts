import { fieldMessages } from './field-messages.ts';
import { defineMessages } from './messages.ts';
import { z } from './zod.ts';

export const authMessages = defineMessages(
  {
    emailRequired: 'Вкажіть e-mail.',
    emailTooLong: 'E-mail задовгий.',
    passwordRequired: 'Вкажіть пароль.',
    passwordTooLong: 'Пароль задовгий.',
    resetSent:
      'Якщо така адреса є, ми надіслали на неї посилання для зміни пароля. Воно діє 1 годину. Не бачите листа — перевірте «Спам».',
  },
  {
    emailRequired: 'Enter your e-mail.',
    emailTooLong: 'The e-mail is too long.',
    passwordRequired: 'Enter your password.',
    passwordTooLong: 'The password is too long.',
    resetSent:
      'If there is such an address, we have sent it a link to change the password. It works for 1 hour. No letter? Check the spam folder.',
  },
);

const required = (message: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === '' ? message : fieldMessages.text,
});

const emailField = z
  .string(required(authMessages.emailRequired))
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailTooLong)
  .pipe(z.email(fieldMessages.email))
  .transform((v) => v.toLowerCase());

/** POST /api/auth/forgot-password: where to send a link to set a new password. */
export const forgotPasswordSchema = z.strictObject({ email: emailField });

/** POST /api/auth. `login` is accepted as another name for `email`. */
export const loginSchema = z.preprocess(
  (input) => {
    if (input && typeof input === 'object' && !('email' in input) && 'login' in input) {
      const { login, ...rest } = input as Record<string, unknown>;
      return { ...rest, email: login };
    }
    return input;
  },
  z.object({
    email: emailField,
    password: z
      .string(required(authMessages.passwordRequired))
      .min(1, authMessages.passwordRequired)
      .max(200, authMessages.passwordTooLong),
  }),
);

export type LoginInput = z.input<typeof loginSchema>;
