import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { queueDueFeeds } from './schedule.ts';
import { fetchFeed, product, refresh, waitForJob } from './test-kit.ts';

let t: TestApp;
let owner: string;
let category: number;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  category = (await create(t, owner, 'categories', { title: 'Усе' })).id;
});
afterAll(() => t.close());

const feedOf = async (extra: Record<string, unknown> = {}) =>
  create(t, owner, 'feeds', {
    name: 'Google',
    format: 'google_merchant',
    base_url: 'https://shop.example.test',
    ...extra,
  });

const show = async (id: number) =>
  (await call<{ data: Record<string, unknown> }>(t.url, 'GET', `/api/feeds/${id}`, { token: owner })).body.data;

describe('skipped products', () => {
  it('are counted by reason, kept out of the feed and listed in a CSV to download', async () => {
    const own = (await create(t, owner, 'categories', { title: 'Пропуски' })).id;
    await product(t, { name: 'Добрий', category: own });
    await product(t, { name: 'Без ціни', category: own, price: 0 });
    await product(t, { name: 'Без фото', category: own, gallery: [] });
    await product(t, { name: 'Закінчився', category: own, quantity: 0 });
    await product(t, { name: 'Поганий штрихкод', category: own, ean: '1234567890123' });
    const feed = await feedOf({ categories: [own], in_stock_only: true });
    expect((await refresh(t, owner, feed.id)).status).toBe('done');
    expect(await show(feed.id)).toMatchObject({
      last_items: 1,
      last_skipped: 4,
      skipped_no_price: 1,
      skipped_no_picture: 1,
      skipped_not_in_stock: 1,
      skipped_invalid_gtin: 1,
      last_error: null,
    });
    const fed = await (await fetchFeed(t, String(feed.token))).text();
    expect(fed).toContain('Добрий');
    expect(fed).not.toContain('Закінчився');
    const skipped = await call<string>(t.url, 'GET', `/api/feeds/${feed.id}/skipped`, { token: owner });
    expect(skipped.status).toBe(200);
    expect(skipped.headers.get('content-disposition')).toContain('attachment');
    const lines = skipped.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).toContain('Поганий штрихкод;невірний GTIN (EAN-13)');
  });
});

describe('the public address', () => {
  it('needs no sign-in, answers 304 to its ETag and Last-Modified, gzips when asked', async () => {
    await product(t, { name: 'Чайник', category });
    const feed = await feedOf();
    await refresh(t, owner, feed.id);
    const first = await fetchFeed(t, String(feed.token));
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    const modified = first.headers.get('last-modified') as string;
    expect(etag).toBeTruthy();
    expect(modified).toBeTruthy();
    expect((await fetchFeed(t, String(feed.token), 'xml', { 'if-none-match': etag })).status).toBe(304);
    expect((await fetchFeed(t, String(feed.token), 'xml', { 'if-modified-since': modified })).status).toBe(304);
    const zipped = await fetchFeed(t, String(feed.token), 'xml', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch unzips it: the same document comes out
    expect(await zipped.text()).toBe(await first.text());
  });

  it('is a bare 404 for a wrong token, another extension, an inactive feed and a rotated token', async () => {
    const feed = await feedOf();
    await refresh(t, owner, feed.id);
    const token = String(feed.token);
    expect((await fetchFeed(t, token)).status).toBe(200);
    const wrong = await fetchFeed(t, `${token.slice(0, -3)}aaa`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ message: expect.any(String) });
    expect((await fetchFeed(t, token, 'csv')).status).toBe(404);
    const rotated = await call<{ data: { token: string } }>(t.url, 'POST', `/api/feeds/${feed.id}/token`, {
      token: owner,
    });
    expect(rotated.status).toBe(200);
    expect((await fetchFeed(t, token)).status).toBe(404);
    // the last build moved to the new address: no rebuild needed
    expect((await fetchFeed(t, rotated.body.data.token)).status).toBe(200);
    await call(t.url, 'PUT', `/api/feeds/${feed.id}`, { token: owner, json: { status: 'inactive' } });
    expect((await fetchFeed(t, rotated.body.data.token)).status).toBe(404);
  });

  it('serves the whole previous file while a rebuild is running', async () => {
    const own = (await create(t, owner, 'categories', { title: 'Багато' })).id;
    await db().execute(sql`insert into products (name, slug, sku, category, price, quantity, status, gallery, description)
      select 'Товар ' || g, 'bulk-' || g, 'B-' || g, ${own}, 100000 + g, 3, 'published', '["products/a.jpg"]'::jsonb,
        repeat('<p>Опис товару з каталогу.</p>', 20)
      from generate_series(1, 4000) g`);
    const feed = await feedOf({ categories: [own] });
    await refresh(t, owner, feed.id);
    const before = await (await fetchFeed(t, String(feed.token))).text();
    await db().execute(sql`update products set name = name || ' нове' where category = ${own}`);
    const started = await call<{ data: { job: number } }>(t.url, 'POST', `/api/feeds/${feed.id}/refresh`, {
      token: owner,
    });
    const done = waitForJob(t, owner, started.body.data.job);
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    const seen = new Set<string>();
    while (!finished) {
      const text = await (await fetchFeed(t, String(feed.token))).text();
      expect(text.endsWith('</channel>\n</rss>\n')).toBe(true);
      expect(text.match(/<item>/g)).toHaveLength(4000);
      seen.add(text === before ? 'old' : 'new');
    }
    expect((await done).status).toBe('done');
    expect(seen.has('old')).toBe(true);
    expect(await (await fetchFeed(t, String(feed.token))).text()).toContain('Товар 1 нове');
  });
});

describe('access and the scheduler', () => {
  it('refresh needs feeds.edit; reading the skipped list needs feeds.show', async () => {
    const feed = await feedOf();
    const reader = await createUser(t.app, { scopes: ['feeds.show'] });
    const token = await signIn(t.url, reader);
    expect((await call(t.url, 'POST', `/api/feeds/${feed.id}/refresh`, { token })).status).toBe(403);
    expect((await call(t.url, 'POST', `/api/feeds/${feed.id}/token`, { token })).status).toBe(403);
    expect((await call(t.url, 'POST', `/api/feeds/${feed.id}/refresh`)).status).toBe(401);
    const none = await signIn(t.url, await createUser(t.app, { scopes: ['orders.show'] }));
    expect((await call(t.url, 'GET', `/api/feeds/${feed.id}/skipped`, { token: none })).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/feeds/999999/refresh', { token: owner })).status).toBe(404);
  });

  it('plans hourly and daily feeds and queues a due one exactly once, however many instances tick', async () => {
    const hourly = await feedOf({ schedule: 'hourly' });
    const daily = await feedOf({ schedule: 'daily', daily_at: '03:30' });
    const manual = await feedOf();
    const next = async (id: number) => (await show(id)).next_run_at as string | null;
    expect(new Date(String(await next(hourly.id))).getUTCMinutes()).toBe(0);
    expect(await next(daily.id)).toBeTruthy();
    expect(await next(manual.id)).toBeNull();
    await db().execute(sql`update feeds set next_run_at = now() - interval '1 minute' where id = ${hourly.id}`);
    const ticks = await Promise.all([1, 2, 3].map(() => queueDueFeeds(db(), 'Europe/Kyiv')));
    expect(ticks.flat()).toEqual([hourly.id]);
    const jobs = await queryRows<{ id: number | string }>(
      db(),
      sql`select id from jobs where kind = 'feed-build' and params->>'feedId' = ${String(hourly.id)}`,
    );
    expect(jobs).toHaveLength(1);
    expect((await waitForJob(t, owner, Number(jobs[0]?.id))).status).toBe('done');
    expect(new Date(String(await next(hourly.id))).getTime()).toBeGreaterThan(Date.now());
  });
});
