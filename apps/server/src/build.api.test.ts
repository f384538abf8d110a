import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { loadResources } from './crud/load-resources.ts';
import { freePort } from './test/free-port.ts';
import { scratchDatabase } from './test/migrated-template.ts';
import { call, signIn } from './test/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'kramar-build-'));
// the bundle leaves npm packages external: they resolve from the repository's node_modules
symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'), 'dir');
const children: ChildProcess[] = [];
let dropDatabase = async () => {};

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

/** The first start's database: a new empty one on KRAMAR_TEST_PG's server, or a PGlite folder. */
async function databaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.KRAMAR_TEST_PG;
  if (!adminUrl) return { DATA_DIR: path.join(work, 'data') };
  const scratch = await scratchDatabase(adminUrl);
  dropDatabase = scratch.drop;
  return { DATABASE_URL: scratch.url };
}

/** Plain node, no TypeScript loader: a `.ts` import anywhere would end the process. */
function startBuilt(env: Record<string, string>): { child: ChildProcess; ready: Promise<string> } {
  let out = '';
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(work, 'dist/main.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
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
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

it('the built server runs as plain JavaScript: every resource served, the owner signs in', async () => {
  await promisify(execFile)(process.execPath, [
    path.join(repoRoot, 'scripts/build-server.mjs'),
    '--outdir',
    path.join(work, 'dist'),
  ]);
  // the API's document is a file of the build, for generating clients: the one /api/docs serves
  const document = JSON.parse(readFileSync(path.join(work, 'dist/openapi.json'), 'utf8'));
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth', '/api/products/{id}']));
  // what only some requests need is loaded with its first use (a picture, a spreadsheet written,
  // an invoice, a second factor set up, a letter by SMTP): imported with the server, these held
  // 30 MiB of it from start-up on (idle 202 -> 172 MiB, at peak under a products list 245 -> 206)
  const main = readFileSync(path.join(work, 'dist/main.js'), 'utf8');
  for (const name of ['sharp', 'exceljs', 'pdfkit', 'qrcode', 'nodemailer']) {
    expect(main, name).not.toMatch(new RegExp(`^import [^;]* from "${name}";`, 'm'));
    expect(main, name).toContain(`import("${name}")`);
  }
  const owner = { email: 'boss@shop.test', password: 'built-server-pass-1' };
  const env: Record<string, string> = {
    ...(await databaseEnv()),
    PORT: String(await freePort()),
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    // the demo shop's first start is measured on PGlite below, where it lives in the server's memory
    ...(process.env.KRAMAR_TEST_PG ? { SEED: 'none' } : {}),
  };
  const first = startBuilt(env);
  const url = await first.ready;
  const firstRss = rssMiB(first.child.pid as number);

  const guest = await call(url, 'GET', '/api/user');
  expect(guest.status).toBe(401);
  expect(guest.body).toMatchObject({ message: expect.any(String) });
  const token = await signIn(url, owner);
  // the resources were listed at build time: each one of the contract's folder has its routes
  for (const resource of await loadResources()) {
    expect((await call(url, 'GET', `/api/${resource.name}`, { token })).status, resource.name).toBe(200);
  }
  expect(await stop(first.child)).toBe(0);

  if (process.env.KRAMAR_TEST_PG) return;
  // PGlite runs in the server's process (fault 14): with PostgreSQL's default 128 MB of shared
  // buffers a restart idled at ~400 MiB, and initdb's leftovers held a first start at 550–700 MiB;
  // a restart now stays near 260–330 MiB (the garbage collector's timing moves it under a busy
  // CI), so 380 still tells either regression apart. The first start also seeds the demo shop's
  // 3 000 products and their pictures in-process, and PGlite's heap does not give back what that
  // burst took (measured 528–587 MiB, 313 after a restart; 700 once the stored dealer prices,
  // about 60 000 rows for the demo's five groups, were filled by their job): its own, looser bound
  expect(firstRss).toBeLessThan(780);
  const second = startBuilt(env);
  await second.ready;
  expect(rssMiB(second.child.pid as number)).toBeLessThan(380);
  expect(await stop(second.child)).toBe(0);
  // two starts, the first seeding the demo shop on PGlite (dealer orders included): 54–122 s measured
  // beside the rest of the suite on two cores
}, 240_000);
