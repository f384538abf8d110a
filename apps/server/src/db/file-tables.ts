import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// admin_users is a resource table built from the contract (schema.ts says why it is a stand-in here)
const adminUsersRef = pgTable('admin_users', { id: bigint('id', { mode: 'number' }).primaryKey() });

/**
 * The media library's folders (modules/files): a tree by `parent_id`, null at the top. Names
 * are unique among siblings whatever their case; the tree lives only here, never in storage paths,
 * so renaming or moving a folder touches no stored file.
 */
export const fileFolders = pgTable(
  'file_folders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parent_id: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => fileFolders.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_folders_sibling_name_idx').on(sql`coalesce(${t.parent_id}, 0)`, sql`lower(${t.name})`)],
);

/**
 * A file of the library. `path` is where storage keeps it (`library/2026/11/<random>.jpg`) and is
 * what an engine image field holds when it shows this file: "where used" looks that path up.
 * Type and mime come from the bytes, never the name the client sent.
 */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    folder_id: bigint('folder_id', { mode: 'number' }).references(() => fileFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** `image` or `document`. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The 320 px WebP of an image (storage's thumbnailPath), null for documents. */
    thumbnail: text('thumbnail'),
    uploaded_by: bigint('uploaded_by', { mode: 'number' }).references(() => adminUsersRef.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_path_idx').on(t.path),
    // one index per sort order of a folder's page (keyset paging: folder, key, id)
    index('files_folder_name_idx').on(t.folder_id, t.name, t.id),
    index('files_folder_created_idx').on(t.folder_id, t.created_at, t.id),
    index('files_folder_size_idx').on(t.folder_id, t.size, t.id),
    // search by a part of the name: trigrams, as the engine's searchable columns have
    index('files_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
