import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { create, ownerToken, type Rec } from './test-kit.ts';

/**
 * The engine's relation kinds through HTTP: `references` (attribute groups → attributes),
 * `children` (an attribute's values, a category's attribute rows) and trees (categories).
 */

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type One = { data: Rec; errors?: Record<string, string[]>; message?: string };
type Many = { data: Rec[]; meta: { total: number } };
const get = <T = One>(path: string) => call<T>(t.url, 'GET', path, { token: owner });
const put = (path: string, json: unknown) => call<One>(t.url, 'PUT', path, { token: owner, json });
const post = (path: string, json: unknown) => call<One>(t.url, 'POST', path, { token: owner, json });

let n = 0;
const attribute = (extra: Record<string, unknown> = {}) =>
  create(t, owner, 'attributes', { title: `Атрибут ${++n}`, code: `attr_${n}`, ...extra });
const category = (title: string, parent: number | null = null) =>
  create(t, owner, 'categories', { title: `${title} ${++n}`, parent });

describe('references: an ordered many-to-many in a link table', () => {
  it('keeps the order sent, answers it on show and in the list, and replaces it on update', async () => {
    const [a, b, c] = [await attribute(), await attribute(), await attribute()];
    const group = await create(t, owner, 'attributes-groups', { title: `Екран ${++n}`, attributes: [c.id, a.id] });
    expect(group.attributes).toEqual([c.id, a.id]);
    expect((await get(`/api/attributes-groups/${group.id}`)).body.data.attributes).toEqual([c.id, a.id]);
    const updated = await put(`/api/attributes-groups/${group.id}`, { attributes: [b.id, c.id, a.id] });
    expect(updated.body.data.attributes).toEqual([b.id, c.id, a.id]);
    const list = await get<Many>(`/api/attributes-groups?filter[attributes]=${b.id}`);
    expect(list.body.data.map((r) => r.id)).toEqual([group.id]);
    expect(list.body.data[0]?.attributes).toEqual([b.id, c.id, a.id]);
  });

  it('reads multipart `name[0]`, clears with an empty value, and refuses ids of no row', async () => {
    const [a, b] = [await attribute(), await attribute()];
    const form = new FormData();
    form.set('title', `Пам’ять ${++n}`);
    form.set('attributes[0]', String(b.id));
    form.set('attributes[1]', String(a.id));
    const made = await call<One>(t.url, 'POST', '/api/attributes-groups', { token: owner, form });
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toEqual([b.id, a.id]);

    const bad = await put(`/api/attributes-groups/${made.body.data.id}`, { attributes: [a.id, 2_000_000_000] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.attributes).toEqual(['Оберіть запис зі списку.']);

    const clear = new FormData();
    clear.set('_method', 'PUT');
    clear.set('attributes', '');
    const cleared = await call<One>(t.url, 'POST', `/api/attributes-groups/${made.body.data.id}`, {
      token: owner,
      form: clear,
    });
    expect(cleared.body.data.attributes).toEqual([]);
  });

  it('drops a deleted target from the lists that named it', async () => {
    const [a, b] = [await attribute(), await attribute()];
    const group = await create(t, owner, 'attributes-groups', { title: `Звук ${++n}`, attributes: [a.id, b.id] });
    expect((await call(t.url, 'DELETE', `/api/attributes/${a.id}`, { token: owner })).status).toBe(200);
    expect((await get(`/api/attributes-groups/${group.id}`)).body.data.attributes).toEqual([b.id]);
  });
});

describe('children: ordered rows with fields of their own', () => {
  it('adds, updates in place, reorders and removes rows, keeping the ids of rows sent back', async () => {
    const made = await attribute({
      data_type: 'select',
      values: [{ title: 'Чорний', color: '#000000' }, { title: 'Білий' }],
    });
    const [black, white] = made.values as Rec[];
    expect(made.values).toEqual([
      { id: expect.any(Number), title: 'Чорний', slug: null, color: '#000000' },
      { id: expect.any(Number), title: 'Білий', slug: null, color: null },
    ]);
    const res = await put(`/api/attributes/${made.id}`, {
      values: [{ title: 'Червоний' }, { ...white, title: 'Білий матовий' }, black],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.values).toEqual([
      { id: expect.any(Number), title: 'Червоний', slug: null, color: null },
      { ...white, title: 'Білий матовий' },
      black,
    ]);
    const removed = await put(`/api/attributes/${made.id}`, { values: [black] });
    expect(removed.body.data.values).toEqual([black]);
  });

  it('names the row and the cell of a wrong value, and refuses a row id the record does not have', async () => {
    const made = await attribute({ values: [{ title: 'Один' }] });
    const other = await attribute({ values: [{ title: 'Чужий' }] });
    const bad = await put(`/api/attributes/${made.id}`, {
      values: [{ title: 'Так' }, { title: '' }, { title: 'Колір', color: 'red' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'values.1.title': ['Обов’язкове поле.'],
      'values.2.color': ['Колір у форматі #rrggbb.'],
    });
    const stolen = await put(`/api/attributes/${made.id}`, { values: [(other.values as Rec[])[0]] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({ 'values.0.id': ['Цього рядка вже немає: оновіть сторінку.'] });
    expect((await get(`/api/attributes/${made.id}`)).body.data.values).toEqual(made.values);
  });

  it('a row that names a record keeps that record from being deleted, saying how many rows do', async () => {
    const used = await attribute();
    await create(t, owner, 'categories', {
      title: `Ноутбуки ${++n}`,
      attributes: [{ attribute: used.id, required: true }],
    });
    const res = await call<One>(t.url, 'DELETE', `/api/attributes/${used.id}`, { token: owner });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Записи ще використовуються в інших розділах (1): спершу приберіть їх звідти.');
    expect((await get(`/api/attributes/${used.id}`)).status).toBe(200);
  });

  it('history names the rows that changed', async () => {
    const made = await attribute({ values: [{ title: 'A' }] });
    await put(`/api/attributes/${made.id}`, { values: [...(made.values as Rec[]), { title: 'B' }] });
    const audit = await get<{ data: { changes: Record<string, { before: Rec[]; after: Rec[] }> }[] }>(
      `/api/audit?resource=attributes&id=${made.id}`,
    );
    const change = audit.body.data[0]?.changes.values;
    expect(change?.before.map((r) => r.title)).toEqual(['A']);
    expect(change?.after.map((r) => r.title)).toEqual(['A', 'B']);
  });
});

describe('trees: path and depth kept, cycles refused', () => {
  it('keeps path and depth through a move of a whole branch', async () => {
    const root = await category('Електроніка');
    const phones = await category('Смартфони', root.id);
    const android = await category('Android', phones.id);
    expect([root.depth, phones.depth, android.depth]).toEqual([0, 1, 2]);
    expect(android.path).toBe(`/${root.id}/${phones.id}/${android.id}/`);

    const other = await category('Гаджети');
    const moved = await put(`/api/categories/${phones.id}`, { parent: other.id });
    expect(moved.body.data).toMatchObject({ depth: 1, path: `/${other.id}/${phones.id}/` });
    expect((await get(`/api/categories/${android.id}`)).body.data).toMatchObject({
      depth: 2,
      path: `/${other.id}/${phones.id}/${android.id}/`,
    });
    const toRoot = await put(`/api/categories/${phones.id}`, { parent: null });
    expect(toRoot.body.data).toMatchObject({ depth: 0, path: `/${phones.id}/` });
    expect((await get(`/api/categories/${android.id}`)).body.data.path).toBe(`/${phones.id}/${android.id}/`);
  });

  it('refuses a move under the node itself or its own descendant, changing nothing', async () => {
    const root = await category('Побутова техніка');
    const child = await category('Пральні машини', root.id);
    const grandchild = await category('Вузькі', child.id);
    for (const parent of [root.id, grandchild.id]) {
      const res = await put(`/api/categories/${root.id}`, { parent });
      expect(res.status).toBe(422);
      expect(res.body.errors?.parent).toEqual(['Запис не можна перемістити в нього самого чи в його власну гілку.']);
    }
    expect((await get(`/api/categories/${root.id}`)).body.data).toMatchObject({ parent: null, depth: 0 });
  });

  it('refuses to delete a node that still has children, and says how many', async () => {
    const root = await category('ТВ');
    await category('OLED', root.id);
    await category('QLED', root.id);
    const res = await post('/api/categories/destroy-batch', { ids: [root.id] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Спершу перенесіть або видаліть вкладені записи: 2.');
    expect((await get(`/api/categories/${root.id}`)).status).toBe(200);
  });

  it('deletes a node together with its children when both are chosen', async () => {
    const root = await category('Фото');
    const child = await category('Об’єктиви', root.id);
    const res = await post('/api/categories/destroy-batch', { ids: [root.id, child.id] });
    expect(res.status).toBe(200);
    expect((await get(`/api/categories/${child.id}`)).status).toBe(404);
  });
});

describe('GET /api/{tree}/full and /tree-list', () => {
  it('lists the whole tree in display order, flat with depth and nested with children', async () => {
    const rootB = await create(t, owner, 'categories', { title: `Б-корінь ${++n}`, position: 2 });
    const rootA = await create(t, owner, 'categories', { title: `А-корінь ${++n}`, position: 1 });
    const second = await create(t, owner, 'categories', { title: `Друга ${++n}`, parent: rootA.id, position: 2 });
    const first = await create(t, owner, 'categories', { title: `Перша ${++n}`, parent: rootA.id, position: 1 });
    const deep = await create(t, owner, 'categories', { title: `Глибока ${++n}`, parent: first.id });
    const flat = await get<{ data: Rec[] }>('/api/categories/full');
    const ours = flat.body.data.filter((r) => [rootA, rootB, first, second, deep].some((x) => x.id === r.id));
    expect(ours.map((r) => [r.id, r.depth])).toEqual([
      [rootA.id, 0],
      [first.id, 1],
      [deep.id, 2],
      [second.id, 1],
      [rootB.id, 0],
    ]);
    expect(ours[0]).toMatchObject({ label: rootA.title, parent: null, children_count: 2, status: 'draft' });
    const nested = await get<{ data: (Rec & { children: (Rec & { children: Rec[] })[] })[] }>(
      '/api/categories/tree-list',
    );
    const a = nested.body.data.find((r) => r.id === rootA.id);
    expect(a?.children.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(a?.children[0]?.children.map((c) => c.id)).toEqual([deep.id]);
  });
});
