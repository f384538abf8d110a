import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { exactCountCap } from './count.ts';
import { ownerToken, type Rec } from './test-kit.ts';

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
