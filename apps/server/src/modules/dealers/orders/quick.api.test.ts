import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec, recordStatements } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueMaker } from '../../products/test-helpers.ts';
import { priceGroup, tradingDealer } from './test-helpers.ts';

/** Quick order (issue 29): pasted «SKU quantity» lines checked against the workspace's group in one query. */
let t: TestApp;
let dealer: Awaited<ReturnType<typeof tradingDealer>>;
const p = {} as Record<'ok' | 'short' | 'hidden', Rec>;

interface Report {
  line: number;
  sku: string;
  quantity: number | null;
  status: string;
  product_id: number | null;
  name: string | null;
  price: number | null;
  available: number | null;
}

beforeAll(async () => {
  t = await startTestApp();
  const owner = await ownerToken(t);
  const make = catalogueMaker(t, owner);
  const seen = await make.category();
  const unseen = await make.category();
  const published = { status: 'published' };
  p.ok = await make.product({ ...published, category: seen.id, price: 10_000, quantity: 50, sku: `OK-${Date.now()}` });
  p.short = await make.product({ ...published, category: seen.id, price: 5_000, quantity: 2 });
  p.hidden = await make.product({ ...published, category: unseen.id, price: 5_000, quantity: 50 });
  const group = await priceGroup(t, owner, { discount: 10, visible_categories: [seen.id] });
  dealer = await tradingDealer(t, owner, group.id);
  // enough products for a 500-line paste
  for (let i = 0; i < 20; i++)
    await create(t, owner, 'products', {
      name: `Масовий ${i}`,
      sku: `BULK-${i}-${Date.now()}`,
      price: 100,
      quantity: 1000,
      category: seen.id,
      status: 'published',
    });
});
afterAll(() => t.close());

const check = (text: string) =>
  dealer.api<Report[]>('POST', '/api/dealers/orders/quick', { workspace: dealer.workspaces[0], text });

describe('quick order', () => {
  it('says of each line: ok, unknown, hidden for the group, short of stock, duplicated or a bad quantity', async () => {
    const text = [
      `${String(p.ok.sku).toLowerCase()}\t3`,
      'NO-SUCH-SKU 1',
      `${p.hidden.sku};4`,
      `${p.short.sku},5`,
      '',
      `${p.ok.sku} 1`,
      `${p.short.sku} two`,
    ].join('\n');
    const res = await check(text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((l) => [l.line, l.status, l.quantity])).toEqual([
      [1, 'ok', 3],
      [2, 'unknown', 1],
      [3, 'hidden', 4],
      [4, 'short', 5],
      [6, 'duplicate', 1],
      [7, 'duplicate', null],
    ]);
    expect(res.body.data[0]).toMatchObject({ product_id: p.ok.id, price: 9_000, available: null });
    // a hidden product is not named or priced; a short one says how many there are
    expect(res.body.data[2]).toMatchObject({ product_id: null, name: null, price: null });
    expect(res.body.data[3]).toMatchObject({ product_id: p.short.id, available: 2 });
    const bad = await check(`${p.short.sku} 0`);
    expect(bad.body.data[0]?.status).toBe('invalid');
    expect((await check('   \n ')).status).toBe(422);
  });

  it('checks 500 lines in one query', async () => {
    const bulk = await dealer.api<{ data: Rec[] }>(
      'GET',
      `/api/dealers/catalog?workspace=${dealer.workspaces[0]}&per_page=100&search=BULK`,
    );
    const skus = (bulk.body.data as unknown as Rec[]).map((r) => String(r.sku));
    expect(skus.length).toBe(20);
    const text = Array.from({ length: 500 }, (_, i) => `${i < 20 ? skus[i] : `MISSING-${i}`} ${1 + (i % 7)}`).join(
      '\n',
    );
    let res: Awaited<ReturnType<typeof check>> | undefined;
    const started = performance.now();
    const statements = await recordStatements(t, async () => {
      res = await check(text);
    });
    const took = performance.now() - started;
    expect(res?.status).toBe(200);
    expect(res?.body.data.filter((l) => l.status === 'ok')).toHaveLength(20);
    expect(res?.body.data.filter((l) => l.status === 'unknown')).toHaveLength(480);
    expect(statements.filter((s) => s.includes('dealer_price'))).toHaveLength(1);
    console.info(`quick order: 500 lines checked over HTTP in ${took.toFixed(0)} ms`);
  });

  it('reads the same lines from an uploaded CSV or XLSX, its rows numbered as in the sheet', async () => {
    const upload = (bytes: Buffer | string, filename: string, workspace: unknown = dealer.workspaces[0]) => {
      const form = new FormData();
      form.append('workspace', String(workspace));
      form.append('file', new Blob([bytes]), filename);
      return call<{ data: Report[]; errors?: Record<string, string[]> }>(
        t.url,
        'POST',
        '/api/dealers/orders/quick/file',
        {
          token: dealer.token,
          form,
        },
      );
    };
    // Excel's «CSV (semicolon)»: a BOM, a header row, a blank row
    const csv = `\uFEFFАртикул;Кількість\r\n${p.ok.sku};3\r\n;\r\nNO-SUCH-SKU;1\r\n${p.short.sku};5\r\n`;
    const fromCsv = await upload(csv, 'order.csv');
    expect(fromCsv.status, JSON.stringify(fromCsv.body)).toBe(200);
    expect(fromCsv.body.data.map((l) => [l.line, l.status, l.quantity])).toEqual([
      [2, 'ok', 3],
      [4, 'unknown', 1],
      [5, 'short', 5],
    ]);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Замовлення');
    sheet.addRow(['sku', 'qty']);
    sheet.addRow([p.ok.sku, 2]);
    sheet.addRow([p.hidden.sku, 1]);
    const fromXlsx = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'order.xlsx');
    expect(fromXlsx.status, JSON.stringify(fromXlsx.body)).toBe(200);
    expect(fromXlsx.body.data.map((l) => [l.line, l.status, l.quantity])).toEqual([
      [2, 'ok', 2],
      [3, 'hidden', 1],
    ]);
    expect(fromXlsx.body.data[0]).toMatchObject({ product_id: p.ok.id, price: 9_000 });

    const broken = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'fake.xlsx');
    expect(broken.status).toBe(422);
    expect(Object.keys(broken.body.errors ?? {})).toEqual(['file']);
    const none = new FormData();
    none.append('workspace', String(dealer.workspaces[0]));
    const missing = await call(t.url, 'POST', '/api/dealers/orders/quick/file', { token: dealer.token, form: none });
    expect(missing.status).toBe(422);
    expect((await upload(csv, 'order.csv', 999_999_999)).status).toBe(404);
  });

  it('checks 500 known SKUs within 300 ms on the server (best of five, the machine is shared)', async () => {
    // 500 orderable products straight in the database: the API would take minutes to make them
    const [seen] = await queryRows<{ category: unknown }>(
      t.app.database.db,
      sql`select category from products where id = ${p.ok?.id}`,
    );
    const tag = Date.now();
    await queryRows(
      t.app.database.db,
      sql`insert into products (name, slug, sku, category, availability, status, price, quantity)
        select 'Швидкий ' || n, 'quick-${sql.raw(String(tag))}-' || n, 'Q${sql.raw(String(tag))}-' || n,
          ${seen?.category}, 'in_stock', 'published', 1000 + n, 100
        from generate_series(1, 500) as n`,
    );
    const text = Array.from({ length: 500 }, (_, i) => `Q${tag}-${i + 1}\t${1 + (i % 9)}`).join('\n');
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const res = await check(text);
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
      expect(res.body.data.filter((l) => l.status === 'ok')).toHaveLength(500);
    }
    console.info(`quick order: 500 known lines over HTTP in ${times.map((x) => x.toFixed(0)).join(', ')} ms`);
    expect(Math.min(...times)).toBeLessThanOrEqual(300);
  });
});
