import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byDependency, encoded, hasFile, validBody } from '../test/resource-samples.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { idempotencyMessages } from './idempotency.ts';
import { loadResources } from './load-resources.ts';
import { versionMessages } from './versions.ts';

/**
 * Exact writes on every declared resource (issue 26 items 8, 9), beside the bad-input matrix: an
 * update based on a version its record has left is a 409 with the record as it is, one whose
 * version is no time a 422, a create with an Idempotency-Key no header may hold a 422, and a
 * create repeated with its key is answered as before, all writing nothing.
 */
const resources = byDependency(await loadResources());

type Data = { data: Record<string, unknown> & { id: number }; message?: string; errors?: Record<string, string[]> };

let t: TestApp;
let token: string;
const refs: Record<string, number> = {};
const rows: Record<string, Data['data']> = {};

beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
  for (const r of resources) {
    const body = validBody(r, refs);
    const res = await call<Data>(t.url, 'POST', `/api/${r.name}`, { token, ...encoded(body, 'form') });
    if (res.status !== 201) throw new Error(`create ${r.name}: ${res.status} ${JSON.stringify(res.body)}`);
    refs[r.name] = res.body.data.id;
    rows[r.name] = res.body.data;
  }
}, 180_000);
afterAll(() => t?.close());

const total = async (name: string) =>
  (await call<{ meta: { total: number } }>(t.url, 'GET', `/api/${name}?per_page=10`, { token })).body.meta.total;

for (const r of resources) {
  describe(r.name, () => {
    it('refuses a stale version (409 with the record as it is) and one that is no time (422), writing nothing', async () => {
      const row = rows[r.name];
      const url = `/api/${r.name}/${row?.id}`;
      const before = (await call<Data>(t.url, 'GET', url, { token })).body.data;
      const form = new FormData();
      form.set('_method', 'PUT');
      form.set('updated_at', '2001-01-01T00:00:00.000Z');
      const stale = await call<Data>(t.url, 'POST', url, { token, form });
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body).toEqual({ message: versionMessages.stale, data: before });
      const noTime = await call<Data>(t.url, 'PUT', url, { token, json: { updated_at: 'учора' } });
      expect(noTime.status).toBe(422);
      expect(noTime.body.errors).toEqual({ updated_at: [versionMessages.version] });
      expect((await call<Data>(t.url, 'GET', url, { token })).body.data).toEqual(before);
    });

    it('answers a create repeated with its Idempotency-Key as the first time, and refuses a key too long', async () => {
      const body = validBody(r, refs);
      const as = hasFile(body) ? 'form' : 'json';
      const send = (key: string) =>
        call<Data>(t.url, 'POST', `/api/${r.name}`, {
          token,
          ...encoded(body, as),
          headers: { 'idempotency-key': key },
        });
      const long = await send('k'.repeat(256));
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ 'idempotency-key': [idempotencyMessages.key] });
      const key = `${r.name}-${Date.now()}`;
      const first = await send(key);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const count = await total(r.name);
      const again = await send(key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await total(r.name)).toBe(count);
    });
  });
}
