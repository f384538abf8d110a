import { type ChildProcess, execFile, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';
import { scratchDatabase } from './test/migrated-template.ts';
import { signIn } from './test/test-app.ts';

// What a list request leaves in V8's old generation, read from the server's own GC trace. With
// allocation-site pretenuring on, about 12 kB of every products list page got there (its JSON
// outlived the young collections) and full collections ran twice a second under load: v8-flags.ts.
// PostgreSQL only: PGlite answers inside the server's own process, a garbage pattern of its own.
const adminUrl = process.env.KRAMAR_TEST_PG;
const serverSrc = import.meta.dirname;
const owner = { email: 'gc@shop.test', password: 'gc-test-password-1' };
const children: ChildProcess[] = [];
let drop = async () => {};

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await drop();
});

/** `count` GETs of `url`, `connections` at a time over kept-alive sockets, each answered 200. */
async function load(url: string, token: string, count: number, connections: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let left = count;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  const worker = async () => {
    while (left-- > 0) await one();
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
}

/** Bytes promoted to the old generation by the young collections in a stretch of `--trace-gc-nvp` output. */
const promoted = (trace: string) => {
  const scavenges = trace.split('\n').filter((line) => line.includes(' gc=s '));
  const bytes = scavenges.reduce((sum, line) => sum + Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0), 0);
  return { scavenges: scavenges.length, bytes };
};

it.skipIf(!adminUrl)(
  'a products list under load leaves next to nothing in the old generation once warm',
  async () => {
    const scratch = await scratchDatabase(adminUrl as string);
    drop = scratch.drop;
    const env = {
      ...process.env,
      DATABASE_URL: scratch.url,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SEED: 'none',
      LOG_LEVEL: 'warn',
    };
    // the benchmark catalogue's generator, a few hundred products: a page of 25 is about 6 kB of JSON
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(serverSrc, 'db/seed/cli.ts'), '--products', '300'],
      { env },
    );
    const port = await freePort();
    // the server from its sources, capped as `npm run serve` caps it, its collector's trace on stdout
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--max-old-space-size=256', '--trace-gc-nvp', path.join(serverSrc, 'main.ts')],
      { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += String(chunk);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes('Kramar is running')) {
          clearInterval(timer);
          resolve();
        }
      }, 50);
      child.on('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`the server exited with ${code}: ${out.slice(-2000)}`));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, owner);
    const list = `${base}/api/products?sort=-price&fields=gallery,name,sku,category,brand,availability,status,price,quantity,updated_at`;

    // V8 settles its decisions over the first few thousand requests; the last windows are the warm server
    const perRequest: number[] = [];
    let scavenges = 0;
    for (let window = 0; window < 6; window++) {
      const from = out.length;
      await load(list, token, 1000, 4);
      const stretch = promoted(out.slice(from));
      perRequest.push(Math.round(stretch.bytes / 1000));
      if (window >= 4) scavenges += stretch.scavenges;
    }
    // the measure means something only where young collections ran
    expect(scavenges).toBeGreaterThanOrEqual(4);
    // measured: 10 900–15 600 bytes a request with pretenuring on, 16–30 off
    for (const bytes of perRequest.slice(4))
      expect(bytes, `bytes per request, window by window: ${perRequest}`).toBeLessThan(1500);
  },
  120_000,
);
