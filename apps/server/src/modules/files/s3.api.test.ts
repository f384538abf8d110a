import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, rowCount } from '../../crud/test-kit.ts';
import { startTestS3, type TestS3 } from '../../storage/s3-test-server.ts';
import { makeImage } from '../../storage/test-images.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makePdf } from './test-files.ts';
import { uploaded, uploadForm } from './test-kit.ts';

let s3: TestS3;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestApp({ s3: s3.options });
  token = await ownerToken(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const unavailable = 'Сховище файлів тимчасово недоступне. Спробуйте пізніше.';

describe('the library on S3 (s3rver)', () => {
  it('uploads, serves whole and by range, and a record shows a library image', async () => {
    const [photo, pdf] = await uploaded(t, token, [
      { name: 'p.jpg', data: await makeImage('jpeg', 640, 480) },
      { name: 'd.pdf', data: makePdf() },
    ]);
    const stored: string[] = [];
    for await (const item of t.app.storage.list('library/')) stored.push(item.path);
    expect(stored.sort()).toEqual([photo?.path, pdf?.path].sort());

    const thumb = await fetch(`${t.url}${photo?.thumbnail_url}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    await thumb.arrayBuffer();
    const part = await fetch(`${t.url}${pdf?.url}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${pdf?.size}`);
    expect(await part.text()).toBe('%PDF-1.4');
    const beyond = await fetch(`${t.url}${pdf?.url}`, { headers: { range: 'bytes=99999-' } });
    expect(beyond.status).toBe(416);
    await beyond.arrayBuffer();

    const brand = await call<{ data: { logo: string } }>(t.url, 'POST', '/api/brands', {
      token,
      json: { name: 'S3 brand', logo: photo?.path },
    });
    expect(brand.status).toBe(201);
    expect(brand.body.data.logo).toBe(photo?.path);
  });

  it('answers 503 in Ukrainian while S3 is down, with nothing written to the database', async () => {
    const files = await rowCount(t, 'files');
    const audit = await rowCount(t, 'audit_log');
    const brands = await rowCount(t, 'brands');
    await s3.stop();

    const res = await uploadForm(t, token, [
      { name: 'a.png', data: await makeImage('png', 30, 30) },
      { name: 'b.png', data: await makeImage('png', 30, 30) },
    ]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: unavailable });

    // an engine image field stores through the same storage
    const form = new FormData();
    form.append('name', 'Brand while down');
    form.append('logo', new Blob([new Uint8Array(await makeImage('png', 30, 30))]), 'logo.png');
    const brand = await call(t.url, 'POST', '/api/brands', { token, form });
    expect(brand.status).toBe(503);
    expect(brand.body).toEqual({ message: unavailable });

    expect(await rowCount(t, 'files')).toBe(files);
    expect(await rowCount(t, 'audit_log')).toBe(audit);
    expect(await rowCount(t, 'brands')).toBe(brands);
    // listing needs only the database
    expect((await call(t.url, 'GET', '/api/files', { token })).status).toBe(200);
  });
});
