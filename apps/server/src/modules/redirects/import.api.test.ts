import type { ImportReport } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, create, ownerToken, rowCount } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const upload = (content: string | Uint8Array, filename = 'redirects.csv', type = 'text/csv') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), filename);
  return call<{ data: ImportReport; message?: string; errors?: Record<string, string[]> }>(
    t.url,
    'POST',
    '/api/redirect-urls/import',
    { token: owner, form },
  );
};

const resolve = (path: string) =>
  call<{ data: { target: string; code: string } }>(t.url, 'GET', `/api/redirect-urls/resolve?path=${path}`, {
    token: owner,
  });

describe('POST /api/redirect-urls/import', () => {
  it('creates rows from a ;-separated UTF-8 file with a BOM, quotes and the default code', async () => {
    const csv =
      '\uFEFFfrom_path;target;code\r\n/imp/one;/catalog/one;\r\n"/imp/two";"https://example.com/a;b";302\r\n\r\n/imp/три;/three;301\r\n';
    const res = await upload(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ created: 3, updated: 0, unchanged: 0, failed: 0 });
    expect(res.body.data.rows).toEqual([
      { row: 2, from_path: '/imp/one', status: 'created' },
      { row: 3, from_path: '/imp/two', status: 'created' },
      { row: 5, from_path: '/imp/три', status: 'created' },
    ]);
    expect((await resolve('/imp/one')).body.data).toMatchObject({ target: '/catalog/one', code: '301' });
    expect((await resolve('/IMP/TWO')).body.data).toMatchObject({ target: 'https://example.com/a;b', code: '302' });

    const list = await call<{ data: { id: number; from_path: string }[] }>(
      t.url,
      'GET',
      '/api/redirect-urls?search=/imp/one',
      { token: owner },
    );
    const id = list.body.data[0]?.id;
    const audit = await call<{ data: { action: string; changes: Record<string, unknown> }[] }>(
      t.url,
      'GET',
      `/api/audit?resource=redirect-urls&id=${id}`,
      { token: owner },
    );
    expect(audit.body.data).toMatchObject([
      { action: 'import', changes: { from_path: { before: null, after: '/imp/one' }, code: { after: '301' } } },
    ]);
  });

  it('upserts on from_path whatever its case, leaves identical rows alone and refreshes the resolver', async () => {
    await create(t, owner, 'redirect-urls', { from_path: '/up/Existing', target: '/old-target' });
    await create(t, owner, 'redirect-urls', { from_path: '/up/same', target: '/same' });
    expect((await resolve('/up/existing')).body.data.target).toBe('/old-target');
    const audits = await auditCount(t);

    const res = await upload('from_path,target\n/UP/EXISTING,/new-target\n/up/same,/same\n/up/new,/x\n');
    expect(res.body.data).toMatchObject({ created: 1, updated: 1, unchanged: 1, failed: 0 });
    expect(res.body.data.rows.map((r) => r.status)).toEqual(['updated', 'unchanged', 'created']);
    expect(await auditCount(t)).toBe(audits + 2);
    expect((await resolve('/up/existing')).body.data.target).toBe('/new-target');
  });

  it('reports each bad row with its messages and still imports the good ones', async () => {
    await create(t, owner, 'redirect-urls', { from_path: '/bad/back', target: '/bad/loop-db' });
    const before = await rowCount(t, 'redirect_urls');
    const csv = [
      'target,from_path,code',
      '/ok,/bad/fine,301',
      '/x,no-slash,301',
      '/x,/bad/code,307',
      ',/bad/empty-target,',
      '/other,/BAD/FINE,',
      '/bad/self,/bad/self,',
      '/bad/back,/bad/loop-db,',
      '/bad/pair-b,/bad/pair-a,',
      '/bad/pair-a,/bad/pair-b,',
      '/ok,/bad/extra,301,surplus',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    const { rows, ...counts } = res.body.data;
    expect(counts).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 9 });
    const byRow = Object.fromEntries(rows.map((r) => [r.row, r]));
    expect(byRow[2]).toEqual({ row: 2, from_path: '/bad/fine', status: 'created' });
    expect(byRow[3]?.errors?.from_path).toEqual(['Шлях має починатися з / і не містити пробілів.']);
    expect(byRow[4]?.errors?.code).toEqual(['Оберіть значення зі списку.']);
    expect(byRow[5]?.errors?.target).toEqual(['Обов’язкове поле.']);
    expect(byRow[6]?.errors?.from_path).toEqual(['Цей шлях уже є в рядку 2 цього файлу.']);
    expect(byRow[7]?.errors?.target).toEqual(['Переадресація на саму себе створює петлю.']);
    expect(byRow[8]?.errors?.target?.[0]).toContain('/bad/back');
    expect(byRow[9]?.errors?.target).toEqual(['Створює петлю з рядком 10 цього файлу.']);
    expect(byRow[10]?.errors?.target).toEqual(['Створює петлю з рядком 9 цього файлу.']);
    expect(byRow[11]?.errors?._).toEqual(['У рядку більше значень, ніж стовпців у заголовку.']);
    expect(rows.every((r) => r.status === 'failed' || r.row === 2)).toBe(true);
    expect(await rowCount(t, 'redirect_urls')).toBe(before + 1);
  });

  it('refuses what is not a CSV of redirects with a 422 on file, writing nothing', async () => {
    const before = await rowCount(t, 'redirect_urls');
    const cases: [string | Uint8Array, string, string, string][] = [
      ['from_path,target\n/a,/b\n', 'redirects.xlsx', 'application/octet-stream', 'Потрібен файл CSV'],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'redirects.csv', 'text/csv', 'Потрібен файл CSV'],
      // "from_path,target\n/а,/б" saved in Windows-1251
      [
        new Uint8Array([...Buffer.from('from_path,target\n/'), 0xe0, 0x2c, 0x2f, 0xe1, 0x0a]),
        'r.csv',
        'text/csv',
        'UTF-8',
      ],
      ['path,target\n/a,/b\n', 'r.csv', 'text/csv', 'Невідомі стовпці: path'],
      ['from_path,code\n/a,301\n', 'r.csv', 'text/csv', 'Перший рядок має бути заголовком'],
      ['from_path,target\n', 'r.csv', 'text/csv', 'немає жодного рядка'],
      ['', 'r.csv', 'text/csv', 'Оберіть файл CSV.'],
      [`from_path,target\n${'/x,/y\n'.repeat(900_000)}`, 'big.csv', 'text/csv', 'більший за 5 МБ'],
    ];
    for (const [content, name, type, message] of cases) {
      const res = await upload(content, name, type);
      expect(res.status, name).toBe(422);
      expect(res.body.errors?.file?.[0], name).toContain(message);
    }
    const json = await call(t.url, 'POST', '/api/redirect-urls/import', { token: owner, json: { file: 'a,b' } });
    expect(json.status).toBe(422);
    expect(await rowCount(t, 'redirect_urls')).toBe(before);
  });

  it('imports 50 000 rows in one request', async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `/bulk/${i},/catalog/item-${i},${i % 2 ? 302 : 301}`);
    const audits = await auditCount(t);
    const res = await upload(`from_path,target,code\n${lines.join('\n')}\n`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 50_000, failed: 0 });
    expect(await auditCount(t)).toBe(audits + 50_000);
    expect((await resolve('/bulk/49999')).body.data).toMatchObject({ target: '/catalog/item-49999', code: '302' });

    const again = await upload(`from_path,target,code\n${lines.join('\n')}\n`);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 50_000 });
  }, 60_000); // 50 000 rows twice: 14 s alone, 26 s beside two other test files on two cores
});
