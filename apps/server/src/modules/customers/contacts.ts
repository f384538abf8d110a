import { fieldMessages, localText } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { SaveContext } from '../../crud/hooks.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { customerMessages as m } from './messages.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** Whether another customer holds this e-mail, as the main one or an extra (case aside). */
export async function emailTaken(tx: Db, email: string, excludeId: number | null): Promise<boolean> {
  const lower = email.toLowerCase();
  const other = excludeId === null ? sql`true` : sql`id <> ${excludeId}`;
  const rows = await queryRows<{ id: unknown }>(
    tx,
    sql`select id from customers where ${other} and (lower(email) = ${lower}
          or exists (select 1 from jsonb_array_elements_text(extra_emails) e where lower(e) = ${lower})) limit 1`,
  );
  return rows.length > 0;
}

/**
 * A customer's phones and e-mails (issue 13): extra phones in the +380 format like the main one,
 * extra e-mails valid, none repeating the main one, and every e-mail (main or extra) belonging to
 * no other customer — the engine's unique index sees only the main column.
 */
export async function checkContacts({ resource, values, before, tx, mode }: SaveContext): Promise<void> {
  // the main phone's declared format, for the extra ones too
  const format = resource.fields.phone?.kind === 'text' ? resource.fields.phone.pattern : undefined;
  const phonePattern = new RegExp(format?.source ?? '^\\+380\\d{9}$');
  const phoneMessage = format ? localText(format.message) : fieldMessages.text;
  const pick = (name: string) => (name in values ? values[name] : before?.[name]);
  const errors: Record<string, string[]> = {};
  const mainPhone = pick('phone');
  listOf(values.extra_phones).forEach((phone, i) => {
    if (!phonePattern.test(phone)) errors[`extra_phones.${i}`] = [phoneMessage];
    else if (phone === mainPhone) errors[`extra_phones.${i}`] = [m.phoneRepeated];
  });
  const mainEmail = typeof pick('email') === 'string' ? String(pick('email')).toLowerCase() : null;
  const extras = listOf(values.extra_emails).map((e) => e.toLowerCase());
  if ('extra_emails' in values) values.extra_emails = extras;
  extras.forEach((email, i) => {
    if (!emailPattern.test(email)) errors[`extra_emails.${i}`] = [fieldMessages.email];
    else if (email.toLowerCase() === mainEmail) errors[`extra_emails.${i}`] = [m.emailRepeated];
  });
  const id = mode === 'update' && before ? before.id : null;
  if (typeof values.email === 'string' && (await emailTaken(tx, values.email, id))) {
    errors.email = [m.emailTaken];
  }
  for (const [i, email] of extras.entries()) {
    if (!errors[`extra_emails.${i}`] && (await emailTaken(tx, email, id))) errors[`extra_emails.${i}`] = [m.emailTaken];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}
