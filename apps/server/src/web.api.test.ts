import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';
import { pickEncoding } from './web.ts';

let t: TestApp;
const webDir = mkdtempSync(path.join(tmpdir(), 'kramar-web-'));
const script = `console.log(${JSON.stringify('Крамар '.repeat(200))});`;

beforeAll(async () => {
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="kramar:shop-url" content="https://kramar.example"></head><body></body></html>',
  );
  mkdirSync(path.join(webDir, 'assets'));
  // what the build leaves: each asset with its brotli and gzip forms beside it
  writeFileSync(path.join(webDir, 'assets', 'x-abc123.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'x-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDir, 'assets', 'x-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ webDir, shopUrl: 'https://shop.example.test' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, unlike fetch, hands over the bytes as sent: compressed or not. */
function request(method: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (res: Raw): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
};

describe('/api never answers with the web app', () => {
  const targets = ['/api?x=1', '/api/?x=1', '/api', '/api/', '/api/nothing?x=1', '/api/nothing/?a=b&c'];
  it.each(targets)('GET, HEAD, POST, DELETE and OPTIONS %s answer a JSON 404', async (target) => {
    for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
      const res = await request(method, t.url + target, { 'x-forwarded-for': '10.9.0.1' });
      expect(res.status, `${method} ${target}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toEqual({ message: 'Не знайдено.' });
    }
    const head = await request('HEAD', t.url + target);
    expect(head.status).toBe(404);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
  });

  it('still gives client routes the app, whatever their query', async () => {
    const res = await request('GET', `${t.url}/news?page=2`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('precompressed static files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets the %s form of a hashed asset, cached for a year', async (accept, encoding) => {
    const res = await request('GET', `${t.url}/assets/x-abc123.js`, accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res)).toBe(script);
  });

  // the assets are one route now, not one per file: what that route cannot find is still a
  // file that is not there, never the app and never a file outside the assets
  it('answers a missing asset, or a path out of the assets, with a JSON 404', async () => {
    for (const target of [
      '/assets/missing-abc.js',
      '/assets/',
      '/assets/..%2Findex.html',
      '/assets/..%2F..%2Fpackage.json',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await request(method, t.url + target, { 'accept-encoding': 'br, gzip' });
        expect(res.status, `${method} ${target}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${target}`).toMatch(/^application\/json/);
      }
    }
  });

  it('serves a file with no compressed form as it is', async () => {
    const res = await request('GET', `${t.url}/favicon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toContain('<svg');
  });

  it('compresses index.html too, never cached, with the shop URL, also at /index.html', async () => {
    for (const [route, accept, encoding] of [
      ['/login', 'br, gzip', 'br'],
      ['/', 'gzip', 'gzip'],
      ['/index.html', '', undefined],
    ] as const) {
      const res = await request('GET', t.url + route, accept ? { 'accept-encoding': accept } : {});
      expect(res.status, route).toBe(200);
      expect(res.headers['content-encoding'], route).toBe(encoding);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.headers.vary, route).toMatch(/accept-encoding/i);
      expect(decode(res), route).toContain('content="https://shop.example.test"');
    }
  });

  it('reads Accept-Encoding as HTTP says', () => {
    expect(pickEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
  });
});

describe('security headers', () => {
  it('forbid framing in both headers alike, and leave HSTS out over plain HTTP', async () => {
    const res = await request('GET', `${t.url}/login`);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const api = await request('GET', `${t.url}/api/user`);
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const res = await request('GET', `${t.url}/login`, { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignore X-Forwarded-Proto when no proxy is trusted', async () => {
    const app: FastifyInstance = Fastify({ trustProxy: false });
    await registerSecurityHeaders(app);
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
