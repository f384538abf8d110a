import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { ensureChangeNotices, watchedTables } from '../db/notify.ts';
import type { Storage } from '../storage/storage.ts';
import { isRelation } from './field-kinds.ts';
import { hooksFor } from './hooks.ts';
import { loadResources } from './load-resources.ts';
import { preparedOnce, preparesStatements } from './prepared.ts';
import { selection, toRecord } from './records.ts';
import { ensureWriteCounters } from './table-writes.ts';
import { buildTables, type ResourceTable } from './tables.ts';

/** What every generic route of every resource shares: one per app. */
export interface Engine {
  db: Db;
  storage: Storage;
  resources: readonly ResourceDef[];
  tables: ReadonlyMap<string, ResourceTable>;
  /** Where best-effort failures go (a file that could not be removed). */
  logError(error: unknown): void;
}

export function tableOf(engine: Engine, resource: ResourceDef): ResourceTable {
  const table = engine.tables.get(resource.name);
  if (!table) throw new Error(`No table for resource ${resource.name}`);
  return table;
}

/** A path id: digits only, so `/api/news/abc` is a 404 like any missing record. */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** One record, or undefined; `lock` holds it until the transaction ends (updates, deletes). */
export async function findRecord(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  id: number,
  lock = false,
): Promise<ResourceRecord | undefined> {
  const where = and(eq(table.id as PgColumn, id), hooksFor(resource.name).rows) as SQL;
  const [row] = lock
    ? await lockedRows(db, resource, table, where)
    : await db.select(selection(resource, table)).from(table).where(where);
  return row ? toRecord(resource, row) : undefined;
}

/**
 * Rows read under a row lock, in id order (two writers of the same rows never wait crosswise).
 * A lock that had to wait rechecks only the locked row itself: relations read beside it in the
 * same statement (subqueries) would still show them as they were before the write it waited for
 * (two edits of one order's items at once lost stock). So where there are relations the rows are
 * locked first and read after, by a statement that sees what the other write committed.
 */
export async function lockedRows(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  where: SQL,
): Promise<Record<string, unknown>[]> {
  const id = table.id as PgColumn;
  const read = db.select(selection(resource, table)).from(table).where(where).orderBy(id);
  if (!Object.values(resource.fields).some(isRelation)) return read.for('update');
  await db.select({ id }).from(table).where(where).orderBy(id).for('update');
  return read;
}

/**
 * GET /api/{name}/{id}: the same read as `findRecord`, prepared once per resource on PostgreSQL
 * (prepared.ts); PGlite takes the plain path.
 */
export async function showRecord(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  id: number,
): Promise<ResourceRecord | undefined> {
  if (!preparesStatements(db)) return findRecord(db, resource, table, id);
  const statement = preparedOnce<{ id: number }>(db, `show_${resource.name}`, () =>
    db
      .select(selection(resource, table))
      .from(table)
      .where(and(eq(table.id as PgColumn, sql.placeholder('id')), hooksFor(resource.name).rows)),
  );
  const [row] = await statement.execute({ id });
  return row ? toRecord(resource, row) : undefined;
}

/** The engine over every declared resource (their tables are built once per process). */
export async function createEngine(opts: Pick<Engine, 'db' | 'storage' | 'logError'>): Promise<Engine> {
  const resources = await loadResources();
  tablesCache ??= buildTables(resources);
  await ensureWriteCounters(
    opts.db,
    resources.map((r) => r.table),
  );
  // trees' shapes are kept per process (tree-cache.ts), as are whatever other caches watch
  await ensureChangeNotices(opts.db, [...resources.filter((r) => r.tree).map((r) => r.table), ...watchedTables()]);
  return { ...opts, resources, tables: tablesCache };
}

let tablesCache: Map<string, ResourceTable> | undefined;
