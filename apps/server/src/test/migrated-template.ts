import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';

/**
 * Every test file needs a migrated database of its own, and migrating an empty one costs ~10 s on
 * PGlite and ~2 s on PostgreSQL. So the migrations run once per set of migration files: PGlite
 * files start from a dump of a migrated cluster, PostgreSQL databases are copies of a template.
 */

let fingerprinted: string | undefined;

/** Changes with any migration file, so a stale template is never used. */
function fingerprint(): string {
  if (fingerprinted) return fingerprinted;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  fingerprinted = hash.digest('hex').slice(0, 16);
  return fingerprinted;
}

let image: Promise<Blob> | undefined;

/** A migrated PGlite cluster, kept in the temporary folder for every worker of the run (and the next run). */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(os.tmpdir(), `kramar-test-pglite-${fingerprint()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const dump = (await database.dump?.()) as Blob;
      // written aside and renamed: a parallel worker reads a whole file or none
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return image;
}

export const withDatabase = (url: string, name: string) => {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
};

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export const dropDatabase = (adminUrl: string, name: string): Promise<void> =>
  onServer(adminUrl, `drop database if exists ${name} with (force)`);

/** A database of a test's own on `adminUrl`'s server: empty, or a copy of `template`. */
export async function scratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kramar_t_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** The name of a migrated template database on the server at `adminUrl`, made by the first worker to ask. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `kramar_tpl_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727275)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ url: withDatabase(adminUrl, building), dataDir: 'memory://' });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // renamed only when whole: a template never holds half the migrations
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(727275)').catch(() => {});
    await admin.end();
  }
}
