import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to go out, and what went (src/mail). A message is written in the transaction of
 * what it tells of (a decision, an invitation, a reset link), so it exists exactly when that
 * happened; the job runner sends it, trying again later while the mail server is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the message is about (`dealer-approved`, `invitation` …): for the log and the tests. */
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /** `smtp`, or `console` when no SMTP_URL is set (printed to the console, kept here). */
    sent_via: text('sent_via'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.id).where(sql`${t.sent_at} is null`)],
);
