import type { ResourceDef } from '@kramar/contract';
import { news } from '@kramar/contract/resources/news.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { rareWord } from './search.ts';
import { create, ownerToken, type Rec } from './test-kit.ts';

let t: TestApp;
let owner: string;

const unitTitles = ['Ампер', 'Байт', 'Вольт', 'Герц', 'Джоуль', 'Кельвін', 'Люмен', 'Метр', 'Міліметр', 'Ньютон', 'Ом'];
const odd = ['Знижка 50%', 'Знижка 50 відсотків', 'snake_case', 'snakeXcase'];

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  for (const [i, title] of [...unitTitles, ...odd].entries()) {
    await create(t, owner, 'units', { title, suffix: `s${i}` });
  }
  const items: [string, string, string | null][] = [
    ['Жовтнева новина', 'published', '2026-10-15T12:00:00Z'],
    ['Листопадова новина', 'published', '2026-11-10T12:00:00Z'],
    ['Пізня листопадова', 'draft', '2026-11-30T23:30:00Z'],
    ['Чернетка без дати', 'draft', null],
  ];
  for (const [title, status, published_at] of items) await create(t, owner, 'news', { title, status, published_at });
});
afterAll(() => t.close());

type List = { data: Rec[]; meta: Record<string, unknown>; errors?: Record<string, string[]> };
const list = (path: string) => call<List>(t.url, 'GET', path, { token: owner });
const titles = (res: { body: List }) => res.body.data.map((r) => r.title);

describe('GET /api/{name}: pages', () => {
  it('pages with per_page and answers meta', async () => {
    const total = unitTitles.length + odd.length;
    const first = await list('/api/units?per_page=10');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total,
      last_page: 2,
      next_cursor: expect.any(String),
    });
    expect(first.body.data).toHaveLength(10);
    const second = await list('/api/units?per_page=10&page=2');
    expect(second.body.data).toHaveLength(total - 10);
    expect(second.body.meta).toMatchObject({ current_page: 2, last_page: 2 });
    expect(second.body.meta.next_cursor).toBeUndefined();
    const beyond = await list('/api/units?per_page=10&page=9');
    expect(beyond.body.data).toEqual([]);
  });

  it('defaults to 25 a page and the declared default sort', async () => {
    const res = await list('/api/units');
    expect(res.body.meta.per_page).toBe(25);
    const all = titles(res) as string[];
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /api/{name}: sort', () => {
  it('sorts ascending and descending, with id breaking ties', async () => {
    const asc = titles(await list('/api/units?sort=title&per_page=100'));
    const desc = titles(await list('/api/units?sort=-title&per_page=100'));
    expect(desc).toEqual([...asc].reverse());
    const byId = (await list('/api/units?sort=-id&per_page=100')).body.data.map((r) => r.id);
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
    const news = titles(await list('/api/news?sort=published_at'));
    expect(news.slice(0, 3)).toEqual(['Жовтнева новина', 'Листопадова новина', 'Пізня листопадова']);
  });

  it('refuses a column that is not declared sortable', async () => {
    const fields: ResourceDef['fields'] = news.fields;
    const unsortable = Object.keys(fields).find((name) => !fields[name]?.sortable) ?? 'excerpt';
    for (const sort of [unsortable, `-${unsortable}`, '-password_hash', 'title;drop table news']) {
      const res = await list(`/api/news?sort=${encodeURIComponent(sort)}`);
      expect(res.status, sort).toBe(422);
      expect(res.body.errors).toEqual({ sort: ['Сортування за цим полем недоступне.'] });
    }
  });
});

describe('GET /api/{name}: search', () => {
  it('finds a part of a searchable column, whatever the case', async () => {
    expect(titles(await list('/api/units?search=МЕТР'))).toEqual(['Метр', 'Міліметр']);
    expect(titles(await list(`/api/units?search=${encodeURIComponent('s1')}`)).length).toBeGreaterThan(1);
  });

  it('matches % and _ literally', async () => {
    expect(titles(await list(`/api/units?search=${encodeURIComponent('50%')}`))).toEqual(['Знижка 50%']);
    expect(titles(await list('/api/units?search=snake_'))).toEqual(['snake_case']);
    expect((await list(`/api/units?search=${encodeURIComponent('%')}`)).body.data).toHaveLength(1);
  });

  it('looks a query of several words up by its word with a digit, and still matches the whole phrase', async () => {
    expect(titles(await list(`/api/units?search=${encodeURIComponent('знижка 50%')}`))).toEqual(['Знижка 50%']);
    expect((await list(`/api/units?search=${encodeURIComponent('50% Знижка')}`)).body.data).toHaveLength(0);
    expect(rareWord('Модель 12345 Samsung')).toBe('12345');
    expect(rareWord('Смартфон Samsung')).toBeUndefined();
    expect(rareWord('A55')).toBeUndefined();
  });
});

describe('GET /api/{name}: filters', () => {
  it('filters a status by one value or a comma list', async () => {
    expect((await list('/api/news?filter[status]=published')).body.meta.total).toBe(2);
    expect((await list('/api/news?filter[status]=draft,published')).body.meta.total).toBe(4);
    expect(titles(await list('/api/news?filter[status]=draft&search=листопад'))).toEqual(['Пізня листопадова']);
  });

  it('filters by an option that itself holds commas', async () => {
    for (const [url, robots] of [
      ['/akcii', 'noindex,nofollow'],
      ['/blog', 'index,follow'],
    ]) {
      await create(t, owner, 'seo-modules', { url, h1: url, meta_title: url, robots });
    }
    const res = await list(`/api/seo-modules?filter[robots]=${encodeURIComponent('noindex,nofollow')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.url)).toEqual(['/akcii']);
  });

  it('filters a date-time by range; a bare end date includes its whole day', async () => {
    const from = await list('/api/news?filter[published_at][from]=2026-11-01');
    expect(titles(from).sort()).toEqual(['Листопадова новина', 'Пізня листопадова']);
    const to = await list('/api/news?filter[published_at][to]=2026-11-30');
    expect(titles(to).sort()).toEqual(['Жовтнева новина', 'Листопадова новина', 'Пізня листопадова']);
    const both = await list(
      `/api/news?filter[published_at][from]=${encodeURIComponent('2026-11-01T00:00:00Z')}&filter[published_at][to]=${encodeURIComponent('2026-11-20T00:00:00+02:00')}`,
    );
    expect(titles(both)).toEqual(['Листопадова новина']);
  });

  it('refuses undeclared filters and values that do not fit', async () => {
    const cases: [string, string][] = [
      ['/api/units?filter[suffix]=мм', 'filter.suffix'],
      ['/api/units?filter[nope]=1', 'filter.nope'],
      ['/api/news?filter[status]=archived', 'filter.status'],
      ['/api/news?filter[published_at]=2026-11-01', 'filter.published_at'],
      ['/api/news?filter[published_at][from]=вчора', 'filter.published_at'],
      ['/api/news?filter[status][from]=draft', 'filter.status'],
    ];
    for (const [path, key] of cases) {
      const res = await list(path);
      expect(res.status, path).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), path).toEqual([key]);
    }
  });

  it('refuses a per_page outside 10/25/50/100 and a bad page', async () => {
    const bad = await list('/api/units?per_page=1000');
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { per_page: ['Допустимі значення: 10, 25, 50, 100.'] } },
    });
    expect((await list('/api/units?page=0')).status).toBe(422);
    expect((await list('/api/units?page=abc')).status).toBe(422);
  });
});

describe('GET /api/{name}: input PostgreSQL cannot take', () => {
  it('answers 422 on the parameter, never a 500', async () => {
    const cases: [string, string][] = [
      [`/api/units?search=${encodeURIComponent('a\u0000b')}`, 'search'],
      ['/api/news?filter[published_at][from]=2024-02-30', 'filter.published_at'],
      ['/api/news?filter[published_at][to]=0000-01-01', 'filter.published_at'],
      ['/api/credit-programs?filter[months][from]=99999999999', 'filter.months'],
      ['/api/credit-programs?filter[months]=99999999999', 'filter.months'],
    ];
    for (const [path, field] of cases) {
      const res = await list(path);
      expect(res.status, path).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), path).toEqual([field]);
    }
  });
});

describe('GET /api/{name}: keyset paging by cursor', () => {
  const ids = (res: { body: List }) => res.body.data.map((r) => r.id);

  async function walk(base: string): Promise<number[][]> {
    const pages: number[][] = [];
    let cursor: unknown = '';
    for (let page = 1; page <= 20 && cursor !== undefined; page++) {
      const res = await list(`${base}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, base).toBe(200);
      pages.push(ids(res));
      cursor = res.body.meta.next_cursor;
    }
    return pages;
  }

  it('walks the same rows as page numbers, nulls included, in either direction', async () => {
    for (const extra of ['Без дати 1', 'Без дати 2', 'Без дати 3']) {
      await create(t, owner, 'news', { title: extra, status: 'draft', published_at: null });
    }
    for (const sort of ['published_at', '-published_at', 'title', '-id', 'created_at']) {
      const base = `/api/news?per_page=10&sort=${sort}`;
      const all = ids(await list(`/api/news?per_page=100&sort=${sort}`));
      const pages = await walk(base.replace('per_page=10', 'per_page=10'));
      expect(pages.flat(), sort).toEqual(all);
    }
    const small = await walk('/api/units?per_page=10&sort=-title');
    expect(small.flat()).toEqual(ids(await list('/api/units?per_page=100&sort=-title')));
  });

  it('keeps the filters and counts the whole list, not what is left after the cursor', async () => {
    for (let i = 1; i <= 12; i++) await create(t, owner, 'units', { title: `Курсор ${i}`, suffix: `k${i}` });
    const q = `per_page=10&search=${encodeURIComponent('курсор')}`;
    const first = await list(`/api/units?${q}`);
    expect(first.body.meta).toMatchObject({ total: 12, next_cursor: expect.any(String) });
    const next = await list(`/api/units?${q}&page=2&cursor=${first.body.meta.next_cursor}`);
    expect(next.status).toBe(200);
    expect(next.body.meta).toMatchObject({ current_page: 2, total: 12, last_page: 2 });
    expect(next.body.meta.next_cursor).toBeUndefined();
    expect(titles(next).sort()).toEqual(['Курсор 8', 'Курсор 9']);
  });

  it('refuses a cursor it did not give out, or one of another sort, with a 422', async () => {
    const first = await list('/api/news?per_page=10&sort=title');
    const cursor = String(first.body.meta.next_cursor);
    const forged = (v: unknown[]) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad: [string, string][] = [
      ['title', 'not-a-cursor'],
      ['title', forged(['title', 'x'])],
      ['title', forged(['title', 'x', -1])],
      ['-published_at', forged(['-published_at', '2026-02-30 10:00:00+00', 5])],
      ['-published_at', forged(['-published_at', '2026-01-01 25:00:00+00', 5])],
      ['-published_at', forged(['-published_at', 'вчора', 5])],
      ['-id', forged(['-id', 5, 5.5])],
      ['created_at', forged(['created_at', null, 5])],
      ['title', forged(['title', 'a\u0000b', 5])],
    ];
    for (const [sort, c] of bad) {
      const res = await list(`/api/news?per_page=10&sort=${sort}&cursor=${c}`);
      expect(res.status, c).toBe(422);
      expect(res.body.errors, c).toEqual({
        cursor: ['Посилання на сторінку застаріло або пошкоджене: відкрийте першу сторінку.'],
      });
    }
    const otherSort = await list(`/api/news?per_page=10&sort=-title&cursor=${cursor}`);
    expect(otherSort.status).toBe(422);
  });
});
