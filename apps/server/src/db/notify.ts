import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows, sqlList } from './client.ts';

/**
 * What one process keeps in memory of a table (a tree's shape, the redirects) must not outlive a
 * write made through another process. Each such table gets a statement trigger
 * (`notify_table_change`, migration `instances`) that calls `pg_notify` on this
 * channel with the table's name; PostgreSQL delivers it to every listening connection when the
 * transaction commits (once per transaction and table, never for a rollback), this process's too.
 * Only watched tables notify: notifying commits take a cluster-wide lock in turn, which cost a
 * third of the throughput of small concurrent writes when every table did.
 */
export const changesChannel = 'kramar_changes';

/** One message: a table written (the trigger's), or everything (a listener that reconnected). */
export type Change = { table: string } | { all: true };

/** A cache's reaction; `db` says whose database changed (tests run several apps in one process). */
export type ChangeListener = (change: Change, db: Db) => void;

const listeners = new Set<ChangeListener>();
const watched = new Set<string>();

/** A cache of `table` needs to hear its writes: the engine gives it the trigger as it starts. */
export function watchTable(table: string): void {
  watched.add(table);
}

export const watchedTables = (): string[] => [...watched];

const trigger = 'notify_changes';

/**
 * Gives each of `tables` its notifying trigger, like crud/table-writes.ts its counter: made as
 * the engine starts, only where missing; `create or replace` lets instances starting at once all
 * succeed.
 */
export async function ensureChangeNotices(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const missing = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and c.relname in (${sqlList(tables)})
          and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${trigger})`,
  );
  for (const { name } of missing) {
    await db.execute(
      sql.raw(
        `create or replace trigger ${trigger} after insert or update or delete or truncate on "${name.replaceAll('"', '""')}" ` +
          'for each statement execute function notify_table_change()',
      ),
    );
  }
}

/** Subscribes a cache to every change of every database this process listens to. */
export function onChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a change to every cache now; one cache that throws does not keep it from the others. */
export function dispatchChange(change: Change, db: Db): void {
  for (const listener of listeners) {
    try {
      listener(change, db);
    } catch {
      // a cache's reaction is a Map delete: nothing to report, and the next change tries again
    }
  }
}

/** True when `change` concerns `table`. */
export const touches = (change: Change, table: string): boolean => 'all' in change || change.table === table;

/** A message as the trigger sends it; anything else (another program on the channel) is ignored. */
export function parseChange(payload: string | undefined): Change | undefined {
  try {
    const value = JSON.parse(payload ?? '') as unknown;
    if (value && typeof value === 'object' && typeof (value as { table?: unknown }).table === 'string') {
      return { table: (value as { table: string }).table };
    }
  } catch {
    // not JSON: not ours
  }
  return undefined;
}

/**
 * Announces a change that is no table write (a cache cleared by hand) to every process; inside a
 * transaction it goes out on commit.
 */
export const announceChange = (db: Db, table: string): Promise<unknown> =>
  db.execute(sql`select pg_notify(${changesChannel}, ${JSON.stringify({ table })})`);

export interface ChangeFeed {
  /** Resolves once the first LISTEN has been acknowledged. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export const reconnectDelays = { firstMs: 250, maxMs: 10_000 } as const;

/**
 * A connection of its own that does nothing but LISTEN (a pooled one would be handed to requests).
 * When it breaks, every cache is dropped and it reconnects with a growing pause; after each
 * reconnect every cache is dropped again, since what was sent while it was away is lost. Until
 * then the caches' own short lifetimes bound how stale they can be.
 */
export function listenPostgres(url: string, db: Db, log: (err: unknown, msg: string) => void): ChangeFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let delay: number = reconnectDelays.firstMs;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const lost = (c: pg.Client, err: unknown) => {
    if (client !== c) return;
    client = undefined;
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    if (closed) return;
    dispatchChange({ all: true }, db);
    log(err, `the listener for cache changes lost PostgreSQL; connecting again in ${delay} ms`);
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, reconnectDelays.maxMs);
  };

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 5000 });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    c.on('notification', (message) => {
      if (message.channel !== changesChannel) return;
      const change = parseChange(message.payload);
      if (change) dispatchChange(change, db);
    });
    try {
      await c.connect();
      await c.query(`listen ${changesChannel}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c) return;
    delay = reconnectDelays.firstMs;
    // whatever was written before this LISTEN took effect reached no one here
    dispatchChange({ all: true }, db);
    resolveReady();
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      resolveReady();
      await c?.end().catch(() => {});
    },
  };
}

/** PGlite is one process: its own LISTEN hears its own commits, and nothing can be missed. */
export async function listenPglite(
  listen: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>>,
  db: Db,
): Promise<ChangeFeed> {
  const unlisten = await listen(changesChannel, (payload) => {
    const change = parseChange(payload);
    if (change) dispatchChange(change, db);
  });
  return { ready: Promise.resolve(), close: unlisten };
}
