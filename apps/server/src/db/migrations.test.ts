import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResources } from '../crud/load-resources.ts';
import { migrationsFolder, pendingMigration, readJournal } from './snapshot.ts';

describe('committed migrations', () => {
  it('are up to date with the schema and every resource declaration (else: run npm run db:generate)', async () => {
    const { statements } = await pendingMigration();
    expect(statements, 'the declarations moved on: run npm run db:generate and commit the new migration').toEqual([]);
  });

  it('create a table, with trigram indexes for searchable fields, for every declared resource', async () => {
    const sqlText = readJournal()
      .entries.map((e) => readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8'))
      .join('\n');
    for (const resource of await loadResources()) {
      expect(sqlText).toContain(`CREATE TABLE "${resource.table}"`);
      for (const [name, field] of Object.entries(resource.fields)) {
        // a list of strings is searched, and indexed, as the text of its JSON
        const indexed = field.kind === 'strings' ? `(("${name}"::text) gin_trgm_ops)` : `("${name}" gin_trgm_ops)`;
        if (field.searchable) expect(sqlText).toContain(indexed);
      }
    }
  });

  it('are listed in the journal in order, one file each', () => {
    const entries = readJournal().entries;
    entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag).toMatch(new RegExp(`^${String(i).padStart(4, '0')}_[a-z0-9_]+$`));
    });
  });
});
