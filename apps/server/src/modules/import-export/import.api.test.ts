import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import type { JobView } from '../../jobs/routes.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let category: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  category = (await create(t, owner, 'categories', { title: 'Чайники' })).id;
  await create(t, owner, 'products', { name: 'Старий чайник', sku: 'KT-1', category, price: 50000 });
});
afterAll(() => t.close());

interface Uploaded {
  upload: string;
  columns: string[];
  mapping: Record<string, string | null>;
}
interface Report {
  summary: { total: number; create: number; update: number; error: number };
  rows: { row: number; action: string; key: string | null; message?: string }[];
}

async function upload(bytes: Buffer | string, filename = 'goods.csv', resource = 'products', token = owner) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  return call<{ data: Uploaded; errors?: Record<string, string[]> }>(t.url, 'POST', `/api/${resource}/import`, {
    token,
    form,
  });
}

const post = <T>(path: string, json: unknown, token = owner) =>
  call<{ data: T; errors?: Record<string, string[]> }>(t.url, 'POST', path, { token, json });

async function finished(id: number): Promise<JobView> {
  for (let i = 0; i < 1200; i++) {
    const job = (await call<{ data: JobView }>(t.url, 'GET', `/api/jobs/${id}`, { token: owner })).body.data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not finish');
}

/** A dry run is a job too: started (202), then its result is the report. */
async function checked(path: string, json: unknown): Promise<Report> {
  const started = await post<JobView>(path, json);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const job = await finished(started.body.data.id);
  expect(job.status, JSON.stringify(job.result)).toBe('done');
  return job.result as Report;
}

const bom = '\uFEFF';
const csv = (lines: string[]) => `${bom}${lines.join('\r\n')}\r\n`;

describe('import into products', () => {
  it('reads a BOM and `;`, suggests a mapping, dry-runs without writing, then applies as a job', async () => {
    const file = csv([
      'SKU;Name;Price;Category;Колір',
      `KT-1;Чайник оновлений;"1 250,50";${category};`,
      `KT-2;Новий чайник;990;${category};червоний`,
      `KT-3;;990;${category};`,
      `bad sku!;Чайник;10;${category};`,
    ]);
    const up = await upload(file);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.columns).toEqual(['SKU', 'Name', 'Price', 'Category', 'Колір']);
    expect(up.body.data.mapping).toMatchObject({
      SKU: 'sku',
      Name: 'name',
      Price: 'price',
      Category: 'category',
      // the list's Ukrainian label names the field as well as its code does
      Колір: 'color',
    });
    const mapping = { SKU: 'sku', Name: 'name', Price: 'price', Category: 'category' };
    const base = `/api/products/import/${up.body.data.upload}`;

    const dry = await checked(`${base}/dry-run`, { mapping, mode: 'upsert' });
    expect(dry.summary).toEqual({ total: 4, create: 1, update: 1, unchanged: 0, error: 2 });
    expect(dry.rows.map((r) => [r.row, r.action, r.key])).toEqual([
      [2, 'update', 'KT-1'],
      [3, 'create', 'KT-2'],
      [4, 'error', 'KT-3'],
      [5, 'error', 'bad sku!'],
    ]);
    // the report names the field as the form does, never by its code
    expect(dry.rows[2]?.message).toMatch(/^Назва: /);
    const list = async () =>
      (await call<{ data: Rec[] }>(t.url, 'GET', '/api/products?sort=sku', { token: owner })).body.data;
    expect((await list()).map((p) => p.sku)).toEqual(['KT-1']);

    const createOnly = await checked(`${base}/dry-run`, { mapping, mode: 'create' });
    expect(createOnly.rows[0]).toMatchObject({ action: 'error', message: expect.stringContaining('KT-1') });

    const applied = await post<JobView>(`${base}/apply`, { mapping, mode: 'upsert' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(202);
    const job = await finished(applied.body.data.id);
    expect(job).toMatchObject({ kind: 'import', status: 'done', done: 4, total: 4 });
    expect(job.result).toEqual({ total: 4, created: 1, updated: 1, unchanged: 0, failed: 2 });
    expect(job.errors.map((e) => e.row)).toEqual([4, 5]);
    const products = await list();
    expect(products.map((p) => [p.sku, p.name, p.price])).toEqual([
      ['KT-1', 'Чайник оновлений', 125050],
      ['KT-2', 'Новий чайник', 99000],
    ]);
    // audited as any save
    const history = await call<{ data: { action: string }[] }>(
      t.url,
      'GET',
      `/api/audit?resource=products&id=${products[1]?.id}`,
      { token: owner },
    );
    expect(history.body.data.map((h) => h.action)).toContain('create');
    // the upload is gone with the job
    expect((await post(`${base}/dry-run`, { mapping, mode: 'upsert' })).status).toBe(404);
  });

  it('decodes Windows-1251 with `,` and reports a broken row and a short row per row', async () => {
    const text = ['sku,name,price,category', `CP-1,Праска,100,${category}`, `CP-2,"Пилосос,100,${category}`].join(
      '\r\n',
    );
    const broken = ['sku,name,price,category', `CP-3,Фен,100`, `CP-4,Міксер,120,${category}`].join('\n');
    const win = Buffer.from(
      [...text].map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 0x80) return code;
        // Ukrainian letters of this test in Windows-1251: А..я at 0xC0.., і 0xB3, ї 0xBF, є 0xBA
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        return { 1110: 0xb3, 1111: 0xbf, 1108: 0xba, 1030: 0xb2 }[code] ?? 0x3f;
      }),
    );
    const up = await upload(win, 'win.csv');
    expect(up.status).toBe(200);
    const mapping = { sku: 'sku', name: 'name', price: 'price', category: 'category' };
    const dry = await checked(`/api/products/import/${up.body.data.upload}/dry-run`, { mapping, mode: 'create' });
    expect(dry.rows[0]).toMatchObject({ row: 2, action: 'create', key: 'CP-1' });
    expect(dry.summary.error).toBe(1);

    const up2 = await upload(broken, 'broken.csv');
    const dry2 = await checked(`/api/products/import/${up2.body.data.upload}/dry-run`, {
      mapping,
      mode: 'create',
    });
    expect(dry2.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'error'],
      [3, 'create'],
    ]);
    expect(dry2.rows[0]?.message).toContain('3');

    const applied = await post<JobView>(`/api/products/import/${up.body.data.upload}/apply`, {
      mapping,
      mode: 'create',
    });
    const job = await finished(applied.body.data.id);
    expect(job.result).toMatchObject({ created: 1, failed: 1 });
    const made = await call<{ data: Rec[] }>(t.url, 'GET', '/api/products?search=CP-1', { token: owner });
    expect(made.body.data[0]?.name).toBe('Праска');
  });

  it('reads XLSX into the sandbox', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Товари');
    sheet.addRow(['sku', 'name', 'price', 'category']);
    sheet.addRow(['SB-1', 'Тостер', 450.5, category]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const up = await upload(bytes, 'goods.xlsx', 'products-sandbox');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const mapping = { sku: 'sku', name: 'name', price: 'price', category: 'category' };
    const base = `/api/products-sandbox/import/${up.body.data.upload}`;
    const job = await finished((await post<JobView>(`${base}/apply`, { mapping, mode: 'upsert' })).body.data.id);
    expect(job.result).toMatchObject({ created: 1, failed: 0 });
    const items = await call<{ data: Rec[] }>(t.url, 'GET', '/api/products-sandbox', { token: owner });
    expect(items.body.data.map((p) => [p.sku, p.price])).toEqual([['SB-1', 45050]]);
  });

  it('refuses what is not a table, a bad mapping, another user’s upload and a reader', async () => {
    expect((await upload('', 'empty.csv')).status).toBe(422);
    const garbage = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'fake.xlsx');
    expect(garbage.status).toBe(422);
    expect(garbage.body.errors?.file).toBeDefined();
    const up = await upload(csv(['sku;name', 'A-1;Щось']));
    const base = `/api/products/import/${up.body.data.upload}`;
    const bad = await post(`${base}/dry-run`, { mapping: { nope: 'sku', name: 'password' }, mode: 'merge' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['mapping', 'mapping.name', 'mapping.nope', 'mode']);
    const noKey = await post(`${base}/dry-run`, { mapping: { name: 'name' }, mode: 'upsert' });
    expect(noKey.body.errors?.mapping).toBeDefined();
    const editor = await createUser(t.app, { scopes: ['products.edit'] });
    const theirs = await signIn(t.url, editor);
    expect((await post(`${base}/dry-run`, { mapping: { sku: 'sku' }, mode: 'create' }, theirs)).status).toBe(404);
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    expect((await upload(csv(['sku', 'A']), 'a.csv', 'products', reader)).status).toBe(403);
  });

  it('into a category: every row lands in it whatever the file says, through the products import', async () => {
    const other = (await create(t, owner, 'categories', { title: 'Кавоварки' })).id;
    const form = new FormData();
    form.append(
      'file',
      new Blob([csv(['sku;name;price;category', `CI-1;Кавоварка;1500;${category}`, 'CI-2;Капсули;90;'])]),
      'c.csv',
    );
    const path = `/api/categories/${other}/products/import`;
    const up = await call<{ data: Uploaded & { category: { id: number; title: string } } }>(t.url, 'POST', path, {
      token: owner,
      form,
    });
    expect(up.status).toBe(200);
    expect(up.body.data.category).toEqual({ id: other, title: 'Кавоварки' });
    const plan = { mapping: { sku: 'sku', name: 'name', price: 'price', category: 'category' }, mode: 'create' };
    const base = `/api/products/import/${up.body.data.upload}`;
    const dry = await checked(`${base}/dry-run`, plan);
    expect(dry.summary).toMatchObject({ total: 2, create: 2, error: 0 });
    const job = await finished((await post<JobView>(`${base}/apply`, plan)).body.data.id);
    expect(job.status).toBe('done');
    const rows = await call<{ data: Rec[] }>(t.url, 'GET', '/api/products?search=CI-&sort=sku', { token: owner });
    expect(rows.body.data.map((p) => [p.sku, p.category])).toEqual([
      ['CI-1', other],
      ['CI-2', other],
    ]);
    // a category that is not there, and a caller who may not write products
    expect((await call(t.url, 'POST', '/api/categories/999999/products/import', { token: owner, form })).status).toBe(
      404,
    );
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show', 'categories.show'] }));
    expect((await call(t.url, 'POST', path, { token: reader, form })).status).toBe(403);
  });

  it('two upsert imports of the same new SKUs at once: every row lands, each SKU created once and met once more', async () => {
    const lines = ['sku;name;price;category'];
    for (let i = 1; i <= 150; i++) lines.push(`UR-${i};Товар ${i};10;${category}`);
    const mapping = { sku: 'sku', name: 'name', price: 'price', category: 'category' };
    const uploads = await Promise.all([upload(csv(lines)), upload(csv(lines))]);
    const started = await Promise.all(
      uploads.map((u) =>
        post<JobView>(`/api/products/import/${u.body.data.upload}/apply`, { mapping, mode: 'upsert' }),
      ),
    );
    const jobs = await Promise.all(started.map((s) => finished(s.body.data.id)));
    const results = jobs.map(
      (j) => j.result as { created: number; updated: number; unchanged: number; failed: number },
    );
    expect(jobs.map((j) => j.errors)).toEqual([[], []]);
    expect(results.map((r) => r.failed)).toEqual([0, 0]);
    const sum = (k: 'created' | 'updated' | 'unchanged') => results.reduce((n, r) => n + r[k], 0);
    // the second sight of a row the other import created finds it identical: nothing to write
    expect([sum('created'), sum('updated') + sum('unchanged')]).toEqual([150, 150]);
    const [made] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from products where sku like 'UR-%'`,
    );
    expect(made?.n).toBe(150);
  }, 120_000);
});
