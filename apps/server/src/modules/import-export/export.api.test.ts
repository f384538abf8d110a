import type { Field, ResourceDef } from '@kramar/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../crud/list-query.ts';
import { loadResources } from '../../crud/load-resources.ts';
import { buildTables } from '../../crud/tables.ts';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, freshIp, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { inputOf } from './cell-input.ts';
import { csvWord } from './cell-words.ts';
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
  it("streams exactly the filtered rows as CSV: BOM, `;`, the list's column labels as headers, money in hryvnias", async () => {
    const res = await download(`/api/products/export?format=csv&filter[category]=${category}&sort=sku`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-.*\.csv"/);
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(res.body, { bom: true, delimiter: ';' });
    const [header, ...data] = rows;
    expect(header).toEqual(expect.arrayContaining(['Назва', 'Артикул', 'Основна категорія', 'Ціна', 'Створено']));
    // the SKU names the record: no database id
    expect(header).not.toContain('ID');
    const col = (name: string) => (header as string[]).indexOf(name);
    expect(data.map((r) => r[col('Артикул')])).toEqual(
      Array.from({ length: 10 }, (_, i) => `PH-${String(i + 1).padStart(3, '0')}`),
    );
    expect(data[0]?.[col('Назва')]).toBe('Телефон «Модель 1»; з крапкою з комою');
    expect(data[0]?.[col('Основна категорія')]).toBe('Телефони');
    expect(data[1]?.[col('Ціна')]).toBe('201,00');
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
    const skus = [values(2), values(3)].map((r) => r[header.indexOf('Артикул')]).sort();
    expect(skus).toEqual(['PH-011', 'PH-012']);
    expect([values(2), values(3)].map((r) => r[header.indexOf('Ціна')]).sort()).toEqual([1105.5, 1206]);
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

describe('formula injection', () => {
  const names = [
    '=HYPERLINK("http://evil.example","Знижка")',
    '+380 50 111 22 33',
    '-знижка',
    '@SUM(A1)',
    "'=уже з лапкою",
  ];

  it('writes text that starts a formula with a quote, quoted, and numbers as numbers; the import reads it back', async () => {
    const bin = (await create(t, owner, 'categories', { title: 'Формули' })).id;
    for (const [i, name] of names.entries()) {
      await create(t, owner, 'products', { name, sku: `FX-${i}`, category: bin, price: 100 });
    }
    const res = await download(`/api/products/export?format=csv&filter[category]=${bin}&sort=sku`);
    const text = res.body.toString('utf8');
    expect(text).toContain(`;"'=HYPERLINK(""http://evil.example"",""Знижка"")";`);
    expect(text).toContain(`;"'-знижка";`);
    expect(text).toContain(`;"''=уже з лапкою";`);
    const [header, ...data]: string[][] = parse(res.body, { bom: true, delimiter: ';' });
    const col = (name: string) => (header as string[]).indexOf(name);
    expect(data.map((r) => r[col('Назва')])).toEqual(names.map((n) => `'${n}`));
    // a number column is not a formula: its cells stay bare numbers
    expect(data.map((r) => r[col('Ціна')])).toEqual(names.map(() => '1,00'));

    // the exported file imported back: every name as it was
    const form = new FormData();
    form.append('file', new Blob([res.body]), 'export.csv');
    const up = await call<{ data: { upload: string } }>(t.url, 'POST', '/api/products/import', { token: owner, form });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const mapping = { Артикул: 'sku', Назва: 'name', Ціна: 'price', 'Основна категорія': 'category' };
    const base = `/api/products/import/${up.body.data.upload}`;
    const started = await call<{ data: { id: number } }>(t.url, 'POST', `${base}/apply`, {
      token: owner,
      json: { mapping, mode: 'upsert' },
    });
    for (let i = 0; i < 600; i++) {
      const job = await call<{ data: { status: string; result: unknown } }>(
        t.url,
        'GET',
        `/api/jobs/${started.body.data.id}`,
        { token: owner },
      );
      if (job.body.data.status === 'done') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const list = await call<{ data: { name: string }[] }>(
      t.url,
      'GET',
      `/api/products?filter[category]=${bin}&sort=sku`,
      {
        token: owner,
      },
    );
    expect(list.body.data.map((p) => p.name)).toEqual(names);
  }, 90_000);

  it('decides by the column kind: -5 in a number column is a number, "-5" in a text column is text', () => {
    expect(csvWord({ kind: 'integer' } as Field, -5)).toBe('-5');
    expect(csvWord({ kind: 'text' } as Field, '-5')).toBe("'-5");
    const resource = { name: 'products', fields: {} } as unknown as ResourceDef;
    expect(inputOf(resource, 'name', { kind: 'text' } as Field, "'-5", 'Europe/Kyiv')).toEqual({ value: '-5' });
  });
});
