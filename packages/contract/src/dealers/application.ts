import { fieldMessages } from '../field-messages.ts';
import { newPassword } from '../staff.ts';
import { z } from '../zod.ts';

/**
 * The principal's part of the public application (POST /api/dealers-users/register): who signs in
 * for the company. The company's part is the `dealers-users` form's own fields, checked by its
 * declaration; `website` is the hidden honeypot a person never fills.
 */
export const applicationPrincipalSchema = z.object({
  principal_name: z.string().trim().min(1, fieldMessages.required).max(150),
  principal_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email(fieldMessages.email))
    .transform((v) => v.toLowerCase()),
  password: newPassword,
  website: z.string().max(200).optional(),
});

/** The fields of the application that are the principal's, not the company's. */
export const applicationPrincipalFields = ['principal_name', 'principal_email', 'password', 'website'] as const;
