import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedFile } from '../http/nested-fields.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { LocalStorage } from './local-storage.ts';
import { thumbnailPath } from './storage.ts';
import { makeImage } from './test-images.ts';

let t: TestApp;
let jpeg: Buffer;
let stored: string;
let leak: string;
const webDir = mkdtempSync(path.join(tmpdir(), 'kramar-web-'));

beforeAll(async () => {
  // with a built web app present, its index.html fallback must still not answer for /uploads
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body>spa</body></html>');
  mkdirSync(path.join(webDir, 'assets'));
  t = await startTestApp({ webDir });
  jpeg = await makeImage('jpeg', 640, 480);
  stored = await t.app.storage.saveImage(new UploadedFile('a.jpg', 'image/jpeg', jpeg), 'news');
  // a real image right beside the storage root: what a traversal would reach
  leak = `kramar-leak-${process.pid}.jpg`;
  writeFileSync(path.join((t.app.storage as LocalStorage).root, '..', leak), jpeg);
});
afterAll(async () => {
  rmSync(path.join((t.app.storage as LocalStorage).root, '..', leak), { force: true });
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The status of a GET, its body read so no connection is left busy when the app closes. */
async function statusOf(rel: string): Promise<number> {
  const res = await fetch(`${t.url}/uploads/${rel}`);
  await res.arrayBuffer();
  return res.status;
}

/** Sends the path exactly as written: fetch would resolve '..' before it left the client. */
function raw(rawPath: string, method = 'GET'): Promise<{ status: number; type?: string; body: string }> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /uploads/*', () => {
  it('serves a stored image with its type, long caching and nosniff, to anyone', async () => {
    const res = await fetch(`${t.url}/uploads/${stored}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-length')).toBe(String(jpeg.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(jpeg);
  });

  it('serves the thumbnail as WebP', async () => {
    const res = await fetch(`${t.url}/uploads/${thumbnailPath(stored)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers HEAD and a revalidation without the body', async () => {
    const head = await fetch(`${t.url}/uploads/${stored}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/uploads/${stored}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const listed = await fetch(`${t.url}/uploads/${stored}`, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    await listed.arrayBuffer();
    const stale = await fetch(`${t.url}/uploads/${stored}`, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it('stops serving a removed file', async () => {
    const other = await t.app.storage.saveImage(new UploadedFile('b.png', 'image/png', await makeImage('png')), 'news');
    expect(await statusOf(other)).toBe(200);
    await t.app.storage.remove(other);
    expect(await statusOf(other)).toBe(404);
    expect(await statusOf(thumbnailPath(other))).toBe(404);
  });

  it.each([
    '/uploads/news/2026/01/missing.jpg',
    '/uploads/news',
    '/uploads/thumbs',
    '/uploads/',
    '/uploads',
    '/uploads?x=1',
    '/uploads/../package.json',
    '/uploads/../../../package.json',
    '/uploads/..%2f..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/uploads/%2E%2E%2F%2E%2E%2F%2E%2E%2Fpackage.json',
    '/uploads/..%252f..%252fpackage.json',
    '/uploads/news/..%5c..%5c..%5cpackage.json',
    '/uploads/%2fetc%2fpasswd',
    '/uploads//etc/passwd',
    '/uploads/news%00.jpg',
    '/uploads/.hidden.jpg',
    'LEAK',
  ])('answers %s with a JSON 404, never a file or the web app', async (rawPath) => {
    const target = rawPath === 'LEAK' ? `/uploads/../${leak}` : rawPath;
    for (const variant of [target, target.replace('/../', '/..%2f'), target.replace('/../', '/%2e%2e/')]) {
      const res = await raw(variant);
      expect(res.status, variant).toBe(404);
      expect(res.type).toMatch(/application\/json/);
      expect(JSON.parse(res.body)).toEqual({ message: 'Не знайдено.' });
    }
  });

  it('refuses other methods on /uploads', async () => {
    const res = await raw(`/uploads/${stored}`, 'DELETE');
    expect(res.status).toBe(404);
    expect(await statusOf(stored)).toBe(200);
  });
});
