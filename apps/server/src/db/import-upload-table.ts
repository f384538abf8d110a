import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A file sent for an import, kept between its upload, the dry run and the job: in the database,
 * since each of those may reach another server instance (and a job taken over after a crash runs
 * on another one). Each instance copies it to its own temporary folder once to read it
 * (modules/import-export/uploads.ts); a day after its upload it goes.
 */
export const importUploads = pgTable('import_uploads', {
  id: text('id').primaryKey(),
  /** Who sent it for which resource, its name and type, and what was learnt of it (header, rows). */
  meta: jsonb('meta').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Its bytes a megabyte at a time: written and read in bounded memory, whatever the file's size. */
export const importUploadParts = pgTable(
  'import_upload_parts',
  {
    upload_id: text('upload_id')
      .notNull()
      .references(() => importUploads.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.upload_id, t.n] })],
);
