import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeLiteralColons, pgbenchScript, runPgbench } from './pgbench.ts';

// the files list's created_at column: its to_char format has colons that pgbench took for variables
const statement = {
  text: `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, $1::int + 1 as n, E'a:b' as e, 'it''s' as q`,
  values: ['41'],
  named: false,
};

describe('pgbench scripts', () => {
  it('escapes the colons of a statement’s own literals, leaving casts and the rest alone', () => {
    expect(escapeLiteralColons(statement.text)).toBe(
      `select to_char(now() at time zone 'UTC', E'YYYY-MM-DD"T"HH24\\x3aMI\\x3aSS.US"Z"') as at, $1::int + 1 as n, E'a\\x3ab' as e, 'it''s' as q`,
    );
    expect(pgbenchScript([statement])).not.toMatch(/[^:]:[A-Za-z]/);
  });

  const pgbench = process.env.PGBENCH ?? '/usr/bin/pgbench';
  it.skipIf(!existsSync(pgbench))('runs under pgbench -M prepared against PostgreSQL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kramar-pgbench-test-'));
    try {
      const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
      url.pathname = '/postgres';
      const result = await runPgbench({
        url: url.toString(),
        script: pgbenchScript([statement]),
        dir,
        name: 'colons',
        clients: 1,
        seconds: 1,
      });
      expect(result.failed).toBeUndefined();
      expect(result.tps).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
