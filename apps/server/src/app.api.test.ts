import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
const logLines: string[] = [];
const webDir = mkdtempSync(path.join(tmpdir(), 'kramar-web-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="kramar:shop-url" content="https://kramar.example"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ webDir, shopUrl: 'https://shop.example.test/?a=1&b="2"', logLevel: 'info', logStream });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client routes with index.html carrying the shop URL, uncached', async () => {
    for (const route of ['/', '/login', '/products/12', '/dealers/orders/new']) {
      const res = await fetch(t.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(
        '<meta name="kramar:shop-url" content="https://shop.example.test/?a=1&amp;b=&quot;2&quot;">',
      );
    }
  });

  it('serves hashed assets with a long cache, and 404s for missing ones', async () => {
    const res = await fetch(`${t.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await fetch(`${t.url}/login`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // plain HTTP here: HSTS only over HTTPS (security-headers.api.test.ts)
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('API documentation', () => {
  it('describes every route from its zod schema at /api/docs/json, with the UI at /api/docs', async () => {
    const spec = (await call<{ paths: Record<string, unknown> }>(t.url, 'GET', '/api/docs/json')).body;
    const paths = Object.keys(spec.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/directories/permissions',
        '/api/logout',
        '/api/user',
        '/api/units',
        '/api/units/{id}',
        '/api/audit',
      ]),
    );
    // the `_method` catch-all and the public files are plumbing, not API
    expect(paths.filter((p) => p === '/api/*' || p.startsWith('/uploads'))).toEqual([]);
    expect(JSON.stringify(spec.paths['/api/auth'])).toContain('"maxLength":254');
    expect((await fetch(`${t.url}/api/docs/`)).status).toBe(200);
  });

  it('documents a resource’s body, list query and answers from its declaration', async () => {
    type Op = {
      requestBody?: {
        content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
      };
      parameters?: { name: string; in: string }[];
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const spec = (await call<{ paths: Record<string, Record<string, Op>> }>(t.url, 'GET', '/api/docs/json')).body;
    const create = spec.paths['/api/attributes']?.post;
    const body = Object.values(create?.requestBody?.content ?? {})[0]?.schema;
    // the code is made from the title when left out (27/19)
    expect(body?.required).toEqual(['title']);
    expect(body?.properties.data_type).toMatchObject({
      enum: ['string', 'number', 'boolean', 'select', 'multiselect'],
    });
    expect(JSON.stringify(body?.properties.values)).toContain('"color"');
    const list = spec.paths['/api/attributes-groups']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'sort', 'search', 'cursor', 'filter[attributes]']),
    );
    expect(JSON.stringify(list?.responses['200'])).toContain('"total_is_estimate"');
    expect(JSON.stringify(spec.paths['/api/categories/{id}']?.get?.responses['200'])).toContain('"path"');
  });
});

describe('request log', () => {
  it('records requests without tokens or passwords', async () => {
    const token = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
    await call(t.url, 'GET', '/api/user', { token });
    await new Promise((r) => setTimeout(r, 50));
    const log = logLines.join('');
    expect(log).toContain('/api/user');
    expect(log).toContain('/api/auth');
    expect(log).not.toContain(token);
    expect(log).not.toContain(ownerPassword);
  });
});
