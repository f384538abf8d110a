import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from './test/migrated-template.ts';
import { call, signIn } from './test/test-app.ts';

/** The way a person starts Kramar: main.ts with only environment variables. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /Kramar is running: (http:\/\/\S+?)\/?\s/.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { child, output: () => out, ready };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

let dropDatabase = async () => {};
afterAll(() => dropDatabase());

/** The first start's database: a new empty one on KRAMAR_TEST_PG's server, or a PGlite folder. */
async function databaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.KRAMAR_TEST_PG;
  if (!adminUrl) return { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kramar-data-')) };
  const scratch = await scratchDatabase(adminUrl);
  dropDatabase = scratch.drop;
  return { DATABASE_URL: scratch.url };
}

describe('main', () => {
  it('first start: migrates, creates the owner with a generated password shown once, and shuts down on SIGTERM', async () => {
    const env = {
      ...(await databaseEnv()),
      PORT: String(40000 + Math.floor(Math.random() * 20000)),
      ADMIN_EMAIL: 'boss@shop.test',
      // the demo shop's first start has tests of its own (build.api, demo-seed.api): here it only costs a minute
      SEED: 'none',
    };
    const first = start(env);
    const url = await first.ready;
    const password = /Password: (\S+)/.exec(first.output())?.[1];
    expect(first.output()).toContain('Sign in as boss@shop.test');
    expect(password).toMatch(/^[\w-]{12,}$/);
    const token = await signIn(url, { email: 'boss@shop.test', password: password as string });
    expect((await call(url, 'GET', '/api/user', { token })).body).toMatchObject({ data: { owner: true } });

    const code = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await code).toBe(0);

    // the second start keeps the data and never shows a password again
    const second = start(env);
    const url2 = await second.ready;
    expect(second.output()).not.toContain('Password:');
    expect((await call(url2, 'GET', '/api/user', { token })).status).toBe(200);
    const code2 = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await code2).toBe(0);
    // the demo shop's first start on PGlite now also seeds 300 dealer orders, drafts and lists: 35–59 s
    // measured beside the rest of the suite on two cores
  }, 120_000);
});
