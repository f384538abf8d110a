import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';
import type { Run } from './seed.ts';

/** The PostgreSQL server the bench makes its databases on (they are all dropped at the end). */
export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrl = (name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const pgVersion = (): Promise<string> =>
  admin(async (c) =>
    String((await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v),
  );

/** A new database, empty or a copy of `template`; dropped when the bench ends. */
export async function createDatabase(name: string, template?: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await admin(async (c) => {
    // FILE_COPY copies the files as they are: far quicker than WAL-logging a gigabyte copy
    const version = Number(
      (await c.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]?.v,
    );
    const copy = template ? ` template ${template}${version >= 150000 ? ' strategy file_copy' : ''}` : '';
    await c.query(`create database ${name}${copy}`);
  });
  onCleanup(`drop database ${name}`, () =>
    admin(async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
    }),
  );
  return databaseUrl(name);
}

/** Runs `work` on one connection to `url`. */
export async function withPg<T>(url: string, work: (run: Run) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async <R>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as R[]);
  } finally {
    await client.end();
  }
}

/** A temporary folder, removed when the bench ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of a PGlite DATA_DIR (the server keeps its database in `<DATA_DIR>/db`). */
export function copyDataDir(from: string, prefix: string): string {
  const dir = tempDir(prefix);
  cpSync(path.join(from, 'db'), path.join(dir, 'db'), { recursive: true });
  return dir;
}

/** Runs `work` on the PGlite database of a DATA_DIR while no server has it open. */
export async function withPglite<T>(dataDir: string, work: (run: Run) => Promise<T>): Promise<T> {
  const client = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    return await work(async <R>(text: string, values?: unknown[]) => {
      // PGlite's query() takes one statement; VACUUM and SET go through exec()
      if (!values?.length && /^\s*(vacuum|set|drop|create)\b/i.test(text)) {
        await client.exec(text);
        return [] as R[];
      }
      return (await client.query<R>(text, values)).rows;
    });
  } finally {
    await client.close();
  }
}
