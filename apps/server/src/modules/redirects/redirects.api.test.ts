import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const resolve = (path: string, token = owner) =>
  call<{ data: { from_path: string; target: string; code: string } }>(
    t.url,
    'GET',
    `/api/redirect-urls/resolve?path=${encodeURIComponent(path)}`,
    { token },
  );

describe('redirect loops', () => {
  it('refuses a redirect to its own address, whatever the case', async () => {
    const res = await call(t.url, 'POST', '/api/redirect-urls', {
      token: owner,
      json: { from_path: '/loop/self', target: '/Loop/Self' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { target: ['Переадресація на саму себе створює петлю.'] } });
  });

  it('refuses a redirect to one that leads straight back, on create and on update', async () => {
    await create(t, owner, 'redirect-urls', { from_path: '/loop/a', target: '/loop/b' });
    const back = await call(t.url, 'POST', '/api/redirect-urls', {
      token: owner,
      json: { from_path: '/loop/b', target: '/loop/a' },
    });
    expect(back.status).toBe(422);
    expect(back.body).toMatchObject({ errors: { target: [expect.stringContaining('/loop/a')] } });

    const c = await create(t, owner, 'redirect-urls', { from_path: '/LOOP/B', target: '/loop/c' });
    const turned = await call(t.url, 'PUT', `/api/redirect-urls/${c.id}`, {
      token: owner,
      json: { target: '/loop/a' },
    });
    expect(turned.status).toBe(422);
    const shown = await call<{ data: { target: string } }>(t.url, 'GET', `/api/redirect-urls/${c.id}`, {
      token: owner,
    });
    expect(shown.body.data.target).toBe('/loop/c');
  });

  it('allows chains and addresses outside the site', async () => {
    await create(t, owner, 'redirect-urls', { from_path: '/chain/1', target: '/chain/2' });
    await create(t, owner, 'redirect-urls', { from_path: '/chain/2', target: '/chain/3' });
    await create(t, owner, 'redirect-urls', { from_path: '/chain/3', target: 'https://example.com/chain/1' });
  });
});

describe('GET /api/redirect-urls/resolve', () => {
  it('answers the redirect of a path, case-insensitively, or 404', async () => {
    await create(t, owner, 'redirect-urls', { from_path: '/old/Phones', target: '/catalog/phones', code: '302' });
    expect(await resolve('/OLD/phones')).toMatchObject({
      status: 200,
      body: { data: { from_path: '/old/Phones', target: '/catalog/phones', code: '302' } },
    });
    expect((await resolve('/never/there')).status).toBe(404);
    expect((await call(t.url, 'GET', '/api/redirect-urls/resolve?path=old', { token: owner })).status).toBe(422);
    expect((await call(t.url, 'GET', '/api/redirect-urls/resolve', { token: owner })).status).toBe(422);
  });

  it('sees every save, update and delete made through the API at once', async () => {
    const r = await create(t, owner, 'redirect-urls', { from_path: '/fresh/one', target: '/a' });
    expect((await resolve('/fresh/one')).body.data.target).toBe('/a');
    await call(t.url, 'PUT', `/api/redirect-urls/${r.id}`, { token: owner, json: { target: '/b' } });
    expect((await resolve('/fresh/one')).body.data.target).toBe('/b');
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('code', '302');
    await call(t.url, 'POST', `/api/redirect-urls/${r.id}`, { token: owner, form });
    expect((await resolve('/fresh/one')).body.data.code).toBe('302');
    expect((await call(t.url, 'DELETE', `/api/redirect-urls/${r.id}`, { token: owner })).status).toBe(200);
    expect((await resolve('/fresh/one')).status).toBe(404);
  });

  it('serves from memory; any committed write clears it (a hand edit, another instance), and clear-cache by hand', async () => {
    await create(t, owner, 'redirect-urls', { from_path: '/cached/path', target: '/before' });
    expect((await resolve('/cached/path')).body.data.target).toBe('/before');
    // a write outside the API, as another instance's: the table's trigger tells every process on
    // commit, and the notice reaches this one's listening connection a moment later (served by
    // another PostgreSQL process than the write): asked at once, a busy machine answered the old one
    await t.app.database.db.execute(sql`update redirect_urls set target = '/after' where from_path = '/cached/path'`);
    await expect
      .poll(async () => (await resolve('/cached/path')).body.data.target, { timeout: 1000, interval: 5 })
      .toBe('/after');

    const cleared = await call<{ data: { cleared: boolean; entries: number } }>(
      t.url,
      'POST',
      '/api/redirect-urls/clear-cache',
      { token: owner },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.cleared).toBe(true);
    expect(cleared.body.data.entries).toBeGreaterThan(0);
    const empty = await call<{ data: { entries: number } }>(t.url, 'POST', '/api/redirect-urls/clear-cache', {
      token: owner,
    });
    expect(empty.body.data.entries).toBe(0);
    expect((await resolve('/cached/path')).body.data.target).toBe('/after');
  });
});

describe('access', () => {
  it('needs redirects.show to resolve and redirects.edit to clear or import', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['redirects.show'] }));
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await resolve('/anything', reader)).status).toBe(404);
    expect((await resolve('/anything', stranger)).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/redirect-urls/resolve?path=/x')).status).toBe(401);
    expect((await call(t.url, 'POST', '/api/redirect-urls/clear-cache', { token: reader })).status).toBe(403);
    expect(
      (await call(t.url, 'POST', '/api/redirect-urls/import', { token: reader, form: new FormData() })).status,
    ).toBe(403);
    const writer = await signIn(t.url, await createUser(t.app, { scopes: ['redirects.show', 'redirects.edit'] }));
    expect((await call(t.url, 'POST', '/api/redirect-urls/clear-cache', { token: writer })).status).toBe(200);
  });
});
