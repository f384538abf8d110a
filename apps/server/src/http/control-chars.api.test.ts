import { fieldMessages } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../crud/test-kit.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
});
afterAll(() => t.close());

type Body = { message?: string; errors?: Record<string, string[]> };
const nul = 'Чорна\u0000п’ятниця';
const q = encodeURIComponent(nul);
const refused = (field: string) => ({
  status: 422,
  body: { message: 'Дані містять помилки.', errors: { [field]: [fieldMessages.control] } },
});

describe('a NUL byte in any text input is a 422 on its field, never a 500', () => {
  it('in an autocomplete search', async () => {
    const res = await call<Body>(t.url, 'GET', `/api/units/autocomplete?search=${q}`, { token: owner });
    expect(res).toMatchObject(refused('search'));
  });

  it('in a list search, a filter and the key of a query parameter', async () => {
    const cases: [string, string][] = [
      [`/api/news?search=${q}`, 'search'],
      [`/api/news?filter[title]=${q}`, 'filter.title'],
      [`/api/news?sort=${q}`, 'sort'],
      [`/api/news?x${encodeURIComponent('\u0000')}=1`, 'x'],
    ];
    for (const [path, field] of cases) {
      expect(await call<Body>(t.url, 'GET', path, { token: owner }), path).toMatchObject(refused(field));
    }
  });

  it('in a JSON create, nested or not', async () => {
    const before = await rowCount(t, 'news');
    const res = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: nul, status: 'draft' },
    });
    expect(res).toMatchObject(refused('title'));
    const nested = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: 'Новина', status: 'draft', meta: { tags: ['a', `b${nul}`] } },
    });
    expect(nested).toMatchObject(refused('meta.tags.1'));
    expect(await rowCount(t, 'news')).toBe(before);
  });

  it('in a multipart create and a multipart update through _method', async () => {
    const form = new FormData();
    form.set('title', 'Новина з форми');
    // an option with a NUL: the field's own check would call it an unknown option, not bad text
    form.set('status', 'draft\u0000');
    expect(await call<Body>(t.url, 'POST', '/api/news', { token: owner, form })).toMatchObject(refused('status'));
    const created = await call<{ data: { id: number } }>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: 'Новина', status: 'draft' },
    });
    const update = new FormData();
    update.set('_method', 'PUT');
    update.set('title', nul);
    const res = await call<Body>(t.url, 'POST', `/api/news/${created.body.data.id}`, { token: owner, form: update });
    expect(res).toMatchObject(refused('title'));
  });

  it('in a sign-in', async () => {
    const res = await call<Body>(t.url, 'POST', '/api/auth', { json: { email: `a${nul}@x.test`, password: 'x' } });
    expect(res).toMatchObject(refused('email'));
  });
});
