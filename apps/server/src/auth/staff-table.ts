import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns of `admin_users` that sign-in and sessions read, typed for drizzle. The table itself
 * is the `admin-users` resource's (built from its declaration, crud/tables.ts); this is a view of
 * it, not exported through db/schema.ts, so the migrations never see it.
 */
export const staff = pgTable('admin_users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  owner: boolean('owner').notNull(),
  active: boolean('active').notNull(),
  language: text('language').notNull().default('uk'),
  two_factor_enabled: boolean('two_factor_enabled').notNull().default(false),
  last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
  /** Set for a dealer's person (modules/dealers): its company, and `principal` or `manager`. */
  dealer_id: bigint('dealer_id', { mode: 'number' }),
  dealer_kind: text('dealer_kind').$type<'principal' | 'manager'>(),
  job_title: text('job_title'),
});
