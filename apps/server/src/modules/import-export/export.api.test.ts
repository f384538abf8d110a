import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../crud/list-query.ts';
import { loadResources } from '../../crud/load-resources.ts';
import { buildTables } from '../../crud/tables.ts';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, freshIp, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { exportRows } from './export-rows.ts';

let t: TestApp;
let owner: string;
let category: number;
let other: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  category = (await create(t, owner, 'categories', { title: 'Телефони' })).id;
  other = (await create(t, owner, 'categories', { title: 'Ноутбуки' })).id;
  for (let i = 1; i <= 12; i++) {
    await create(t, owner, 'products', {
      name: `Телефон «Модель ${i}»; з крапкою з комою`,
      sku: `PH-${String(i).padStart(3, '0')}`,
      category: i <= 10 ? category : other,
      price: i * 10050,
    });
  }
});
afterAll(() => t.close());

async function download(path: string, token = owner) {
  const res = await fetch(t.url + path, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /api/products/export', () => {
  it('streams exactly the filtered rows as CSV: BOM, `;`, field names as headers, money in hryvnias', async () => {
    const res = await download(`/api/products/export?format=csv&filter[category]=${category}&sort=sku`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-.*\.csv"/);
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(res.body, { bom: true, delimiter: ';' });
    const [header, ...data] = rows;
    expect(header).toEqual(expect.arrayContaining(['id', 'name', 'sku', 'category', 'price', 'created_at']));
    expect(header).not.toContain('attribute_values');
    const col = (name: string) => (header as string[]).indexOf(name);
    expect(data.map((r) => r[col('sku')])).toEqual(
      Array.from({ length: 10 }, (_, i) => `PH-${String(i + 1).padStart(3, '0')}`),
    );
    expect(data[0]?.[col('name')]).toBe('Телефон «Модель 1»; з крапкою з комою');
    expect(data[1]?.[col('price')]).toBe('201.00');
  });

  it('keeps the sort asked for and the search', async () => {
    const res = await download('/api/products/export?format=csv&sort=-price&search=PH-');
    const [, ...data]: string[][] = parse(res.body, { bom: true, delimiter: ';' });
    expect(data).toHaveLength(12);
    expect(data[0]).toContain('PH-012');
  });

  it('walks the rows a batch at a time by keyset, none twice, none missed', async () => {
    const defs = await loadResources();
    const products = defs.find((r) => r.name === 'products');
    const table = buildTables(defs).get('products');
    if (!products || !table) throw new Error('no products');
    const query = parseListQuery(products, table, { sort: '-price' });
    const seen: number[] = [];
    for await (const rows of exportRows(t.app.database.db, products, table, query, 5)) {
      expect(rows.length).toBeLessThanOrEqual(5);
      seen.push(...rows.map((r) => Number(r.price)));
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => (12 - i) * 10050));
  });

  it('streams XLSX that reads back with the same rows', async () => {
    const res = await download(`/api/products/export?format=xlsx&filter[category]=${other}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (n: number) => ((sheet?.getRow(n).values ?? []) as unknown[]).slice(1);
    const header = values(1) as string[];
    expect(sheet?.actualRowCount).toBe(3);
    const skus = [values(2), values(3)].map((r) => r[header.indexOf('sku')]).sort();
    expect(skus).toEqual(['PH-011', 'PH-012']);
    expect([values(2), values(3)].map((r) => r[header.indexOf('price')]).sort()).toEqual([1105.5, 1206]);
  });

  it('answers 422 on a bad format or filter and 403 without products.show', async () => {
    expect((await call(t.url, 'GET', '/api/products/export?format=pdf', { token: owner })).status).toBe(422);
    expect((await call(t.url, 'GET', '/api/products/export?format=csv&sort=nope', { token: owner })).status).toBe(422);
    const clerk = await createUser(t.app, { scopes: ['orders.show'] });
    const res = await download('/api/products/export?format=csv', await signIn(t.url, clerk));
    expect(res.status).toBe(403);
    const sandbox = await download('/api/products-sandbox/export?format=csv');
    expect(sandbox.status).toBe(200);
  });
});
