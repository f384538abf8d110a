import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, rowCount } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { makeImage } from '../../storage/test-images.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import type { FileRow } from './list.ts';
import { makePdf } from './test-files.ts';
import { makeFolder, storedPaths, uploaded } from './test-kit.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
});
afterAll(() => t.close());

type Page = { data: FileRow[]; meta: { next_cursor: string | null } };
const list = (query: string) => call<Page>(t.url, 'GET', `/api/files?${query}`, { token });

describe('folders', () => {
  it('builds a tree, refuses a taken name and a move into itself, deletes only an empty folder', async () => {
    const photos = await makeFolder(t, token, 'Фото');
    const banners = await makeFolder(t, token, 'Банери', photos);
    const taken = await call(t.url, 'POST', '/api/files/folders', { token, json: { name: ' фото ', parent_id: null } });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: { name: ['Папка з такою назвою тут уже є.'] } });
    const bad = await call(t.url, 'POST', '/api/files/folders', { token, json: { name: 'a/b' } });
    expect(bad.body).toMatchObject({ errors: { name: ['Назва не може містити / \\ та керівні символи.'] } });

    const loop = await call(t.url, 'PATCH', `/api/files/folders/${photos}`, { token, json: { parent_id: banners } });
    expect(loop.status).toBe(422);
    expect(loop.body).toMatchObject({
      errors: { parent_id: ['Папку не можна перенести в неї саму чи в її вкладену папку.'] },
    });
    const renamed = await call(t.url, 'PATCH', `/api/files/folders/${banners}`, {
      token,
      json: { name: 'Банери 2026', parent_id: null },
    });
    expect(renamed.body).toEqual({ data: { id: banners, parent_id: null, name: 'Банери 2026' } });

    await uploaded(t, token, [{ name: 'a.png', data: await makeImage('png', 20, 20) }], photos);
    const tree = await call<{ data: unknown[] }>(t.url, 'GET', '/api/files/folders', { token });
    expect(tree.body.data).toEqual([
      { id: banners, parent_id: null, name: 'Банери 2026', files_count: 0 },
      { id: photos, parent_id: null, name: 'Фото', files_count: 1 },
    ]);
    const full = await call(t.url, 'DELETE', `/api/files/folders/${photos}`, { token });
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({
      message: 'Папка не порожня: у ній 0 папок і 1 файлів. Спершу перенесіть або видаліть їх.',
    });
    expect((await call(t.url, 'DELETE', `/api/files/folders/${banners}`, { token })).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/api/files/folders/${banners}`, { token })).status).toBe(404);
    const [audit] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from audit_log where resource = 'file-folders'`,
    );
    expect(audit?.n).toBe(4);
  });
});

describe('a folder of files', () => {
  let folder: number;
  beforeAll(async () => {
    folder = await makeFolder(t, token, 'Каталог');
    const names = ['b.png', 'a.png', 'd.png', 'c.png', 'e.png'];
    for (const [i, name] of names.entries()) {
      await uploaded(t, token, [{ name, data: await makeImage('png', 10 + i * 40, 10 + i * 40) }], folder);
    }
    await uploaded(t, token, [{ name: 'price-list.pdf', data: makePdf() }], folder);
  });

  it('pages by name with a cursor, sorts by size and date, searches and filters', async () => {
    const first = await list(`folder=${folder}&sort=name&limit=4`);
    expect(first.body.data.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    const second = await list(`folder=${folder}&sort=name&limit=4&cursor=${first.body.meta.next_cursor}`);
    expect(second.body.data.map((f) => f.name)).toEqual(['e.png', 'price-list.pdf']);
    expect(second.body.meta.next_cursor).toBeNull();
    // the list names who uploaded each file (its column), not only their id
    const owner = await call<{ data: { id: number; name: string } }>(t.url, 'GET', '/api/user', { token });
    expect(first.body.data[0]).toMatchObject({
      uploaded_by: owner.body.data.id,
      uploaded_by_name: owner.body.data.name,
    });

    const bySize = await list(`folder=${folder}&sort=-size&type=image&limit=2`);
    const sizes = bySize.body.data.map((f) => f.size);
    expect(sizes[0]).toBeGreaterThanOrEqual(sizes[1] as number);
    const nextSize = await list(
      `folder=${folder}&sort=-size&type=image&limit=10&cursor=${bySize.body.meta.next_cursor}`,
    );
    expect(nextSize.body.data).toHaveLength(3);

    const newest = await list(`folder=${folder}&sort=-created_at&limit=1`);
    expect(newest.body.data[0]?.name).toBe('price-list.pdf');
    const older = await list(`folder=${folder}&sort=-created_at&limit=10&cursor=${newest.body.meta.next_cursor}`);
    expect(older.body.data.map((f) => f.name)).toEqual(['e.png', 'c.png', 'd.png', 'a.png', 'b.png']);

    expect((await list(`folder=${folder}&search=PRICE`)).body.data.map((f) => f.name)).toEqual(['price-list.pdf']);
    // from the top, only the top's files; with everywhere=1, every folder's
    expect((await list('search=price-list')).body.data).toEqual([]);
    const everywhere = await list('search=price-list&everywhere=1');
    expect(everywhere.body.data.map((f) => [f.name, f.folder_id])).toEqual([['price-list.pdf', folder]]);
    expect((await list(`folder=${folder}&search=%25`)).body.data).toEqual([]);
    expect((await list(`folder=${folder}&type=document`)).body.data).toHaveLength(1);
    expect((await list(`folder=${folder}&date_to=2000-01-01`)).body.data).toEqual([]);
    expect((await list(`folder=${folder}&date_from=2000-01-01`)).body.data).toHaveLength(6);
  });

  it('gives each listed row as the file’s details give it, the same on a second run of the statement', async () => {
    for (let run = 0; run < 2; run++) {
      const page = await list(`folder=${folder}&sort=name&limit=10`);
      expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(page.body.data).toHaveLength(6);
      for (const row of page.body.data) {
        const details = await call<{ data: FileRow & { used_in: unknown } }>(t.url, 'GET', `/api/files/${row.id}`, {
          token,
        });
        const { used_in: _, ...file } = details.body.data;
        // ids and sizes as numbers, the URLs, a PDF's thumbnail_url null, the uploader's name
        expect(row).toEqual(file);
      }
    }
  });

  it('refuses a cursor of another order or a forged one with 422', async () => {
    const first = await list(`folder=${folder}&sort=name&limit=1`);
    const other = await list(`folder=${folder}&sort=size&cursor=${first.body.meta.next_cursor}`);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { cursor: ['Неправильний курсор сторінки.'] } });
    const forged = Buffer.from(JSON.stringify(['created_at', "'; drop table files", 1])).toString('base64url');
    expect((await list(`sort=created_at&cursor=${forged}`)).status).toBe(422);
    expect((await list('sort=owner')).status).toBe(422);
  });

  it('renames and moves many in one transaction; a missing id moves none', async () => {
    const target = await makeFolder(t, token, 'Архів');
    const files = (await list(`folder=${folder}&sort=name&limit=2`)).body.data;
    const ids = files.map((f) => f.id);
    const missing = await call(t.url, 'POST', '/api/files/move', {
      token,
      json: { ids: [...ids, 987654], folder_id: target },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Таких файлів немає: 987654.' });
    expect((await list(`folder=${target}`)).body.data).toEqual([]);
    const moved = await call(t.url, 'POST', '/api/files/move', { token, json: { ids, folder_id: target } });
    expect(moved.body).toEqual({ data: { moved: 2 } });
    expect((await list(`folder=${target}`)).body.data.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    const renamed = await call<{ data: FileRow }>(t.url, 'PATCH', `/api/files/${ids[0]}`, {
      token,
      json: { name: ' Лого.png ' },
    });
    expect(renamed.body.data).toMatchObject({ id: ids[0], name: 'Лого.png', path: files[0]?.path });
  });
});

describe('where used and delete', () => {
  it('finds records whose image fields show a file, refuses to delete it unless confirmed, then clears them', async () => {
    const [logo, photo, spare] = await uploaded(t, token, [
      { name: 'logo.png', data: await makeImage('png', 60, 60) },
      { name: 'photo.jpg', data: await makeImage('jpeg', 60, 60) },
      { name: 'spare.png', data: await makeImage('png', 60, 60) },
    ]);
    const brand = await create(t, token, 'brands', { name: 'Acme', logo: logo?.path });
    expect(brand.logo).toBe(logo?.path);
    // a document is not an image a field can show, and a path outside the library is refused
    const pdf = (await uploaded(t, token, [{ name: 'x.pdf', data: makePdf() }]))[0] as FileRow;
    const refused = await call(t.url, 'POST', '/api/brands', { token, json: { name: 'Bad', logo: pdf.path } });
    expect(refused.status).toBe(422);

    const details = await call<{ data: { used_in: unknown[] } }>(t.url, 'GET', `/api/files/${logo?.id}`, { token });
    expect(details.body.data.used_in).toEqual([
      { path: logo?.path, resource: 'brands', id: brand.id, title: 'Acme', field: 'logo', link: `/brands/${brand.id}` },
    ]);

    const ids = [logo?.id, photo?.id, spare?.id];
    const before = await rowCount(t, 'files');
    const inUse = await call<{ message: string; data: { used_in: unknown[] } }>(t.url, 'POST', '/api/files/delete', {
      token,
      json: { ids },
    });
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toBe('Використовується в 1 записі');
    expect(inUse.body.data.used_in).toHaveLength(1);
    expect(await rowCount(t, 'files')).toBe(before);

    const done = await call(t.url, 'POST', '/api/files/delete', { token, json: { ids, confirm: true } });
    expect(done.body).toEqual({ data: { deleted: 3 } });
    expect(await rowCount(t, 'files')).toBe(before - 3);
    const after = await call<{ data: Record<string, unknown> }>(t.url, 'GET', `/api/brands/${brand.id}`, { token });
    expect(after.body.data.logo).toBeNull();
    const left = await storedPaths(t, 'library/');
    expect(left).not.toContain(logo?.path);
    expect(await storedPaths(t, 'thumbs/library/')).not.toContain(`thumbs/${logo?.path.replace(/\.png$/, '.webp')}`);
    // a record that lets a library file go never removes it: the library owns it
    const kept = (await uploaded(t, token, [{ name: 'k.png', data: await makeImage('png', 20, 20) }]))[0] as FileRow;
    const other = await create(t, token, 'brands', { name: 'Keep', logo: kept.path });
    expect((await call(t.url, 'DELETE', `/api/brands/${other.id}`, { token })).status).toBeLessThan(300);
    expect(await storedPaths(t, 'library/')).toContain(kept.path);
  });
});
