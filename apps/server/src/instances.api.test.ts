import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Balancer, type Instance, roundRobinProxy, startInstance, until } from './test/instances.ts';
import { migratedPostgresTemplate, scratchDatabase } from './test/migrated-template.ts';
import { call, signIn } from './test/test-app.ts';

/**
 * DESIGN "Scale-out": two server processes on one PostgreSQL database and one uploads folder,
 * behind a proxy that hands each request to the next of them. Nothing an instance keeps may make
 * the other one answer differently. PostgreSQL only: PGlite is one process's own database.
 */
const admin = process.env.KRAMAR_TEST_PG;
const owner = { email: 'owner@kramar.test', password: 'instances-owner-password-1' };
const staleSeconds = 2;

let a: Instance;
let b: Instance;
let proxy: Balancer;
let db: pg.Client;
let token: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  if (!admin) return;
  const scratch = await scratchDatabase(admin, await migratedPostgresTemplate(admin));
  cleanups.push(scratch.drop);
  const dir = await mkdtemp(path.join(tmpdir(), 'kramar-instances-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const name of ['a', 'b']) await mkdir(path.join(dir, name));
  const env = (name: string) => ({
    DATABASE_URL: scratch.url,
    // a temporary folder each, as on two machines: an import's file must reach the other through the database
    TMPDIR: path.join(dir, name),
    DATA_DIR: path.join(dir, name),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    PORT: String(40000 + Math.floor(Math.random() * 20000)),
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    TRUST_PROXY: '1',
    JOB_STALE_SECONDS: String(staleSeconds),
  });
  // both at once on an empty database, as a deployment starts them: one owner, no failed start
  const started = await Promise.allSettled([startInstance(env('a')), startInstance(env('b'))]);
  for (const s of started) if (s.status === 'fulfilled') cleanups.unshift(async () => s.value.child.kill('SIGKILL'));
  const [first, second] = started.map((s) => {
    if (s.status === 'rejected') throw s.reason;
    return s.value;
  }) as [Instance, Instance];
  [a, b] = [first, second];
  proxy = await roundRobinProxy([a.url, b.url]);
  cleanups.unshift(() => proxy.close());
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  cleanups.unshift(() => db.end());
  token = await signIn(proxy.url, owner);
}, 60_000);

afterAll(async () => {
  if (lags.length) console.info(`other instance saw the change after: ${lags.join(', ')}`);
  for (const c of cleanups) await c().catch(() => {});
});

/**
 * A notice reaches the other instance a moment after the commit (its listening connection is
 * served by another PostgreSQL process than its request's): `read` is repeated every 5 ms until it
 * answers `expected`, for at most a second, far below the caches' own lifetimes (10 s and more).
 * How long it took is printed.
 */
const lags: string[] = [];
async function soon<T>(what: string, read: () => Promise<T>, expected: T): Promise<void> {
  const start = Date.now();
  let seen = await read();
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() - start < 1000) {
    await new Promise((r) => setTimeout(r, 5));
    seen = await read();
  }
  lags.push(`${what} ${Date.now() - start} ms`);
  expect(seen).toEqual(expected);
}

type Row = { id: number } & Record<string, unknown>;
const data = <T = Row>(res: { status: number; body: unknown }, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return (res.body as { data: T }).data;
};

describe.skipIf(!admin)('two instances behind one address', () => {
  it('started together on an empty database with one owner, and the proxy spreads requests over both', async () => {
    const { rows } = await db.query('select count(*)::int as n from admin_users where owner');
    expect(rows[0].n).toBe(1);
    for (let i = 0; i < 4; i++) expect((await call(proxy.url, 'GET', '/api/user', { token })).status).toBe(200);
    expect(proxy.hits[0]).toBeGreaterThanOrEqual(2);
    expect(proxy.hits[1]).toBeGreaterThanOrEqual(2);
  });

  it('a session made through one works through the other; ended through one, it is ended in both at once', async () => {
    const session = await signIn(a.url, owner);
    expect((await call(b.url, 'GET', '/api/user', { token: session })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/user', { token: session })).status).toBe(200);
    expect((await call(b.url, 'POST', '/api/logout', { token: session })).status).toBeLessThan(300);
    expect((await call(a.url, 'GET', '/api/user', { token: session })).status).toBe(401);
    expect((await call(b.url, 'GET', '/api/user', { token: session })).status).toBe(401);
    // the session everyone else uses is untouched
    expect((await call(a.url, 'GET', '/api/user', { token })).status).toBe(200);
  });

  it('sign-in limits count across both: a guesser alternating between them gains nothing', async () => {
    const ip = '203.0.113.7';
    const guess = () =>
      call(proxy.url, 'POST', '/api/auth', { ip, json: { email: owner.email, password: 'not-the-password' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess()).status);
    // five a minute for one account from one address, wherever each try landed
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    // the right password from that address is refused too until the minute is over
    const right = await call(proxy.url, 'POST', '/api/auth', { ip, json: owner });
    expect(right.status).toBe(429);
  });

  it('a category moved through one filters correctly through the other at once', async () => {
    const post = (url: string, json: unknown) => call(url, 'POST', '/api/categories', { token, json });
    const left = data<Row>(await post(a.url, { title: 'Ліва гілка' }), 201);
    const right = data<Row>(await post(a.url, { title: 'Права гілка' }), 201);
    const leaf = data<Row>(await post(a.url, { title: 'Лист', parent: left.id }), 201);
    const product = { sku: 'INST-1', name: 'Товар у листі', price: 10, category: leaf.id };
    data(await call(a.url, 'POST', '/api/products', { token, json: product }), 201);
    const skus = async (url: string, category: number) =>
      data<{ sku: string }[]>(await call(url, 'GET', `/api/products?filter[category]=${category}`, { token })).map(
        (p) => p.sku,
      );
    // b reads (and keeps) the tree's shape
    expect(await skus(b.url, left.id)).toEqual(['INST-1']);
    expect(await skus(b.url, right.id)).toEqual([]);

    data(await call(a.url, 'PATCH', `/api/categories/${leaf.id}`, { token, json: { parent: right.id } }));
    await soon('tree', () => skus(b.url, right.id), ['INST-1']);
    expect(await skus(b.url, left.id)).toEqual([]);
  });

  it('the catalogue overview read through one counts a product added through the other at once', async () => {
    const total = async (url: string) =>
      data<{ total: number }>(await call(url, 'GET', '/api/catalog/overview', { token })).total;
    const before = await total(b.url);
    expect(await total(b.url)).toBe(before);
    const category = data<Row>(await call(a.url, 'POST', '/api/categories', { token, json: { title: 'Огляд' } }), 201);
    const product = { sku: 'INST-2', name: 'Ще один', price: 5, category: category.id };
    data(await call(a.url, 'POST', '/api/products', { token, json: product }), 201);
    expect(await total(b.url)).toBe(before + 1);
  });

  it('a redirect added or changed through one is served by the other at once', async () => {
    const resolve = (url: string) =>
      call<{ data: { target: string } }>(url, 'GET', '/api/redirect-urls/resolve?path=/old-page', { token });
    // b loads its map of redirects, without this one
    expect((await resolve(b.url)).status).toBe(404);
    const made = data<Row>(
      await call(a.url, 'POST', '/api/redirect-urls', { token, json: { from_path: '/old-page', target: '/new-page' } }),
      201,
    );
    const target = async (url: string) => (await resolve(url)).body.data?.target;
    await soon('redirect added', () => target(b.url), '/new-page');
    data(await call(a.url, 'PATCH', `/api/redirect-urls/${made.id}`, { token, json: { target: '/newer-page' } }));
    await soon('redirect changed', () => target(b.url), '/newer-page');
    expect(await target(a.url)).toBe('/newer-page');
    // clearing by hand through one clears the other's map too (b loaded it just now); nothing to
    // poll for here, so the notice gets a pause far above the lags measured above
    const clear = (url: string) =>
      call<{ data: { entries: number } }>(url, 'POST', '/api/redirect-urls/clear-cache', { token });
    expect((await clear(a.url)).body.data.entries).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    expect((await clear(b.url)).body.data.entries).toBe(0);
  });

  it('a file uploaded through one is served by the other', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('title', 'Новина з фото');
    form.set('status', 'draft');
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const news = data<Row>(await call(a.url, 'POST', '/api/news', { token, form }), 201);
    const served = await fetch(`${b.url}/uploads/${String(news.image)}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('an import uploaded through one and applied through the other runs once, and is taken over by the other instance when the one running it is killed', async () => {
    const category = data<Row>(await call(a.url, 'POST', '/api/categories', { token, json: { title: 'Імпорт' } }), 201);
    // 500 rows, every 100th without a name (5 failures)
    const lines = ['sku;name;price;category'];
    for (let i = 1; i <= 500; i++) lines.push(`JOB-${i};${i % 100 ? `Товар ${i}` : ''};10;${category.id}`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'job.csv');
    const up = data<{ upload: string }>(await call(a.url, 'POST', '/api/products/import', { token, form }));
    const mapping = { sku: 'sku', name: 'name', price: 'price', category: 'category' };
    const applyPath = `/api/products/import/${up.upload}/apply`;
    // sent to one, applied through the other
    const { id } = data<{ id: number }>(
      await call(b.url, 'POST', applyPath, { token, json: { mapping, mode: 'create' } }),
      202,
    );
    const job = async () =>
      (await db.query('select status, attempts, done, total, result, runner from jobs where id = $1', [id])).rows[0];
    const before = await until(job, (j) => j.status === 'running' && j.done >= 50, 30_000);
    const running = [a, b].find((i) => String(before.runner).endsWith(`/${i.pid}`));
    const survivor = running === a ? b : a;
    expect(running, `runner ${before.runner}, instances ${a.pid} and ${b.pid}`).toBeDefined();
    (running as Instance).child.kill('SIGKILL');
    await once((running as Instance).child, 'exit');
    const killedAt = Date.now();
    expect(before.done).toBeLessThan(500);

    const taken = await until(job, (j) => j.attempts === 2, staleSeconds * 5000);
    const tookOverMs = Date.now() - killedAt;
    expect(taken.runner).toMatch(new RegExp(`/${survivor.pid}$`));
    const after = await until(job, (j) => j.status === 'done' || j.status === 'failed', 60_000);
    const { rows } = await db.query(`select count(*)::int as n from products where sku like 'JOB-%'`);
    console.info(`job killed at ${before.done}/500 on one instance, taken over by the other in ${tookOverMs} ms`);
    expect(after).toMatchObject({ status: 'done', attempts: 2, done: 500, total: 500 });
    expect(after.result).toEqual({ total: 500, created: 495, updated: 0, unchanged: 0, failed: 5 });
    expect(rows[0].n).toBe(495);
    // the file went with the job, from the database as from every folder
    expect((await db.query('select count(*)::int as n from import_uploads')).rows[0].n).toBe(0);
    // the survivor still answers, through the proxy's dead half too
    expect((await call(survivor.url, 'GET', '/api/user', { token })).status).toBe(200);
  }, 90_000);
});
