import type { AttributeValueUsage, CategoryFilterSeo } from '@kramar/contract';
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

type Value = { id: number; title: string };
let n = 0;
const colour = async () => {
  const made = await create(t, owner, 'attributes', {
    title: `Колір ${++n}`,
    code: `colour_${n}`,
    data_type: 'select',
    values: [{ title: 'Чорний' }, { title: 'чорний' }, { title: 'Білий' }],
  });
  return { id: made.id, values: made.values as [Value, Value, Value] };
};

describe('GET /api/attributes/{id}/values', () => {
  it('lists the values with how many products use each', async () => {
    const a = await colour();
    const res = await get<AttributeValueUsage[]>(`/api/attributes/${a.id}/values`);
    expect(res.body.data).toEqual(a.values.map((v) => ({ id: v.id, title: v.title, products_count: 0 })));
    expect((await get(`/api/attributes/999999/values`)).status).toBe(404);
  });
});

describe('values used by products', () => {
  const ports = async () => {
    const made = await create(t, owner, 'attributes', {
      title: `Роз’єми ${++n}`,
      code: `ports_${n}`,
      data_type: 'multiselect',
      values: [{ title: 'USB-C' }, { title: 'USB Type-C' }, { title: 'HDMI' }],
    });
    return { id: made.id, values: made.values as [Value, Value, Value] };
  };
  const rows = (...values: number[]) => values.map((value) => ({ attribute: 0, value }));

  it('counts products per value, and a merge moves their rows without listing a value twice', async () => {
    const a = await ports();
    const [usbC, typeC, hdmi] = a.values;
    const category = await create(t, owner, 'categories', {
      title: `Ноутбуки ${++n}`,
      attributes: [{ attribute: a.id }],
    });
    const product = async (values: number[], resource = 'products') =>
      create(t, owner, resource, {
        name: `Ноутбук ${++n}`,
        sku: `NB-${n}`,
        price: 100,
        category: category.id,
        attribute_values: rows(...values).map((r) => ({ ...r, attribute: a.id })),
      });
    const one = await product([typeC.id]);
    const both = await product([usbC.id, typeC.id, hdmi.id]);
    await product([hdmi.id]);
    const item = await product([typeC.id], 'products-sandbox');
    const counts = async () =>
      (await get<AttributeValueUsage[]>(`/api/attributes/${a.id}/values`)).body.data.map((v) => v.products_count);
    expect(await counts()).toEqual([1, 2, 2]);

    const res = await post(`/api/attributes/${a.id}/values/merge`, { from: typeC.id, into: usbC.id });
    expect(res.status).toBe(200);
    // two product rows and the sandbox item's moved; the product that had both keeps one
    expect(res.body.data).toEqual({ from: typeC.id, into: usbC.id, moved: 2 });
    expect(await counts()).toEqual([2, 2]);
    const valuesOf = async (id: number, resource = 'products') =>
      (
        (await get<{ attribute_values: { value: number }[] }>(`/api/${resource}/${id}`)).body.data.attribute_values ??
        []
      ).map((r) => r.value);
    expect(await valuesOf(one.id)).toEqual([usbC.id]);
    expect(await valuesOf(both.id)).toEqual([usbC.id, hdmi.id]);
    expect(await valuesOf(item.id, 'products-sandbox')).toEqual([usbC.id]);
  });
});

describe('POST /api/attributes/{id}/values/merge', () => {
  it('moves what names the value to the other one (whose own override wins), deletes it and audits', async () => {
    const a = await colour();
    const [black, blackToo, white] = a.values;
    const seo = async (title: string, overrides: unknown[]) => {
      const cat = await create(t, owner, 'categories', { title, attributes: [{ attribute: a.id }] });
      const path = `/api/categories/${cat.id}/attributes/seo`;
      const res = await call(t.url, 'PUT', path, { token: owner, json: { templates: {}, overrides } });
      expect(res.status).toBe(200);
      return async () => (await get<CategoryFilterSeo>(path)).body.data.overrides;
    };
    const movedOnly = await seo(`Телефони ${++n}`, [{ value: blackToo.id, h1: 'Мій' }]);
    const both = await seo(`Годинники ${++n}`, [
      { value: black.id, h1: 'Свій' },
      { value: blackToo.id, h1: 'Чужий' },
    ]);

    const res = await post(`/api/attributes/${a.id}/values/merge`, { from: blackToo.id, into: black.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ from: blackToo.id, into: black.id, moved: 1 });
    expect(await movedOnly()).toEqual([expect.objectContaining({ value: black.id, h1: 'Мій' })]);
    expect(await both()).toEqual([expect.objectContaining({ value: black.id, h1: 'Свій' })]);
    const values = (await get<{ values: Value[] }>(`/api/attributes/${a.id}`)).body.data.values;
    expect(values.map((v) => v.id)).toEqual([black.id, white.id]);
    const audit = await get<{ action: string; changes: Record<string, unknown> }[]>(
      `/api/audit?resource=attributes&id=${a.id}`,
    );
    expect(audit.body.data[0]).toMatchObject({ action: 'update', changes: { values: expect.any(Object) } });
  });

  it('refuses the same value twice and values of another attribute, changing nothing', async () => {
    const [a, b] = [await colour(), await colour()];
    const path = `/api/attributes/${a.id}/values/merge`;
    const same = await post(path, { from: a.values[0].id, into: a.values[0].id });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ into: ['Оберіть інше значення: значення не можна об’єднати із самим собою.'] });
    const foreign = await post(path, { from: b.values[0].id, into: a.values[0].id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ from: ['Значення не належить цьому атрибуту.'] });
    expect((await get<{ values: Value[] }>(`/api/attributes/${b.id}`)).body.data.values).toHaveLength(3);
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['attributes.show'] }));
    expect((await post(path, { from: a.values[1].id, into: a.values[0].id }, reader)).status).toBe(403);
  });
});
