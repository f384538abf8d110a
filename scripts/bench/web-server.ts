import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

/** The throwaway certificate the API tests use: the bench serves HTTPS, as a shop does. */
export const benchTls = {
  certFile: path.resolve(import.meta.dirname, '../../apps/server/src/test/tls/localhost-cert.pem'),
  keyFile: path.resolve(import.meta.dirname, '../../apps/server/src/test/tls/localhost-key.pem'),
};
const ca = readFileSync(benchTls.certFile);

/** A JSON call to the bench server, trusting its throwaway certificate. */
export function callJson(
  url: string,
  method: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method,
        ca,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

export interface BenchServer {
  url: string;
  /** The owner's token. */
  token: () => Promise<string>;
  /** A demo dealer's (an approved company's principal). */
  dealerToken: () => Promise<string>;
  stop: () => Promise<void>;
}

const owner = { email: 'owner@kramar.bench', password: 'bench-owner-password' };

/** Starts scripts/bench/web-serve.ts and waits for it to listen (a minute at most). */
export async function startServer(databaseUrl: string, port: number): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'web-serve.ts')],
    {
      env: {
        ...process.env,
        BENCH_WEB_DATABASE_URL: databaseUrl,
        BENCH_WEB_PORT: String(port),
        BENCH_WEB_EMAIL: owner.email,
        BENCH_WEB_PASSWORD: owner.password,
        TLS_CERT_FILE: benchTls.certFile,
        TLS_KEY_FILE: benchTls.keyFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    // the demo shop is seeded before it listens
    const timer = setTimeout(() => reject(new Error('the bench server did not start within 5 min')), 300_000);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('ready\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const dealerLine = /^dealer (.+)$/m.exec(printed)?.[1];
  if (!dealerLine) throw new Error('the bench server printed no demo dealer');
  const dealer = JSON.parse(dealerLine) as { email: string; password: string };
  const url = `https://127.0.0.1:${port}`;
  const signIn = async (who: { email: string; password: string }) => {
    const res = await callJson(`${url}/api/auth`, 'POST', who);
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
    return (res.json as { access_token: string }).access_token;
  };
  return {
    url,
    token: () => signIn(owner),
    dealerToken: () => signIn(dealer),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A screenful of rows in each measured list, so the first paint shows a filled grid, not "no rows". */
export async function seedLists(url: string, token: string, rows = 30): Promise<void> {
  const post = async (resource: string, body: Record<string, unknown>) => {
    const res = await callJson(`${url}/api/${resource}`, 'POST', body, token);
    if (res.status !== 201) throw new Error(`seeding ${resource} failed: ${res.status} ${JSON.stringify(res.json)}`);
    return (res.json as { data: { id: number } }).data;
  };
  const category = await post('categories', { title: 'Категорія для заміру' });
  for (let i = 1; i <= rows; i += 1) {
    await post('products', { name: `Товар для заміру ${i}`, sku: `BENCH-${i}`, category: category.id, price: 100 * i });
    await post('news', { title: `Новина для заміру ${i}`, status: 'published' });
    await post('redirect-urls', { from_path: `/bench/old-${i}`, target: `/bench/new-${i}` });
    await post('promo-codes', { code: `BENCH${i}`, discount_type: 'percent', discount_value: 5 + (i % 20) });
  }
}
