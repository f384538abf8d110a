import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, pendingMigration, readJournal, snapshotFile } from './snapshot.ts';

/**
 * `npm run db:generate [-- name]`: writes the next migration (`NNNN_<name>.sql`, its snapshot and
 * its journal entry, as drizzle-kit itself writes them) when the declarations moved on; otherwise
 * writes nothing. Re-running it right after is a no-op.
 */
const name = (process.argv[2] ?? 'resources').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();

const { idx, snapshot, statements } = await pendingMigration();
if (statements.length === 0) {
  console.log('Migrations are up to date: nothing to generate.');
} else {
  const journal = readJournal();
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  const saved = { ...snapshot, _meta: { columns: {}, schemas: {}, tables: {} } };
  writeFileSync(snapshotFile(migrationsFolder, idx), JSON.stringify(saved, null, 2));
  writeFileSync(path.join(migrationsFolder, `${tag}.sql`), statements.join('--> statement-breakpoint\n'));
  journal.entries.push({ idx, version: snapshot.version, when: Date.now(), tag, breakpoints: true });
  writeFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  console.log(`Wrote ${path.relative(process.cwd(), path.join(migrationsFolder, `${tag}.sql`))}`);
}
