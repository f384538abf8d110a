import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type One<T = Rec> = { data: T; errors?: Record<string, string[]>; message?: string };
const get = <T>(path: string, token = owner) => call<One<T>>(t.url, 'GET', path, { token });
const post = <T>(path: string, json: unknown, token = owner) => call<One<T>>(t.url, 'POST', path, { token, json });

let n = 0;
const attribute = () =>
  create(t, owner, 'attributes', { title: `Атрибут ${++n}`, code: `c_${n}`, data_type: 'number' });
const category = (json: Record<string, unknown> = {}) =>
  create(t, owner, 'categories', { title: `Категорія ${++n}`, ...json });
const attributesOf = async (id: number) =>
  (await get<{ attribute: number; filter: boolean; required: boolean }[]>(`/api/categories/${id}/attributes`)).body
    .data;

describe('GET /api/categories/{id}/attributes', () => {
  it('lists the category’s attributes with what they are and the category’s flags, in order', async () => {
    const [a, b] = [await attribute(), await attribute()];
    const c = await category({ attributes: [{ attribute: b.id, filter: false, required: true }, { attribute: a.id }] });
    expect(await attributesOf(c.id)).toEqual([
      expect.objectContaining({
        attribute: b.id,
        title: b.title,
        code: b.code,
        data_type: 'number',
        filter: false,
        required: true,
      }),
      expect.objectContaining({ attribute: a.id, title: a.title, filter: true, required: false }),
    ]);
    expect((await get(`/api/categories/999999/attributes`)).status).toBe(404);
  });
});

describe('custom-sort-attributes', () => {
  it('reads and rewrites the order, refusing a list that is not the category’s own set', async () => {
    const [a, b, c] = [await attribute(), await attribute(), await attribute()];
    const cat = await category({
      attributes: [{ attribute: a.id }, { attribute: b.id }, { attribute: c.id, required: true }],
    });
    const path = `/api/categories/${cat.id}/custom-sort-attributes`;
    expect((await get<{ id: number }[]>(path)).body.data.map((r) => r.id)).toEqual([a.id, b.id, c.id]);
    const res = await post<number[]>(path, { ids: [c.id, a.id, b.id] });
    expect(res.body.data).toEqual([c.id, a.id, b.id]);
    // the flags travel with their attribute
    expect((await attributesOf(cat.id))[0]).toMatchObject({ attribute: c.id, required: true });
    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, c.id],
      [a.id, b.id, 999999],
    ]) {
      const bad = await post(path, { ids });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.ids).toEqual(['Передайте атрибути категорії в новому порядку, кожен один раз.']);
    }
  });
});

describe('custom-sort-attributes based on a version (issue 26 item 8)', () => {
  it('refuses an order chosen from a category someone has changed since: 409 with it as it is, nothing written', async () => {
    const [a, b] = [await attribute(), await attribute()];
    const cat = await category({ attributes: [{ attribute: a.id }, { attribute: b.id }] });
    const path = `/api/categories/${cat.id}/custom-sort-attributes`;
    const etag = (await get(`/api/categories/${cat.id}`)).headers.get('etag') ?? '';
    // another editor unticks a filter in the form meanwhile
    const other = await call<One>(t.url, 'PUT', `/api/categories/${cat.id}`, {
      token: owner,
      json: { attributes: [{ attribute: a.id, filter: false }, { attribute: b.id }], updated_at: cat.updated_at },
    });
    expect(other.status).toBe(200);
    const res = await call<One>(t.url, 'POST', path, {
      token: owner,
      json: { ids: [b.id, a.id] },
      headers: { 'if-match': etag },
    });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual(other.body.data);
    expect((await attributesOf(cat.id)).map((r) => [r.attribute, r.filter])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    const fresh = await call<One>(t.url, 'POST', path, {
      token: owner,
      json: { ids: [b.id, a.id] },
      headers: { 'if-match': `"${other.body.data.updated_at}"` },
    });
    expect(fresh.status).toBe(200);
    expect((await attributesOf(cat.id)).map((r) => [r.attribute, r.filter])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
  });
});

describe('POST /api/categories/attributes/many', () => {
  it('adds and removes attributes in many categories at once, keeping the rest of each set', async () => {
    const [a, b, keep] = [await attribute(), await attribute(), await attribute()];
    const one = await category({ attributes: [{ attribute: keep.id, required: true }, { attribute: b.id }] });
    const two = await category();
    const res = await post<{ updated: number }>('/api/categories/attributes/many', {
      categories: [one.id, two.id],
      attach: [a.id],
      detach: [b.id],
    });
    expect(res.body.data).toEqual({ updated: 2 });
    expect((await attributesOf(one.id)).map((r) => [r.attribute, r.required])).toEqual([
      [keep.id, true],
      [a.id, false],
    ]);
    expect((await attributesOf(two.id)).map((r) => r.attribute)).toEqual([a.id]);
    const empty = await post('/api/categories/attributes/many', { categories: [one.id] });
    expect(empty.status).toBe(422);
  });
});

describe('POST /api/categories/{id}/sync', () => {
  it('passes the category’s attributes down its whole branch, leaving other branches alone', async () => {
    const [a, b, own] = [await attribute(), await attribute(), await attribute()];
    const root = await category({ attributes: [{ attribute: a.id, required: true }, { attribute: b.id }] });
    const child = await category({ parent: root.id, attributes: [{ attribute: own.id }] });
    const grandchild = await category({ parent: child.id });
    const stranger = await category();
    const res = await post<{ updated: number }>(`/api/categories/${root.id}/sync`, {});
    expect(res.body.data).toEqual({ updated: 2 });
    expect((await attributesOf(child.id)).map((r) => [r.attribute, r.required])).toEqual([
      [own.id, false],
      [a.id, true],
      [b.id, false],
    ]);
    expect((await attributesOf(grandchild.id)).map((r) => r.attribute)).toEqual([a.id, b.id]);
    expect(await attributesOf(stranger.id)).toEqual([]);
    // already in step: nothing to do
    expect((await post<{ updated: number }>(`/api/categories/${root.id}/sync`, {})).body.data).toEqual({ updated: 0 });
  });

  it('is a write: a reader of categories is refused and nothing changes', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['categories.show'] }));
    const root = await category();
    expect((await post(`/api/categories/${root.id}/sync`, {}, reader)).status).toBe(403);
    expect((await post('/api/categories/attributes/many', { categories: [root.id], attach: [1] }, reader)).status).toBe(
      403,
    );
    expect((await get(`/api/categories/${root.id}/attributes`, reader)).status).toBe(200);
  });
});
