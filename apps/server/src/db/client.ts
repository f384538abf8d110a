import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, listenPglite, listenPostgres } from './notify.ts';
import { createPgPool } from './pg-pool.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * The same database for long work (the job runner: imports, migrations): on PostgreSQL a small
   * pool of its own without the requests' timeouts, since a statement over a large catalogue may
   * take longer than a request may wait; a job that stalls is reclaimed by its heartbeat instead.
   */
  jobsDb: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** Hears every committed write, from any process, and hands it to the caches (notify.ts). */
  listenForChanges(log: (err: unknown, msg: string) => void): Promise<ChangeFeed>;
  /** PGlite in memory: the whole cluster as a tarball (tests copy a migrated one). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

// beside this file in the sources, beside main.js once built (scripts/build-server.mjs copies it)
export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite is PostgreSQL inside this process, so its memory is the server's, and a WASM heap never
 * shrinks: PostgreSQL's default 128 MB of shared buffers are all touched at start-up, ~150 MB of
 * a restarted server's ~400 MB RSS. 32 MB caches a back office's working set; behind it the
 * operating system still caches the files.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * A new PGlite folder is made by initdb in a second, temporary PostgreSQL whose cluster is copied
 * over as a tarball: ~650 MB of WASM heaps and buffers at once, which the server kept as ~150 MB
 * of extra RSS for its whole life (and ~700 MB until a collection came). A short-lived child
 * process does it instead, and the server then opens the folder as on any restart.
 */
async function createPgliteFolder(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const create = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
    await (await PGlite.create(${JSON.stringify(dir)}, { startParams: ${JSON.stringify(pgliteStartParams)} })).close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', create], { maxBuffer: 16 << 20 });
}

/** Trigram indexes keep `search` (ILIKE '%…%') fast; the migrations create them, so this comes first. */
const extensions = 'create extension if not exists pg_trgm';

/** Values as a comma-separated list of parameters, for `in (…)` and the like. */
export const sqlList = (values: readonly unknown[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** One SQL statement, rows typed by the caller: the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `timeouts: false` lifts the PostgreSQL pool's request timeouts (pg-pool.ts), for long work run
 * by hand: seeding a large catalogue.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  image?: Blob;
  timeouts?: boolean;
}): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    // every client handles a broken connection, idle or checked out: an outage answers 503, never ends the process
    const pool = createPgPool(url, { timeouts: opts.timeouts });
    const db = drizzlePg(pool, { schema });
    const jobsPool = createPgPool(url, { timeouts: false, max: 3 });
    return {
      db: db as unknown as Db,
      jobsDb: drizzlePg(jobsPool, { schema }) as unknown as Db,
      kind: 'postgres',
      async migrate() {
        // a connection of its own, without the requests' timeouts: an index built over a large
        // table takes what it takes. Several instances may start at once: one migrates, the
        // others wait for it.
        const client = new pg.Client({ connectionString: url, keepAlive: true });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await client.query(extensions);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          await client.end().catch(() => {});
        }
      },
      listenForChanges: async (log) => listenPostgres(url, db as unknown as Db, log),
      close: () => Promise.all([pool.end(), jobsPool.end()]).then(() => {}),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir !== 'memory://') {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    await createPgliteFolder(dir);
  }
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: dir ? undefined : opts.image,
    extensions: { pg_trgm },
    startParams: pgliteStartParams,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    jobsDb: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await client.exec(extensions);
      await migratePglite(db, { migrationsFolder });
    },
    listenForChanges: () => listenPglite((channel, cb) => client.listen(channel, cb), db as unknown as Db),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}
