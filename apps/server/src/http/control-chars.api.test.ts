import { fieldMessages } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../crud/test-kit.ts';
import { orderMaker } from '../modules/orders/test-helpers.ts';
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

describe('the other C0 control characters are dropped, never stored', () => {
  // a bell, a backspace, an escape, a unit separator and DEL, as a paste from a terminal or a PDF brings them
  const stray = '\u0007\u0008\u001b\u001f\u007f';
  type News = { data: Record<string, unknown> & { id: number } };

  it('on a JSON create and a multipart update: one line for a text field, its lines kept in a textarea', async () => {
    const created = await call<News>(t.url, 'POST', '/api/news', {
      token: owner,
      json: {
        title: `Чорна${stray} п’ятниця\tрозпродаж\r\nсьогодні`,
        excerpt: `Рядок${stray} один\r\n\tРядок два`,
        body: `<p>Текст${stray}</p>\n<p>ще</p>`,
        status: 'draft',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // a tab or a line break in one line is a space: the words either side stay apart
    expect(created.body.data).toMatchObject({
      title: 'Чорна п’ятниця розпродаж сьогодні',
      excerpt: 'Рядок один\r\n\tРядок два',
      body: '<p>Текст</p>\n<p>ще</p>',
    });

    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', `Кіберпонеділок${stray}\r\nзнижки`);
    form.set('excerpt', `Перший${stray}\r\nдругий`);
    form.set('meta_title', `\u0001SEO\u0002`);
    const path = `/api/news/${created.body.data.id}`;
    const updated = await call<News>(t.url, 'POST', path, { token: owner, form });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const stored = (await call<News>(t.url, 'GET', path, { token: owner })).body.data;
    expect(stored).toMatchObject({ title: 'Кіберпонеділок знижки', excerpt: 'Перший\r\nдругий', meta_title: 'SEO' });
  });

  it('on a route of a module of its own: an order comment keeps its lines', async () => {
    const o = orderMaker(t, owner);
    const order = await o.order([[await o.product(), 1]]);
    const comment = await o.post(`/api/orders/${order.id}/comments`, { text: `Передзвонити${stray}\nзавтра\u0001` });
    expect(comment.status).toBe(201);
    expect(comment.body.data).toMatchObject({ text: 'Передзвонити\nзавтра' });
  });
});
