import pg from 'pg';

/**
 * The PostgreSQL pool, made to outlive the server going away (a restart, a failover, a network
 * blip). pg emits `error` on a client whose connection breaks; nobody listening ends the process.
 * pg-pool listens only while a client is idle, so a client checked out for a transaction (drizzle
 * holds one from `begin` to `commit`) is heard here, from its first connection on.
 */
export function createPgPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // a database that does not answer must give a 503 soon, not a request that hangs; it also
    // bounds the wait for a free connection under load
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // an idle client's broken connection: pg-pool has already dropped it, the next query opens a new one
  pool.on('error', () => {});

  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
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
