import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { exactCountCap, exactFilterCountCap } from './count.ts';
import { ownerToken, type Rec, recordStatements } from './test-kit.ts';

let t: TestApp;
let owner: string;
const rows = exactCountCap + 50;

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const db = t.app.database.db;
  await db.execute(
    sql`insert into units (title, suffix) select 'Одиниця ' || g, 'u' || (g % 7) from generate_series(1, ${rows}) g`,
  );
  await db.execute(sql`analyze units`);
});
afterAll(() => t.close());

type List = { data: Rec[]; meta: Record<string, unknown> };

describe('lists past the exact-count cap', () => {
  it('estimate the total instead of counting every row, and say so', async () => {
    const res = await call<List>(t.url, 'GET', '/api/units?per_page=100&page=3', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(100);
    expect(res.body.meta.total_is_estimate).toBe(true);
    expect(Number(res.body.meta.total)).toBeGreaterThan(exactCountCap);
    expect(Number(res.body.meta.total)).toBeLessThan(rows * 2);
    expect(res.body.meta.last_page).toBe(Math.ceil(Number(res.body.meta.total) / 100));
  });

  it('count exactly when the filtered rows are few', async () => {
    const res = await call<List>(t.url, 'GET', `/api/units?search=${encodeURIComponent('Одиниця 1000')}`, {
      token: owner,
    });
    // 1000 and 10000..10009
    expect(res.body.meta).toMatchObject({ total: 11, last_page: 1 });
    expect(res.body.meta.total_is_estimate).toBeUndefined();
  });

  it('count a search with a full page exactly through the trigram index, up to its cap', async () => {
    // "Одиниця 10…": 10, 100..109, 1000..1099, 10000..10050 → 1 + 10 + 100 + 51 = 162 matches
    const res = await call<List>(t.url, 'GET', `/api/units?per_page=25&search=${encodeURIComponent('Одиниця 10')}`, {
      token: owner,
    });
    expect(res.body.data).toHaveLength(25);
    expect(res.body.meta).toMatchObject({ total: 162, last_page: 7 });
    expect(res.body.meta.total_is_estimate).toBeUndefined();
  });

  it('tell the total of a last, short page without counting', async () => {
    const res = await call<List>(
      t.url,
      'GET',
      `/api/units?per_page=100&page=2&search=${encodeURIComponent('Одиниця 10')}`,
      {
        token: owner,
      },
    );
    expect(res.body.data).toHaveLength(62);
    expect(res.body.meta).toMatchObject({ total: 162, last_page: 2 });
  });

  it('reach a deep page sorted descending with stable order', async () => {
    const last = await call<List>(t.url, 'GET', `/api/units?sort=-id&per_page=10&page=${rows / 10}`, {
      token: owner,
    });
    expect(last.body.data.map((r) => r.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});

describe('what a list request costs', () => {
  const get = (path: string) => call<List>(t.url, 'GET', path, { token: owner });
  // the token check aside (another statement, the same on every route), what the list itself sends;
  // a far page's marks are built beside it for the next one (page-marks.ts), not for this answer
  const building = /pg_stat_activity|row_number\(\)/;
  const listing = (seen: string[]) => seen.filter((s) => /units|pg_class/.test(s) && !building.test(s));
  const explains = (seen: string[]) => seen.filter((s) => /^\s*explain/i.test(s));

  it('takes the total of the whole table from its statistics: two statements, no EXPLAIN', async () => {
    for (const path of ['/api/units', '/api/units?sort=-created_at&page=400', '/api/units?page=2&per_page=100']) {
      const seen = await recordStatements(t, async () => {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.body.meta.total_is_estimate, path).toBe(true);
        expect(Number(res.body.meta.total), path).toBeGreaterThan(exactCountCap);
      });
      expect(explains(seen), path).toEqual([]);
      expect(listing(seen).length, path).toBeLessThanOrEqual(2);
    }
  });

  it('sizes a large table that was never analysed once, then neither plans nor counts it again', async () => {
    await t.app.database.db.execute(
      sql`insert into redirect_urls (from_path, target) select '/old/' || g, '/new/' || g from generate_series(1, ${rows}) g`,
    );
    const seen = await recordStatements(t, async () => {
      for (let i = 0; i < 3; i++) {
        const res = await get(`/api/redirect-urls?page=${i + 1}`);
        expect(res.body.meta.total_is_estimate).toBe(true);
        expect(Number(res.body.meta.total)).toBeGreaterThan(exactCountCap);
      }
    });
    expect(explains(seen).length).toBeLessThanOrEqual(1);
    const last = seen.filter((s) => /redirect_urls|pg_class/.test(s)).slice(-2);
    expect(last.filter((s) => /count\(\*\) from/.test(s))).toEqual([]);
  });

  it('plans the total of a filtered list once, then reuses it', async () => {
    const seen = await recordStatements(t, async () => {
      for (let i = 0; i < 4; i++) {
        const res = await get(`/api/units?search=${encodeURIComponent('Одиниця')}&page=${i + 1}`);
        expect(res.body.meta.total_is_estimate).toBe(true);
      }
    });
    expect(explains(seen).length).toBeLessThanOrEqual(1);
  });

  it('estimates a filtered list past its own cap rather than count it on every request', async () => {
    const db = t.app.database.db;
    await db.execute(
      sql`insert into redirect_urls (from_path, target, code) select '/temp/' || g, '/new', '302' from generate_series(1, ${exactFilterCountCap + 100}) g`,
    );
    await db.execute(sql`analyze redirect_urls`);
    const seen = await recordStatements(t, async () => {
      const res = await get('/api/redirect-urls?filter[code]=302');
      expect(res.body.meta.total_is_estimate).toBe(true);
      expect(Number(res.body.meta.total)).toBeGreaterThan(exactFilterCountCap);
    });
    expect(seen.filter((s) => /count\(\*\) from/.test(s))).toEqual([]);
  });

  it('reads a far page through the index (deferred join) with the rows OFFSET would give', async () => {
    const { queryRows } = await import('../db/client.ts');
    const expected = await queryRows<{ id: number | string }>(
      t.app.database.db,
      sql`select id from units order by title desc, id desc limit 10 offset 9000`,
    );
    const res = await get('/api/units?sort=-title&per_page=10&page=901');
    expect(res.body.data.map((r) => r.id)).toEqual(expected.map((r) => Number(r.id)));
    expect(res.body.meta.current_page).toBe(901);
  });

  it('walks forward by next_cursor through the same rows as page numbers', async () => {
    for (const sort of ['-id', 'title', '-created_at']) {
      const pages: number[][] = [];
      let cursor = '';
      for (let page = 1; page <= 3; page++) {
        const query = `sort=${sort}&per_page=50&page=${page}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await get(`/api/units?${query}`);
        expect(res.status, query).toBe(200);
        expect(res.body.meta).toMatchObject({ current_page: page, total_is_estimate: true });
        pages.push(res.body.data.map((r) => r.id));
        cursor = String(res.body.meta.next_cursor);
      }
      const byNumber = await Promise.all([1, 2, 3].map((p) => get(`/api/units?sort=${sort}&per_page=50&page=${p}`)));
      expect(pages, sort).toEqual(byNumber.map((res) => res.body.data.map((r) => r.id)));
    }
  });
});
