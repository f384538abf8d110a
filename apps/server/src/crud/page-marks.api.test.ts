import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { markStep, marksOf, marksSettled } from './page-marks.ts';
import { foldWriteCounts } from './table-writes.ts';
import { create, ownerToken, type Rec, recordStatements } from './test-kit.ts';

let t: TestApp;
let owner: string;
const rows = markStep * 12 + 137;
/** What a page read from its mark skips: the rows between the mark and the page's first. */
const skipOf = (n: number) => ((n - 1) * 25) % markStep;

// a nullable sort with many ties (one in seven has no date, the rest share 500 hours): the hard case
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  await t.app.database.db.execute(
    sql`insert into news (title, slug, published_at)
        select 'Новина ' || g, 'novyna-' || g,
          case when g % 7 = 0 then null else timestamptz '2025-01-01 00:00+00' + (g % 500) * interval '1 hour' end
        from generate_series(1, ${rows}) g`,
  );
});
afterAll(() => t.close());

type List = { data: Rec[]; meta: Record<string, unknown> };
const sorts = {
  '-published_at': 'published_at desc nulls first, id desc',
  published_at: 'published_at asc nulls last, id asc',
  '-id': 'id desc',
  title: 'title asc, id asc',
} as const;

const page = async (sort: string, n: number, perPage = 25) => {
  const res = await call<List>(t.url, 'GET', `/api/news?sort=${sort}&per_page=${perPage}&page=${n}`, { token: owner });
  expect(res.status).toBe(200);
  return res.body.data.map((r) => r.id);
};

/** What OFFSET over the whole table answers: the truth each far page must match. */
const offsetPage = async (sort: keyof typeof sorts, n: number, perPage = 25) =>
  (
    await queryRows<{ id: string | number }>(
      t.app.database.db,
      sql`select id from news order by ${sql.raw(sorts[sort])} limit ${perPage} offset ${(n - 1) * perPage}`,
    )
  ).map((r) => Number(r.id));

/** Opens a far page once, so its sort's marks get built, and waits for them. */
async function warm(sort: keyof typeof sorts) {
  await page(sort, Math.ceil(rows / 25));
  await marksSettled(t.app.database.db);
  expect(marksOf(t.app.database.db, 'news', sort), sort).toBe(Math.floor(rows / markStep));
}

/** The OFFSET of the statement that read a page from a mark (its first one: the marked branch's), if one did. */
function markedOffset(seen: string[]): number | undefined {
  const statement = seen.find((s) => s.includes('table_writes') && /\boffset\b/i.test(s));
  const at = statement?.match(/\boffset \$(\d+)/i)?.[1];
  if (!statement || !at) return undefined;
  return JSON.parse(statement.slice(statement.lastIndexOf(' [') + 1))[Number(at) - 1];
}

describe('far pages of a whole list', () => {
  it('give the rows OFFSET gives, from the marks, in every sort (nulls and ties too)', async () => {
    for (const sort of Object.keys(sorts) as (keyof typeof sorts)[]) {
      await warm(sort);
      // pages on a mark, just after one, across one, far past the last mark, the last full one and the short last one
      for (const n of [11, 12, 41, 42, 80, 81, 120, 125, 126]) {
        expect(await page(sort, n), `${sort} page ${n}`).toEqual(await offsetPage(sort, n));
      }
      expect(await page(sort, 40, 100), `${sort} page 40 of 100`).toEqual(await offsetPage(sort, 40, 100));
      expect(await page(sort, 200), `${sort} past the end`).toEqual([]);
    }
  });

  it('skip fewer than a step of index entries once the marks are built', async () => {
    await warm('-published_at');
    expect(markedOffset(await recordStatements(t, () => page('-published_at', 125)))).toBe(skipOf(125));
  });

  it('see every write at once: a new row, a changed date, a delete, a rolled-back write', async () => {
    await warm('-published_at');
    const sort = '-published_at';
    const before = await page(sort, 100);
    expect(before).toEqual(await offsetPage(sort, 100));

    // a row at the very top shifts every far page by one
    const added = await create(t, owner, 'news', { title: 'Свіжа новина', published_at: null });
    let shifted: number[] = [];
    const seen = await recordStatements(t, async () => {
      shifted = await page(sort, 100);
    });
    expect(shifted).toEqual(await offsetPage(sort, 100));
    // a bug fixed: stale marks read nothing and the page was read again, a third statement beside
    // the count (DESIGN §4: two at most); the statement that finds them stale reads the page itself
    expect(seen.filter((s) => /news|pg_class/.test(s) && !/pg_stat_activity|row_number\(\)/.test(s))).toHaveLength(2);
    expect(shifted.slice(1)).toEqual(before.slice(0, -1));

    // a date changed by plain SQL, as another instance or a migration would write
    await t.app.database.db.execute(sql`update news set published_at = null where id = ${before[5]}`);
    expect(await page(sort, 100)).toEqual(await offsetPage(sort, 100));

    await call(t.url, 'DELETE', `/api/news/${added.id}`, { token: owner });
    expect(await page(sort, 100)).toEqual(await offsetPage(sort, 100));

    // the marks come back after a while, built on the table as it now is
    await new Promise((r) => setTimeout(r, 2_100));
    await warm(sort);
    await t.app.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from news where id = ${before[0]}`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    // nothing was written: the marks still serve
    expect(markedOffset(await recordStatements(t, () => page(sort, 100)))).toBe(skipOf(100));
    expect(await page(sort, 100)).toEqual(await offsetPage(sort, 100));
  });
});

describe('the write count', () => {
  it('is kept on every resource table, whatever writes to it', async () => {
    const missing = await queryRows<{ relname: string }>(
      t.app.database.db,
      sql`select c.relname from pg_class c
          where c.relname in ('news', 'units', 'redirect_urls', 'products', 'orders', 'customers', 'categories')
            and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'count_writes')`,
    );
    expect(missing).toEqual([]);
    const writes = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            t.app.database.db,
            sql`select coalesce(sum(writes), 0) as n from table_writes where table_name = 'units'`,
          )
        )[0]?.n,
      );
    const start = await writes();
    await t.app.database.db.execute(sql`insert into units (title, suffix) values ('Лікті', 'лк')`);
    await t.app.database.db.execute(sql`update units set suffix = 'л' where title = 'Лікті'`);
    expect(await writes()).toBe(start + 2);

    // a session that ended (no such pid) is folded into one row, the sum kept
    await t.app.database.db.execute(sql`insert into table_writes values ('units', 2147483647, 5)`);
    await foldWriteCounts(t.app.database.db);
    expect(await writes()).toBe(start + 7);
    const rows = await queryRows<{ backend: number }>(
      t.app.database.db,
      sql`select backend from table_writes where table_name = 'units' and backend = 2147483647`,
    );
    expect(rows).toEqual([]);
  });

  it('folds from several places at once, counting each ended session once', async () => {
    const db = t.app.database.db;
    const sums = () =>
      queryRows<{ table_name: string; n: string }>(
        db,
        sql`select table_name, sum(writes)::text as n from table_writes group by 1 order by 1`,
      );
    // ended sessions' rows, stored against the order of their key; folds of one table and of all at once
    await db.execute(
      sql`insert into table_writes select t, 2000000000 - g, 1 from generate_series(1, 400) g, unnest(array['units', 'news']) t`,
    );
    const before = await sums();
    await Promise.all(
      [undefined, 'units', 'news', undefined, 'units', 'news'].map((table) => foldWriteCounts(db, table)),
    );
    expect(await sums()).toEqual(before);
  });
});
