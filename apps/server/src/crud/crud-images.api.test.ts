import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../storage/test-images.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { ownerToken, type Rec, rowCount } from './test-kit.ts';

let t: TestApp;
let owner: string;
let uploads: string;
let png: Buffer;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'kramar-crud-images-'));
  t = await startTestApp({ uploadsDir: uploads });
  owner = await ownerToken(t);
  png = await makeImage('png', 400, 300);
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

type Body = { data: Rec; errors?: Record<string, string[]> };

/** Originals kept for news (thumbnails live apart under thumbs/). */
async function storedNewsImages(): Promise<string[]> {
  const files = await readdir(path.join(uploads, 'news'), { recursive: true }).catch(() => []);
  return files.filter((f) => /\.\w+$/.test(String(f))).map(String);
}

function newsForm(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) form.set(k, v, 'photo.png');
    else form.set(k, v);
  }
  return form;
}

/** Whether storage holds the file (its stream is closed at once). */
async function stored(rel: string): Promise<boolean> {
  const file = await t.app.storage.open(rel);
  file?.body.destroy();
  return file !== undefined;
}

const pngBlob = () => new Blob([new Uint8Array(png)], { type: 'image/png' });

describe('image fields', () => {
  it('stores an uploaded file and keeps its path; the path sent back keeps it', async () => {
    const res = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      form: newsForm({ title: 'З фото', status: 'draft', image: pngBlob() }),
    });
    expect(res.status).toBe(201);
    const image = String(res.body.data.image);
    expect(image).toMatch(/^news\/\d{4}\/\d{2}\/[0-9a-f]+\.png$/);
    expect(await stored(image)).toBe(true);

    const keep = await call<Body>(t.url, 'POST', `/api/news/${res.body.data.id}`, {
      token: owner,
      form: newsForm({ _method: 'PUT', title: 'З фото, змінено', image }),
    });
    expect(keep.status).toBe(200);
    expect(keep.body.data.image).toBe(image);
    expect(await stored(image)).toBe(true);
  });

  it('replaces a file (the old one goes) and clears it with an empty value', async () => {
    const created = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      form: newsForm({ title: 'Заміна фото', status: 'draft', image: pngBlob() }),
    });
    const first = String(created.body.data.image);
    const replaced = await call<Body>(t.url, 'POST', `/api/news/${created.body.data.id}`, {
      token: owner,
      form: newsForm({ _method: 'PUT', image: pngBlob() }),
    });
    const second = String(replaced.body.data.image);
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);

    const cleared = await call<Body>(t.url, 'POST', `/api/news/${created.body.data.id}`, {
      token: owner,
      form: newsForm({ _method: 'PUT', image: '' }),
    });
    expect(cleared.body.data.image).toBeNull();
    expect(await stored(second)).toBe(false);
  });

  it('refuses a path that is not the stored one, and a file that is not an image', async () => {
    const forged = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: 'Чужий шлях', status: 'draft', image: '../../etc/passwd' },
    });
    expect(forged).toMatchObject({ status: 422, body: { errors: { image: ['Завантажте зображення.'] } } });

    const form = newsForm({ title: 'Не картинка', status: 'draft' });
    form.set('image', new Blob(['just text'], { type: 'image/png' }), 'fake.png');
    const res = await call<Body>(t.url, 'POST', '/api/news', { token: owner, form });
    expect(res.status).toBe(422);
    expect(res.body.errors?.image?.[0]).toMatch(/[а-яіїє]/i);
  });

  it('removes the file it stored when the save fails, and the file of a deleted record', async () => {
    const before = await storedNewsImages();
    const rows = await rowCount(t, 'news');
    const clash = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      form: newsForm({ title: 'Дубль', status: 'draft', slug: 'z-foto', image: pngBlob() }),
    });
    expect(clash).toMatchObject({ status: 422, body: { errors: { slug: ['Таке значення вже існує.'] } } });
    expect(await rowCount(t, 'news')).toBe(rows);
    expect(await storedNewsImages()).toEqual(before);

    const created = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      form: newsForm({ title: 'Тимчасова', status: 'draft', image: pngBlob() }),
    });
    const image = String(created.body.data.image);
    expect((await call(t.url, 'DELETE', `/api/news/${created.body.data.id}`, { token: owner })).status).toBe(200);
    expect(await stored(image)).toBe(false);
  });
});
