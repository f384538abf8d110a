import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunked, chunks, type RawResponse, rawRequest } from '../test/raw-http.ts';
import { createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { UploadedFile } from './nested-fields.ts';
import { createServer, registerApiScope } from './server.ts';

const MB = 1024 * 1024;
let t: TestApp;
let probe: FastifyInstance;
let probeUrl: string;
let token: string;
/** Bytes each server has read from the connections it accepted: the server's side of the story. */
const serverSockets: Socket[] = [];
const serverRead = () => serverSockets.reduce((sum, s) => sum + s.bytesRead, 0);

const boundary = 'kramarBoundary';
const multipart = `multipart/form-data; boundary=${boundary}`;
const fieldHead = (name: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`);
const fileHead = (name: string, filename: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
const head = (method: string, path: string, headers: Record<string, string | number>) =>
  [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join(
    '\r\n',
  );

beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.url, await createUser(t.app, { scopes: ['unit.edit', 'unit.show'] }));
  t.app.server.on('connection', (s: Socket) => serverSockets.push(s));
  // routes that declare their own body rules, as a route taking files would
  probe = createServer({ logLevel: 'silent', trustProxy: true });
  await probe.register(
    async (api) => {
      await registerApiScope(api, t.app.database.db);
      const access = 'user' as const;
      api.post('/small-form', { config: { access, body: { form: 16 * 1024, files: 0 } } }, async (req) => ({
        fields: Object.keys(req.body as object).length,
      }));
      api.post('/upload', { config: { access, body: { files: 1, fileSize: 256 * 1024 } } }, async (req) => {
        const file = (req.body as { file?: unknown }).file;
        if (!(file instanceof UploadedFile)) return { file: null };
        return { path: file.path, size: file.size, onDisk: Boolean(file.path && existsSync(file.path)) };
      });
    },
    { prefix: '/api' },
  );
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  probeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

/** Announces `length` bytes, sends only the first few, and waits for the answer. */
async function announce(
  method: string,
  path: string,
  length: number,
  headers: Record<string, string> = { 'content-type': multipart },
): Promise<RawResponse> {
  const first = headers['content-type'] === multipart ? fieldHead('email') : Buffer.from('{"email":"');
  return rawRequest(t.url, head(method, path, { ...headers, 'content-length': length }), [first]);
}

describe('a body is bounded before it is read', () => {
  const cases: [string, string, Record<string, string>, number, number][] = [
    ['POST', '/api/auth', { 'content-type': multipart }, 100 * MB, 413],
    ['POST', '/api/auth', { 'content-type': 'application/json' }, 100 * MB, 413],
    ['POST', '/api/no-such/1', { 'content-type': multipart }, 100 * MB, 404],
    ['POST', '/api', { 'content-type': multipart }, 100 * MB, 404],
    ['PUT', '/api/no-such/1', { 'content-type': 'application/json' }, 100 * MB, 404],
    ['POST', '/api/units/1', { 'content-type': multipart }, 100 * MB, 401],
    ['POST', '/api/units/1', { 'content-type': multipart, authorization: 'Bearer nonsense' }, 100 * MB, 401],
    ['POST', '/api/units', { 'content-type': multipart }, 100 * MB, 401],
    ['PUT', '/api/units/1', { 'content-type': 'application/json' }, 100 * MB, 401],
  ];
  it.each(cases)('%s %s (%j) announcing %d bytes answers %d with only headers read', async (...c) => {
    const [method, path, headers, length, status] = c;
    const before = serverRead();
    const res = await announce(method, path, length, headers);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(res.sent).toBeLessThan(100);
    expect(serverRead() - before).toBeLessThan(1024);
  });

  it('refuses a signed-in caller’s body past what the route can take, unread', async () => {
    const before = serverRead();
    const headers = { 'content-type': multipart, authorization: `Bearer ${token}` };
    const res = await announce('POST', '/api/units/1', 500 * MB, headers);
    expect(res).toMatchObject({ status: 413, body: { message: 'Завеликий запит.' } });
    expect(serverRead() - before).toBeLessThan(1024);
  });

  it('keeps a sign-in to a few kB', async () => {
    const json = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(9 * 1024) });
    const res = await fetch(`${t.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
    });
    expect(res.status).toBe(413);
  });

  it('holds for many unauthenticated requests at once: the server reads their headers only', async () => {
    const before = serverRead();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => announce('POST', i % 2 ? '/api/auth' : `/api/x${i}/1`, 100 * MB)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(15).fill(404), ...Array(15).fill(413)]);
    expect(serverRead() - before).toBeLessThan(30 * 1024);
  });
});

describe('a body without a length is counted as it arrives', () => {
  it('refuses an endless field to /api/auth once it passes the form size', async () => {
    const body = chunked([fieldHead('email'), ...chunks(64 * 1024, 1024)]);
    const res = await rawRequest(
      t.url,
      head('POST', '/api/auth', { 'content-type': multipart, 'transfer-encoding': 'chunked' }),
      body,
    );
    expect(res.status).toBe(413);
    // 64 MB were on offer; the answer came after the first few chunks (and what the socket buffers held)
    expect(res.sent).toBeLessThan(8 * MB);
  });

  it('refuses a file past its route’s size while it streams', async () => {
    const body = chunked([fileHead('file', 'big.bin'), ...chunks(64 * 1024, 1024)]);
    const headers = { 'content-type': multipart, 'transfer-encoding': 'chunked', authorization: `Bearer ${token}` };
    const res = await rawRequest(probeUrl, head('POST', '/api/upload', headers), body);
    expect(res).toMatchObject({ status: 413, body: { message: 'Файл завеликий.' } });
    expect(res.sent).toBeLessThan(8 * MB);
  });
});

describe('form fields and files', () => {
  it('count fields against one total, not each on its own', async () => {
    const form = new FormData();
    // 16 kB for the whole form: six fields of 2 kB fit, ten do not, though each is far below it
    for (let i = 0; i < 6; i++) form.set(`f${i}`, 'y'.repeat(2 * 1024));
    const headers = { authorization: `Bearer ${token}` };
    const ok = await fetch(`${probeUrl}/api/small-form`, { method: 'POST', headers, body: form });
    expect(await ok.json()).toEqual({ fields: 6 });
    for (let i = 6; i < 10; i++) form.set(`f${i}`, 'y'.repeat(2 * 1024));
    const res = await fetch(`${probeUrl}/api/small-form`, { method: 'POST', headers, body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Завеликий запит.' });
  });

  it('stream files to a temporary file that is gone once the answer is sent', async () => {
    const form = new FormData();
    form.set('file', new Blob([Buffer.alloc(200 * 1024, 1)]), 'a.bin');
    const res = await fetch(`${probeUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { path: string; size: number; onDisk: boolean };
    expect(body).toMatchObject({ size: 200 * 1024, onDisk: true });
    // removed as the answer goes out, by an unlink that a loaded machine may finish a little later
    await expect.poll(() => existsSync(body.path), { timeout: 2000, interval: 20 }).toBe(false);
  });

  it('refuse files on a route that takes none', async () => {
    const form = new FormData();
    form.set('email', 'a@b.c');
    form.set('file', new Blob(['x']), 'a.txt');
    const res = await fetch(`${t.url}/api/auth`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
  });
});
