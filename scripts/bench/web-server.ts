import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export interface BenchServer {
  url: string;
  token: () => Promise<string>;
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
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async token() {
      const res = await fetch(`${url}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
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
    const res = await fetch(`${url}/api/${resource}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`seeding ${resource} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const category = await post('categories', { title: 'Категорія для заміру' });
  for (let i = 1; i <= rows; i += 1) {
    await post('products', { name: `Товар для заміру ${i}`, sku: `BENCH-${i}`, category: category.id, price: 100 * i });
    await post('news', { title: `Новина для заміру ${i}`, status: 'published' });
    await post('redirect-urls', { from_path: `/bench/old-${i}`, target: `/bench/new-${i}` });
    await post('promo-codes', { code: `BENCH${i}`, discount_type: 'percent', discount_value: 5 + (i % 20) });
  }
}
