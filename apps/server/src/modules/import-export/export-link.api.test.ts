import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, freshIp, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 27, item 19: the browser follows a signed link, so the file streams to disk and never sits in the tab. */
let t: TestApp;
let owner: string;
let category: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  category = (await create(t, owner, 'categories', { title: 'Посилання' })).id;
  await create(t, owner, 'products', { name: 'Лампа', sku: 'LN-1', category, price: 1000 });
  await create(t, owner, 'products', { name: 'Люстра', sku: 'LN-2', category, price: 2000 });
});
afterAll(() => t.close());

const linkOf = async (query: string, token = owner) =>
  call<{ data: { url: string } }>(t.url, 'GET', `/api/products/export/link?${query}`, { token });

/** The link followed as a browser follows it: no Authorization header. */
const follow = (url: string) => fetch(t.url + url, { headers: { 'x-forwarded-for': freshIp() } });

describe('GET /api/products/export/link', () => {
  it('gives a link that downloads the filtered export without a token header', async () => {
    const link = await linkOf(`format=csv&filter[category]=${category}&sort=sku`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const res = await follow(link.body.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="products-.*\.csv"$/);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toContain('Артикул');
    expect(lines.slice(1, 3).map((l) => l.split(';').find((c) => c.startsWith('LN-')))).toEqual(['LN-1', 'LN-2']);
  });

  it('refuses a link that was changed, and answers 422 for a bad export at once', async () => {
    const link = await linkOf(`format=csv&filter[category]=${category}`);
    const changed = new URL(link.body.data.url, t.url);
    expect(changed.searchParams.get('filter[category]')).toBe(String(category));
    changed.searchParams.set('filter[category]', String(category + 1));
    const other = changed.pathname + changed.search;
    expect((await follow(other)).status).toBe(403);
    const later = link.body.data.url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 3600}`);
    expect((await follow(later)).status).toBe(403);
    expect((await follow('/api/products/export/download?format=csv')).status).toBe(403);
    expect((await linkOf('format=pdf')).status).toBe(422);
  });

  it('ends with its session, and is only for who may read the list', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    const link = await linkOf('format=xlsx', reader);
    expect(link.status).toBe(200);
    expect((await follow(link.body.data.url)).status).toBe(200);
    await call(t.url, 'POST', '/api/logout', { token: reader });
    expect((await follow(link.body.data.url)).status).toBe(401);
    const clerk = await signIn(t.url, await createUser(t.app, { scopes: ['orders.show'] }));
    expect((await linkOf('format=csv', clerk)).status).toBe(403);
  });
});
