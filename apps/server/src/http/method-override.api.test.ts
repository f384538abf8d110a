import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { UploadedFile } from './nested-fields.ts';
import { createServer, registerApiScope } from './server.ts';

let t: TestApp;
let probe: FastifyInstance;
let url: string;
let token: string;

const thingSchema = z
  .object({
    title: z.string().min(1),
    name: z.object({ uk: z.string(), en: z.string().optional() }).optional(),
    items: z.array(z.object({ sku: z.string(), qty: z.coerce.number().int() })).optional(),
    logo: z.instanceof(UploadedFile).optional(),
  })
  .strict();

/** Routes as a later resource will have them: PUT and DELETE on /things/:id, guarded by a scope. */
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.url, await createUser(t.app, { scopes: ['news.edit'] }));
  probe = createServer({ logLevel: 'silent', trustProxy: true });
  await probe.register(
    async (api) => {
      await registerApiScope(api, t.app.database.db);
      const access = { scope: 'news.edit' };
      api.put('/things/:id', { schema: { body: thingSchema }, config: { access } }, async (req) => {
        const body = req.body as z.infer<typeof thingSchema>;
        const { logo, ...rest } = body;
        return {
          method: req.method,
          id: (req.params as { id: string }).id,
          body: rest,
          logo: logo ? { filename: logo.filename, mimetype: logo.mimetype, size: logo.size } : null,
        };
      });
      api.delete('/things/:id', { config: { access } }, async (req) => ({ method: req.method }));
      api.post('/things', { schema: { body: thingSchema }, config: { access } }, async (req) => ({
        created: req.body,
      }));
    },
    { prefix: '/api' },
  );
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('multipart bodies', () => {
  it('arrive nested, with files, on a plain POST route', async () => {
    const form = new FormData();
    form.set('title', 'Смартфон');
    form.set('name[uk]', 'Смартфон');
    form.set('items[0][sku]', 'A-1');
    form.set('items[0][qty]', '2');
    const res = await call(url, 'POST', '/api/things', { token, form });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: { title: 'Смартфон', name: { uk: 'Смартфон' }, items: [{ sku: 'A-1', qty: 2 }] },
    });
  });

  it('answers a malformed field name with 400 { message }', async () => {
    const form = new FormData();
    form.set('title', 'x');
    form.set('__proto__[x]', 'y');
    const res = await call(url, 'POST', '/api/things', { token, form });
    expect(res.status).toBe(400);
    expect(String((res.body as { message: string }).message)).toMatch(/Некоректна назва поля/);
  });

  it('answers a broken multipart body with a 4xx, never a 500', async () => {
    const res = await call(url, 'POST', '/api/things', {
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      json: undefined,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('_method override', () => {
  it('routes POST with _method=PUT in a multipart body to the PUT route, files included', async () => {
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Ноутбук');
    form.set('name[uk]', 'Ноутбук');
    form.set('name[en]', 'Laptop');
    form.set('logo', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
    const res = await call(url, 'POST', '/api/things/7', { token, form });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      method: 'PUT',
      id: '7',
      body: { title: 'Ноутбук', name: { uk: 'Ноутбук', en: 'Laptop' } },
      logo: { filename: 'logo.png', mimetype: 'image/png', size: 4 },
    });
  });

  it('works with a JSON body and lower-case method names, and reaches DELETE', async () => {
    const put = await call(url, 'POST', '/api/things/8', { token, json: { _method: 'put', title: 'Планшет' } });
    expect(put.body).toMatchObject({ method: 'PUT', body: { title: 'Планшет' } });
    const del = await call(url, 'POST', '/api/things/8', { token, json: { _method: 'DELETE' } });
    expect(del).toMatchObject({ status: 200, body: { method: 'DELETE' } });
  });

  it('keeps the real route’s guard and validation', async () => {
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', '');
    expect((await call(url, 'POST', '/api/things/1', { form })).status).toBe(401);
    const other = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await call(url, 'POST', '/api/things/1', { token: other, form })).status).toBe(403);
    const invalid = await call(url, 'POST', '/api/things/1', { token, form });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ errors: { title: [expect.any(String)] } });
    const unknown = await call(url, 'POST', '/api/things/1', { token, json: { _method: 'PUT', title: 'x', extra: 1 } });
    expect(unknown.status).toBe(422);
  });

  it('gives a POST without _method, or with another method, the 404 it would have had', async () => {
    expect((await call(url, 'POST', '/api/things/1', { token, json: { title: 'x' } })).status).toBe(404);
    expect((await call(url, 'POST', '/api/things/1', { token, json: { _method: 'GET' } })).status).toBe(404);
    expect((await call(url, 'POST', '/api/nothing/1', { token, json: { _method: 'PUT' } })).status).toBe(404);
  });

  it('leaves real PUT requests alone', async () => {
    const res = await call(url, 'PUT', '/api/things/3', { token, json: { title: 'Пряме' } });
    expect(res.body).toMatchObject({ method: 'PUT', id: '3', body: { title: 'Пряме' } });
  });
});
