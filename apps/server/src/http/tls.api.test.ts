import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { ownerPassword, startTestApp, type TestApp } from '../test/test-app.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '../test/tls', name);
const certFile = fixture('localhost-cert.pem');
const keyFile = fixture('localhost-key.pem');
const tls = { cert: readFileSync(certFile), key: readFileSync(keyFile) };

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: unknown;
  protocol: string;
}

let t: TestApp;
let origin: string;
let session: http2.ClientHttp2Session;

/** One request on the shared HTTP/2 connection, as a browser sends it. */
function h2(method: string, url: string, opts: { token?: string; body?: Buffer; type?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = session.request({
      ':method': method,
      ':path': url,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.type ? { 'content-type': opts.type } : {}),
    });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => {
      headers = h;
    });
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      resolve({ status: Number(headers[':status']), headers, body: text ? JSON.parse(text) : null, protocol: 'h2' });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = (value: unknown) => ({ body: Buffer.from(JSON.stringify(value)), type: 'application/json' });

beforeAll(async () => {
  t = await startTestApp({ tls });
  origin = t.url.replace('http://', 'https://');
  session = http2.connect(origin, { ca: tls.cert });
});
afterAll(async () => {
  session?.close();
  await t?.close();
});

describe('with a certificate the server speaks HTTPS: HTTP/2 to browsers, HTTP/1.1 to the rest', () => {
  it('reads TLS_CERT_FILE and TLS_KEY_FILE together, and refuses one without the other', () => {
    const both = configFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(both.tls?.cert.equals(tls.cert)).toBe(true);
    expect(configFromEnv({}).tls).toBeUndefined();
    expect(() => configFromEnv({ TLS_CERT_FILE: certFile })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
    expect(() => configFromEnv({ TLS_CERT_FILE: '/nowhere.pem', TLS_KEY_FILE: keyFile })).toThrow(
      /TLS_CERT_FILE cannot be read/,
    );
  });

  it('signs in, answers the API and refuses a guest over one HTTP/2 connection, with HSTS', async () => {
    const guest = await h2('GET', '/api/user');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ message: expect.any(String) });
    // the request came over HTTPS: browsers are told to keep to it
    expect(guest.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const auth = await h2('POST', '/api/auth', json({ email: 'owner@kramar.test', password: ownerPassword }));
    expect(auth.status).toBe(200);
    const token = (auth.body as { access_token: string }).access_token;
    const user = await h2('GET', '/api/user', { token });
    expect(user).toMatchObject({ status: 200, body: { data: { email: 'owner@kramar.test' } } });

    const unknown = await h2('GET', '/api/nowhere?x=1', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
  });

  it('takes a multipart form through the `_method` override, and refuses an oversized body with 413', async () => {
    const auth = await h2('POST', '/api/auth', json({ email: 'owner@kramar.test', password: ownerPassword }));
    const token = (auth.body as { access_token: string }).access_token;
    const created = await h2('POST', '/api/news', { token, ...json({ title: 'Новина через HTTP/2' }) });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: number } }).data.id;

    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Новина, змінена формою');
    const request = new Request('http://form.invalid', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const type = request.headers.get('content-type') ?? '';
    const updated = await h2('POST', `/api/news/${id}`, { token, body, type });
    expect(updated).toMatchObject({ status: 200, body: { data: { id, title: 'Новина, змінена формою' } } });

    const huge = await h2('POST', '/api/auth', { body: Buffer.alloc(2 * 1024 * 1024, 'a'), type: 'application/json' });
    expect(huge).toMatchObject({ status: 413, body: { message: 'Завеликий запит.' } });
    // the connection outlives the refusal: the next request on it is answered
    expect((await h2('GET', '/api/user', { token })).status).toBe(200);
  });

  it('still answers HTTP/1.1 over TLS (scripts, monitors, older clients)', async () => {
    const res = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get(`${origin}/api/user`, { ca: tls.cert }, (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, version: r.httpVersion }));
        })
        .on('error', reject);
    });
    expect(res).toEqual({ status: 401, version: '1.1' });
  });
});
