import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { loadResources } from '../crud/load-resources.ts';
import { allRelationTables } from '../crud/relations.ts';
import { buildTables } from '../crud/tables.ts';
import * as schema from './schema.ts';

/**
 * The committed migrations against the tables the code declares: the static schema plus one table
 * per resource. drizzle-kit's CLI cannot see tables built by a function, so `npm run db:generate`
 * and the "migrations are up to date" test both come through here.
 */

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const readJournal = (folder = migrationsFolder): Journal =>
  readJson<Journal>(path.join(folder, 'meta', '_journal.json'));

export const snapshotFile = (folder: string, idx: number): string =>
  path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);

/** Everything drizzle should find in the database, as the module exports drizzle-kit expects. */
export async function declaredSchema(): Promise<Record<string, unknown>> {
  const tables = buildTables(await loadResources());
  return {
    ...schema,
    ...Object.fromEntries([...tables].map(([name, table]) => [`resource:${name}`, table])),
    ...Object.fromEntries(allRelationTables().map(([name, table]) => [`relation:${name}`, table])),
  };
}

export interface PendingMigration {
  idx: number;
  snapshot: DrizzleSnapshotJSON;
  statements: string[];
}

/** The SQL that would bring the committed migrations up to the declarations (none when up to date). */
export async function pendingMigration(folder = migrationsFolder): Promise<PendingMigration> {
  const journal = readJournal(folder);
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`${folder} holds no migration to start from`);
  const prev = readJson<DrizzleSnapshotJSON>(snapshotFile(folder, last.idx));
  const snapshot = generateDrizzleJson(await declaredSchema(), prev.id);
  const statements = await generateMigration(prev, snapshot);
  return { idx: last.idx + 1, snapshot, statements };
}
