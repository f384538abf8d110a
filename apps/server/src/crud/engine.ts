import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
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
  const query = db
    .select(selection(resource, table))
    .from(table)
    .where(eq(table.id as PgColumn, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toRecord(resource, row) : undefined;
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
      .where(eq(table.id as PgColumn, sql.placeholder('id'))),
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
  return { ...opts, resources, tables: tablesCache };
}

let tablesCache: Map<string, ResourceTable> | undefined;
