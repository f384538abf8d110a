import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { auditCount, create, ownerToken, type Rec } from './test-kit.ts';
import { versionMessages } from './versions.ts';

/** Issue 26 item 8: two people save one record; the second, based on what it no longer is, is a 409. */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body = { data: Rec; message?: string; errors?: Record<string, string[]> };
type Rows = { data: Rec[]; message?: string; errors?: Record<string, string[]> };
const show = (resource: string, id: number) => call<Body>(t.url, 'GET', `/api/${resource}/${id}`, { token: owner });
const unit = (title: string) => create(t, owner, 'units', { title, suffix: 'од' });

describe('an update based on a version', () => {
  it('refuses the second of two edits of one version: 409 with the record as the first left it, nothing written', async () => {
    const base = await unit('Метр');
    const first = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Метр погонний', updated_at: base.updated_at },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const audits = await auditCount(t);

    const second = await call<Body>(t.url, 'PATCH', `/api/units/${base.id}`, {
      token: owner,
      json: { suffix: 'м', updated_at: base.updated_at },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(versionMessages.stale);
    expect(second.body.data).toEqual(first.body.data);
    const now = await show('units', base.id);
    expect(now.body.data).toEqual(first.body.data);
    expect(await auditCount(t)).toBe(audits);

    // based on the version the first left, the same change goes through
    const again = await call<Body>(t.url, 'PATCH', `/api/units/${base.id}`, {
      token: owner,
      json: { suffix: 'м', updated_at: first.body.data.updated_at },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ title: 'Метр погонний', suffix: 'м' });
  });

  it('checks under the row lock: of ten edits of one version sent at once, one is written', async () => {
    const base = await unit('Літр');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
          token: owner,
          json: { title: `Літр ${i}`, updated_at: base.updated_at },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((a) => a.status === 200);
    expect((await show('units', base.id)).body.data.title).toBe(winner?.body.data.title);
  });

  it('takes the version as If-Match with the ETag of the show, and in a multipart POST + _method=PUT', async () => {
    const base = await unit('Пара');
    const shown = await show('units', base.id);
    const etag = shown.headers.get('etag');
    expect(etag).toBe(`"${base.updated_at}"`);
    const first = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Пари' },
      headers: { 'if-match': etag ?? '' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(`"${first.body.data.updated_at}"`);
    const stale = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Пара взуття' },
      headers: { 'if-match': etag ?? '' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.title).toBe('Пари');

    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Пара рукавиць');
    form.set('updated_at', String(base.updated_at));
    const over = await call<Body>(t.url, 'POST', `/api/units/${base.id}`, { token: owner, form });
    expect(over.status).toBe(409);
    expect((await show('units', base.id)).body.data.title).toBe('Пари');
  });

  it('still takes an update with no version at all, and refuses a version that is no time with a 422', async () => {
    const base = await unit('Ящик');
    const blind = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, { token: owner, json: { title: 'Ящики' } });
    expect(blind.status).toBe(200);
    const any = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Ящик великий' },
      headers: { 'if-match': '*' },
    });
    expect(any.status).toBe(200);
    const bad = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Ящик малий', updated_at: 'учора' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ updated_at: [versionMessages.version] });
    expect((await show('units', base.id)).body.data.title).toBe('Ящик великий');
  });

  it('moves the version at least a millisecond on with every write, whatever the clock says', async () => {
    const base = await unit('Рулон');
    // a row stamped within this very millisecond would read the same to the API after the next write
    const ahead = '2999-01-01T00:00:00.123Z';
    await t.app.database.db.execute(
      sql`update units set updated_at = ${`2999-01-01 00:00:00.1234+00`} where id = ${base.id}`,
    );
    const res = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Рулони', updated_at: ahead },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.updated_at).toBe('2999-01-01T00:00:00.124Z');
    const stale = await call<Body>(t.url, 'PUT', `/api/units/${base.id}`, {
      token: owner,
      json: { title: 'Рулон', updated_at: ahead },
    });
    expect(stale.status).toBe(409);
  });
});

describe('grid editing with versions (POST /api/{name}/batch/update)', () => {
  let sku = 0;
  const product = async () => {
    const category = (await create(t, owner, 'categories', { title: `Кошики ${++sku}` })).id;
    return create(t, owner, 'products', {
      name: `Кошик ${sku}`,
      sku: `VER-${sku}`,
      category,
      price: 100_00,
      quantity: 3,
      status: 'draft',
      availability: 'in_stock',
    });
  };
  const batch = (rows: unknown[]) =>
    call<Rows>(t.url, 'POST', '/api/products/batch/update', { token: owner, json: { rows } });

  it('refuses the whole set when a row is stale: 409 naming the row, its record as it is now, nothing written', async () => {
    const [a, b] = [await product(), await product()];
    const moved = await call<Body>(t.url, 'PUT', `/api/products/${b.id}`, { token: owner, json: { quantity: 4 } });
    expect(moved.status).toBe(200);
    const audits = await auditCount(t);
    const res = await batch([
      { id: a.id, values: { price: 120_00 }, updated_at: a.updated_at },
      { id: b.id, values: { price: 130_00 }, updated_at: b.updated_at },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toBe(versionMessages.staleRows);
    expect(res.body.errors).toEqual({ 'rows.1.id': [versionMessages.staleRow] });
    expect(res.body.data).toEqual([moved.body.data]);
    expect((await show('products', a.id)).body.data.price).toBe(100_00);
    expect((await show('products', b.id)).body.data).toEqual(moved.body.data);
    expect(await auditCount(t)).toBe(audits);

    const fresh = await batch([
      { id: a.id, values: { price: 120_00 }, updated_at: a.updated_at },
      { id: b.id, values: { price: 130_00 }, updated_at: moved.body.data.updated_at },
    ]);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.data.map((r) => r.price)).toEqual([120_00, 130_00]);
  });

  it('names a row whose version is no time', async () => {
    const a = await product();
    const res = await batch([{ id: a.id, values: { price: 90_00 }, updated_at: 42 }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'rows.0.updated_at': [versionMessages.version] });
  });
});
