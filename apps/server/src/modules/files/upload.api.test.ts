import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, rowCount } from '../../crud/test-kit.ts';
import { makeAnimatedGif, makeImage, makePngClaiming } from '../../storage/test-images.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAvif, makeDocx, makePdf, makeXlsx, makeZip } from './test-files.ts';
import { storedPaths, uploaded, uploadForm } from './test-kit.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
});
afterAll(() => t.close());

describe('upload to the media library', () => {
  it('stores images and documents by their content, with a WebP thumbnail made once for images', async () => {
    const res = await uploadForm(t, token, [
      { name: 'фото.bin', data: await makeImage('jpeg', 1200, 800) },
      { name: 'a.png', data: await makeImage('png', 400, 300) },
      { name: 'b.webp', data: await makeImage('webp', 100, 50) },
      { name: 'c.gif', data: await makeAnimatedGif(2, 40, 30) },
      { name: 'd.avif', data: await makeAvif(64, 48) },
      { name: 'прайс.xlsx', data: await makeXlsx() },
      { name: 'договір.docx', data: makeDocx() },
      { name: 'інструкція.pdf', data: makePdf() },
      { name: 'залишки.csv', data: Buffer.from('sku;qty\nA-1;5\n') },
    ]);
    expect(res.status).toBe(200);
    const rows = res.body.data.map((r) => (r.stored ? r.file : r));
    expect(rows.map((r) => [r.name, 'mime' in r ? r.mime : r])).toEqual([
      ['фото.bin', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['b.webp', 'image/webp'],
      ['c.gif', 'image/gif'],
      ['d.avif', 'image/avif'],
      ['прайс.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['договір.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['інструкція.pdf', 'application/pdf'],
      ['залишки.csv', 'text/csv'],
    ]);
    const photo = res.body.data[0] as unknown as { file: Record<string, unknown> };
    expect(photo.file).toMatchObject({ kind: 'image', width: 1200, height: 800, folder_id: null });
    expect(photo.file.path).toMatch(/^library\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    const thumb = await fetch(`${t.url}${photo.file.thumbnail_url}`);
    expect(thumb.status).toBe(200);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
    });
    const original = await fetch(`${t.url}${photo.file.url}`);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    await original.arrayBuffer();
    const pdf = res.body.data[7] as unknown as { file: Record<string, unknown> };
    expect(pdf.file).toMatchObject({ kind: 'document', thumbnail_url: null, width: null });
    expect(await rowCount(t, 'files')).toBe(9);
  });

  it('refuses what is not allowed, per file, with the reason, and stores nothing for it', async () => {
    const before = await storedPaths(t, 'library/');
    const audit = await rowCount(t, 'audit_log');
    const res = await uploadForm(t, token, [
      {
        name: 'logo.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: 'x.jpg', data: Buffer.from('just some text, not a photo') },
      { name: 'bomb.png', data: await makePngClaiming(100_000, 100_000) },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
      { name: 'archive.docx', data: makeZip({ 'readme.txt': 'a zip, neither docx nor xlsx' }) },
      { name: 'cut.jpg', data: (await makeImage('jpeg', 400, 400)).subarray(0, 300) },
      { name: 'ok.png', data: await makeImage('png', 10, 10) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => (r.stored ? 'stored' : r.reason))).toEqual([
      'SVG не приймається: він може містити скрипти. Збережіть зображення як PNG або WebP.',
      'Дозволені зображення JPEG, PNG, WebP, GIF, AVIF і документи PDF, XLSX, CSV, DOCX.',
      'Зображення має завеликі розміри: не більше 50 мегапікселів.',
      'Файл порожній.',
      'Дозволені зображення JPEG, PNG, WebP, GIF, AVIF і документи PDF, XLSX, CSV, DOCX.',
      'Файл пошкоджений або не відповідає своєму типу.',
      'stored',
    ]);
    const after = await storedPaths(t, 'library/');
    expect(after.length).toBe(before.length + 1);
    expect(await rowCount(t, 'audit_log')).toBe(audit + 1);
  });

  it('refuses a body without files, an unknown folder, and callers without the scope', async () => {
    const empty = await call(t.url, 'POST', '/api/files', { token, form: new FormData() });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { files: ['Додайте хоча б один файл.'] } });
    const folder = await uploadForm(t, token, [{ name: 'a.png', data: await makeImage('png', 10, 10) }], 999_999);
    expect(folder.status).toBe(422);
    expect(folder.body).toMatchObject({ errors: { folder_id: ['Такої папки немає.'] } });
    const other = await createUser(t.app, { scopes: ['news.show'] });
    const otherToken = await signIn(t.url, other);
    const refused = await uploadForm(t, otherToken, [{ name: 'a.png', data: await makeImage('png', 10, 10) }]);
    expect(refused.status).toBe(403);
    expect((await call(t.url, 'GET', '/api/files', { token: otherToken })).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/files/folders')).status).toBe(401);
    const allowed = await createUser(t.app, { scopes: ['core.file-manager'] });
    const allowedToken = await signIn(t.url, allowed);
    expect((await call(t.url, 'GET', '/api/files', { token: allowedToken })).status).toBe(200);
  });

  it('keeps a 4000×3000 photo whole and gives its pixel size', async () => {
    const [file] = await uploaded(t, token, [{ name: 'big.jpg', data: await makeImage('jpeg', 4000, 3000) }]);
    expect(file).toMatchObject({ width: 4000, height: 3000, mime: 'image/jpeg' });
    const details = await call<{ data: Record<string, unknown> }>(t.url, 'GET', `/api/files/${file?.id}`, { token });
    expect(details.body.data).toMatchObject({ width: 4000, height: 3000, uploaded_by_name: 'Власник', used_in: [] });
  });
});
