import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Staff accounts and roles are resources (packages/contract/src/resources/admin-users.ts,
// roles.ts): their tables are built from the declarations, so the tables here point at them
// through a stand-in, unexported so the migration sees it only as a foreign-key target.
const adminUsersRef = pgTable('admin_users', { id: bigint('id', { mode: 'number' }).primaryKey() });

const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => adminUsersRef.id, { onDelete: 'cascade' });

/**
 * A staff member's secrets, apart from the record any administrator may read: the password hash
 * (null until an invitation is accepted), the TOTP key and the hashes of unused recovery codes.
 */
export const adminCredentials = pgTable('admin_credentials', {
  user_id: userId().primaryKey(),
  password_hash: text('password_hash'),
  /** base32 TOTP key, set once enrolment is confirmed; `totp_pending` holds it until then. */
  totp_secret: text('totp_secret'),
  totp_pending: text('totp_pending'),
  /** The last time step a code was accepted for: a code is never accepted twice. */
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 hex of each recovery code not yet used. */
  recovery_codes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
});

/** A one-use link that lets a person set their password: an invitation (72 hours) or a reset (1 hour). */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** `invitation` (a new account's first password, 72 h) or `reset` (a forgotten one, 1 h). */
    purpose: text('purpose').$type<'invitation' | 'reset'>().notNull().default('invitation'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_invitations_token_unique').on(t.token_hash),
    index('admin_invitations_user_idx').on(t.user_id),
  ],
);

/** The second step of a sign-in with 2FA: the password was right, a code is still owed. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_challenges_token_unique').on(t.token_hash)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    /** SHA-256 of the bearer token, hex: the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Where the session was opened (the sessions list): the browser's User-Agent and the address. */
    user_agent: text('user_agent'),
    address: text('address'),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

/**
 * Sign-in attempts counted per key (an address, an account, an account from one address) in a
 * fixed window of `window_seconds`. One upsert increments and answers, so parallel tries are
 * counted one by one (modules/auth/limits.ts); kept in the database so every instance sees them.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  window_seconds: integer('window_seconds').notNull(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  /** The attempt before the latest one: how long ago an address last tried an account. */
  previous_at: timestamp('previous_at', { withTimezone: true }),
  last_at: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who changed which record of a resource, and how (GET /api/audit). The user's id and name are
 * copied rather than referenced, so the history outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resource: text('resource').notNull(),
    record_id: bigint('record_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    user_id: bigint('user_id', { mode: 'number' }),
    user_name: text('user_name'),
    changes: jsonb('changes').notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record_idx').on(t.resource, t.record_id, t.id.desc())],
);

/**
 * A list's filters, sort and columns kept under a name (issue 12 point 15): a user's own, or
 * shared by an owner with everyone. `query` is the list's address query without its page.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: userId(),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    columns: jsonb('columns').$type<string[]>(),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // a user's views of one list have distinct names, whatever their case
    uniqueIndex('saved_views_name_unique').on(t.user_id, t.resource, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.resource).where(sql`${t.shared}`),
  ],
);

// Resource tables are built from the declarations (crud/tables.ts), so the tables below name
// the two they point at through stand-ins, kept unexported so the migration sees them only as
// foreign-key targets.
const categoriesRef = pgTable('categories', { id: bigint('id', { mode: 'number' }).primaryKey() });
const attributeValuesRef = pgTable('attributes_values', { id: bigint('id', { mode: 'number' }).primaryKey() });

/**
 * The templates of a category's filter pages (`/phones/color-black`): H1, meta title and meta
 * description with `{category}`, `{attribute}` and `{value}` filled in per page. One row per
 * category that has any; a category without a row has empty templates.
 */
export const categoryFilterSeo = pgTable('category_filter_seo', {
  category_id: bigint('category_id', { mode: 'number' })
    .primaryKey()
    .references(() => categoriesRef.id, { onDelete: 'cascade' }),
  h1: text('h1').notNull().default(''),
  meta_title: text('meta_title').notNull().default(''),
  meta_description: text('meta_description').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * A category's own texts for the filter page of one attribute value, in place of its templates;
 * an empty text falls back to the template. Goes with the value when it is deleted; a merge of
 * values moves it (modules/catalog/attribute-values.ts).
 */
export const categoryFilterSeoValues = pgTable(
  'category_filter_seo_values',
  {
    category_id: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categoriesRef.id, { onDelete: 'cascade' }),
    value_id: bigint('value_id', { mode: 'number' })
      .notNull()
      .references(() => attributeValuesRef.id, { onDelete: 'cascade' }),
    h1: text('h1').notNull().default(''),
    meta_title: text('meta_title').notNull().default(''),
    meta_description: text('meta_description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.category_id, t.value_id] }),
    index('category_filter_seo_values_value_idx').on(t.value_id),
  ],
);

/**
 * Long work (imports, exports, migrations) run by the in-process job runner (src/jobs): queued
 * until a runner claims it (`for update skip locked`), then running with a heartbeat, so a job
 * left running by a dead process is queued again when a runner starts. `errors` keeps the first
 * per-row errors only; `error_count` counts them all.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    user_id: bigint('user_id', { mode: 'number' }).references(() => adminUsersRef.id, { onDelete: 'set null' }),
    params: jsonb('params').notNull().default({}),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    errors: jsonb('errors').notNull().default([]),
    error_count: integer('error_count').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true, mode: 'string' }),
    /** The process that claimed it last (`host/pid`): which instance to look at when it stalls. */
    runner: text('runner'),
    /** A job asked to be tried again later (a mail server down): not claimed before this. */
    run_after: timestamp('run_after', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('jobs_user_idx').on(t.user_id, t.id.desc()),
    // the runner's claim and the restart sweep look only at unfinished jobs
    index('jobs_pending_idx').on(t.status, t.id).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * How many write statements each table has committed, per database session (`backend`: its pid).
 * A statement trigger on every resource table adds one (crud/table-writes.ts); a session never
 * runs two transactions at once, so writers never wait on each other here. The sum for a table,
 * read in the same statement as its rows, tells whether anything changed since: what the far pages'
 * marks (crud/page-marks.ts) rest on, exact across server instances.
 */
export const tableWrites = pgTable(
  'table_writes',
  {
    table_name: text('table_name').notNull(),
    backend: integer('backend').notNull(),
    writes: bigint('writes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.table_name, t.backend] })],
);

export * from './dealer-list-tables.ts';
export * from './dealer-price-tables.ts';
export * from './dealer-tables.ts';
export * from './file-tables.ts';
export * from './idempotency-table.ts';
export * from './import-upload-table.ts';
export * from './mail-table.ts';
export * from './order-tables.ts';

// partners are a resource (packages/contract/src/resources/partners.ts): a stand-in for the key
const partnersRef = pgTable('partners', { id: bigint('id', { mode: 'number' }).primaryKey() });

/**
 * The bearer token a partner's sync endpoint expects (issue 31). Kept apart from the partner's
 * record, which any reader of partners may read, and never sent back: the sync job alone reads it.
 */
export const partnerSyncTokens = pgTable('partner_sync_tokens', {
  partner_id: bigint('partner_id', { mode: 'number' })
    .primaryKey()
    .references(() => partnersRef.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
