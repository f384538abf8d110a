import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer of a create sent with an `Idempotency-Key` (crud/idempotency.ts), per caller,
 * route and key: written in the create's own transaction, so a commit whose answer was lost is
 * found by the retry. Rows live a day, then are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The signed-in account's id. */
    caller: text('caller').notNull(),
    /** Method and path: `POST /api/orders`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer, filled in before the claim commits (so nobody else ever reads it empty). */
    status: integer('status'),
    /** The answer's JSON exactly as first sent. */
    body: text('body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.route, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expires_at),
  ],
);
