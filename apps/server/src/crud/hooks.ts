import type { CurrentUser, ResourceDef, ResourceRecord } from '@kramar/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Engine } from './engine.ts';
import type { ResourceTable } from './tables.ts';

/** What a save hook sees: it runs inside the write's transaction, so a throw undoes everything. */
export interface SaveContext {
  resource: ResourceDef;
  table: ResourceTable;
  mode: 'create' | 'update';
  /** The transaction. */
  tx: Db;
  user: CurrentUser;
  /** The validated values about to be written; a hook may change them (e.g. a read-only counter). */
  values: Record<string, unknown>;
  /** The record as it was (update only). */
  before: ResourceRecord | null;
}

/** Everything the generic engine knows about one resource, for routes a module adds beside it. */
export interface ResourceRoutesContext {
  resource: ResourceDef;
  table: ResourceTable;
  db: Db;
  /** The whole engine, for routes that save records through it (validation, audit, relations). */
  engine: Engine;
}

/**
 * List filters a module adds beyond the declared fields (`filter[name]`, `filter[name][bound]`):
 * the engine asks `accepts` before it answers 422 for an unknown key.
 */
export interface ExtraFilters {
  /** Whether this module reads `filter[name]` (with `bound` for `filter[name][bound]`). */
  accepts(name: string, bound: string | undefined): boolean;
  /** The condition of a non-empty value; undefined when the value does not fit (a 422 on the filter). */
  condition(name: string, bound: string | undefined, raw: string): SQL | undefined;
}

/**
 * What a specialised resource adds to the generic engine (DESIGN §3: beside it, never a copy).
 * Modules register these by resource name before the routes are built.
 */
export interface ResourceHooks {
  /**
   * The rows of its table that are this resource's, when the table holds others too (dealer
   * people among the staff accounts): every generic read and write keeps to them, so another
   * kind's row is never listed, shown, picked, referenced, changed or deleted through it (a 404).
   */
  rows?: SQL;
  /** After validation, before uniqueness and reference checks; may adjust `values` or throw an AppError. */
  beforeSave?(ctx: SaveContext): Promise<void> | void;
  /** Before rows are deleted, in the deletion's transaction: may refuse with an AppError (a role still held). */
  beforeDelete?(ctx: {
    tx: Db;
    resource: ResourceDef;
    user: CurrentUser;
    ids: readonly number[];
  }): Promise<void> | void;
  /**
   * After `batch/status` moved rows to `status`, in its transaction (that route skips the save
   * hooks): a product's rating, a request's handling stamp. `changed` holds each row's old status.
   */
  afterStatus?(ctx: {
    tx: Db;
    resource: ResourceDef;
    user: CurrentUser;
    status: string;
    changed: readonly { id: number; before: unknown }[];
  }): Promise<void> | void;
  /** After the row is written, in the same transaction (side tables, counters). */
  afterSave?(ctx: SaveContext & { record: ResourceRecord }): Promise<void> | void;
  /** Filter keys of its list beyond the declared fields. */
  filters?: ExtraFilters;
  /** More rows `search=` finds beside the searchable columns' (an order by its number). */
  search?(q: string): SQL | undefined;
  /**
   * The rows of a query the module reads its own way, instead of the searchable fields' (a phone
   * read out by a caller: no name holds it, and its short words would have the trigram indexes
   * read a good part of the table); undefined for any other query.
   */
  searchInstead?(q: string): SQL | undefined;
  /** More routes under `/api/{name}`, registered in the same encapsulated scope as the generic ones. */
  extraRoutes?(app: FastifyInstance, ctx: ResourceRoutesContext): Promise<void> | void;
}

const registry = new Map<string, ResourceHooks>();

/** Plugs a module's behaviour into a resource; one set of hooks per resource. */
export function registerResourceHooks(resource: string, hooks: ResourceHooks): void {
  const existing = registry.get(resource);
  if (existing && existing !== hooks) throw new Error(`Hooks for ${resource} are already registered`);
  registry.set(resource, hooks);
}

/** Takes a resource's hooks out: a test's own must not outlive its file (the API tests share a worker's modules). */
export function unregisterResourceHooks(resource: string, hooks: ResourceHooks): void {
  if (registry.get(resource) === hooks) registry.delete(resource);
}

export const hooksFor = (resource: string): ResourceHooks => registry.get(resource) ?? {};
