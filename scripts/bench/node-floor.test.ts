import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process.ts';
import { type SqlCapture, startSqlCapture } from './sql-capture.ts';

// The floor sends a statement as our server did: a search went unnamed, planned for its pattern,
// and the floor's named copy got PostgreSQL's generic plan (a clients' index read whole: 22 req/s
// where the server made 1 251).

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = '/postgres';
let capture: SqlCapture;
beforeAll(async () => {
  capture = await startSqlCapture(url);
});
afterAll(() => capture.close());

const through = () => {
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${capture.port}`;
  return proxied.toString();
};

describe('the node floor', () => {
  it('is told which statements went named and which unnamed', async () => {
    const client = new pg.Client({ connectionString: through() });
    await client.connect();
    try {
      capture.take();
      await client.query({ name: 'kept', text: 'select $1::int as n', values: [1] });
      await client.query('select $1::int + 1 as n', [1]);
    } finally {
      await client.end();
    }
    expect(capture.take().map(({ text, named }) => ({ text, named }))).toEqual([
      { text: 'select $1::int as n', named: true },
      { text: 'select $1::int + 1 as n', named: false },
    ]);
  });

  it('sends each statement as the server did', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kramar-floor-test-'));
    const port = await freePort();
    const statements = [
      { text: 'select $1::int as n', values: ['1'], named: true },
      { text: "select $1::text || '%' as pattern", values: ['a'], named: false },
    ];
    const config = path.join(dir, 'floor.json');
    writeFileSync(config, JSON.stringify({ url: through(), statements, connections: 1, port }));
    const floor: ChildProcess = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'node-floor-server.mjs'), config],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await once(floor.stdout as NodeJS.ReadableStream, 'data');
      capture.take();
      const answer = await fetch(`http://127.0.0.1:${port}/api/anything`);
      expect(answer.status).toBe(200);
      expect(capture.take().map(({ text, named }) => ({ text, named }))).toEqual(
        statements.map(({ text, named }) => ({ text, named })),
      );
    } finally {
      floor.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
