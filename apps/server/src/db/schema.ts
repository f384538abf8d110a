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

export const adminUsers = pgTable(
  'admin_users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    owner: boolean('owner').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  // e-mail is unique whatever its case: sign-in lower-cases it
  (t) => [uniqueIndex('admin_users_email_unique').on(sql`lower(${t.email})`)],
);

export const roles = pgTable(
  'roles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.name)],
);

export const roleUser = pgTable(
  'role_user',
  {
    role_id: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('role_user_role_idx').on(t.role_id)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.scope] })],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex: the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
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
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
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
