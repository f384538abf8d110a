import { z } from './zod.ts';

const required = (message: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === '' ? message : 'Має бути текстом.',
});

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
    email: z
      .string(required('Вкажіть e-mail.'))
      .trim()
      .min(1, 'Вкажіть e-mail.')
      .max(254, 'E-mail задовгий.')
      .pipe(z.email('Некоректний e-mail.'))
      .transform((v) => v.toLowerCase()),
    password: z.string(required('Вкажіть пароль.')).min(1, 'Вкажіть пароль.').max(200, 'Пароль задовгий.'),
  }),
);

export type LoginInput = z.input<typeof loginSchema>;
