import pg from 'pg';

/**
 * How long the server waits for PostgreSQL before it answers 503 (DESIGN §4): a request meets at
 * most one such wait, since the connection that timed out is dropped at once (`dropOnTimeout`).
 * The server itself cancels a statement a little sooner, so a slow query ends cleanly on a
 * connection that stays usable, and only a silent network is left to the client's own timer.
 */
export const databaseTimeouts = { connectMs: 3000, statementMs: 2500, queryMs: 3000 } as const;

type Callback = (err: Error | null, result?: unknown) => void;
type Query = (...args: unknown[]) => unknown;

const isReadTimeout = (err: unknown): boolean => err instanceof Error && err.message === 'Query read timeout';

/**
 * pg answers a query that timed out with an error but keeps waiting on its connection, so the
 * `rollback` that follows would wait behind it for as long again: the connection is destroyed
 * instead, which fails whatever is queued on it at once and takes it out of the pool.
 */
function dropOnTimeout(client: pg.PoolClient): void {
  const query = client.query as unknown as Query;
  const drop = (err: unknown) => {
    if (isReadTimeout(err)) client.connection.stream.destroy();
  };
  const wrapped: Query = function (this: unknown, ...args) {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: Error | null, result?: unknown) => {
        drop(err);
        (callback as Callback)(err, result);
      };
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
  (client as unknown as { query: Query }).query = wrapped;
}

/**
 * The PostgreSQL pool, made to outlive the server going away (a restart, a failover, a network
 * blip). pg emits `error` on a client whose connection breaks; nobody listening ends the process.
 * pg-pool listens only while a client is idle, so a client checked out for a transaction (drizzle
 * holds one from `begin` to `commit`) is heard here, from its first connection on.
 *
 * `timeouts: false` is for long work that is no request (seeding a benchmark's million products).
 */
export function createPgPool(url: string, opts: { timeouts?: boolean; max?: number } = {}): pg.Pool {
  const timed = opts.timeouts !== false;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    // a database that does not answer must give a 503 soon, not a request that hangs; it also
    // bounds the wait for a free connection under load
    connectionTimeoutMillis: databaseTimeouts.connectMs,
    ...(timed ? { statement_timeout: databaseTimeouts.statementMs, query_timeout: databaseTimeouts.queryMs } : {}),
    // an idle connection to a host that went away is found and dropped before a request takes it
    keepAlive: true,
    keepAliveInitialDelayMillis: 5000,
  });
  // an idle client's broken connection: pg-pool has already dropped it, the next query opens a new one
  pool.on('error', () => {});

  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    if (timed) dropOnTimeout(client);
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      // its holder learns of it from the failed query; the pool must forget it now, because
      // drizzle never releases a client whose `begin` failed and the pool would shrink for good
      const release = client.release;
      client.release = () => {};
      release(err);
    });
  });
  return pool;
}
