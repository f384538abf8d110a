import type { CategoryFilterSeo } from '@kramar/contract';
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
const send = <T>(method: string, path: string, json: unknown, token = owner) =>
  call<One<T>>(t.url, method, path, { token, json });

let n = 0;
type Attr = Rec & { values: { id: number; title: string }[] };
const colour = async () =>
  (await create(t, owner, 'attributes', {
    title: `Колір ${++n}`,
    code: `colour_${n}`,
    data_type: 'select',
    values: [{ title: 'Чорний' }, { title: 'Білий' }, { title: 'Чорний матовий' }],
  })) as Attr;
const seoPath = (id: number) => `/api/categories/${id}/attributes/seo`;
const templates = {
  h1: '{category} {value}',
  meta_title: 'Купити {category}: {attribute} {value}',
  meta_description: '',
};

describe('/api/categories/{id}/attributes/seo', () => {
  it('saves templates and overrides in one go and reads them back with the select attributes and their values', async () => {
    const c = await colour();
    const number = await create(t, owner, 'attributes', { title: `Вага ${++n}`, code: `w_${n}`, data_type: 'number' });
    const cat = await create(t, owner, 'categories', {
      title: 'Смартфони',
      attributes: [{ attribute: number.id }, { attribute: c.id }],
    });
    const empty = await get<CategoryFilterSeo>(seoPath(cat.id));
    expect(empty.body.data).toMatchObject({
      category: { id: cat.id, title: 'Смартфони' },
      templates: { h1: '', meta_title: '', meta_description: '' },
      overrides: [],
      // only what a filter page can be built of: the select attribute, with its values in order
      attributes: [{ id: c.id, title: c.title, values: c.values.map((v) => expect.objectContaining({ id: v.id })) }],
    });
    const [black, white] = c.values as [Attr['values'][0], Attr['values'][0]];
    const saved = await send<CategoryFilterSeo>('PUT', seoPath(cat.id), {
      templates,
      overrides: [
        { value: black.id, h1: 'Чорні смартфони', meta_title: '', meta_description: 'Усі чорні {category}' },
        // all empty: the value follows the templates
        { value: white.id, h1: '', meta_title: '', meta_description: '' },
      ],
    });
    expect(saved.status).toBe(200);
    const again = (await get<CategoryFilterSeo>(seoPath(cat.id))).body.data;
    expect(again.templates).toEqual(templates);
    expect(again.overrides).toEqual([
      { value: black.id, h1: 'Чорні смартфони', meta_title: '', meta_description: 'Усі чорні {category}' },
    ]);
    const audit = await get<{ action: string; changes: Record<string, unknown> }[]>(
      `/api/audit?resource=categories&id=${cat.id}`,
    );
    expect(audit.body.data[0]).toMatchObject({ action: 'update' });
    expect(Object.keys(audit.body.data[0]?.changes ?? {}).sort()).toEqual([
      'filter_seo_h1',
      'filter_seo_meta_title',
      'filter_seo_overrides',
    ]);
    // the SPEC's way of updating: POST with _method=PUT
    const viaPost = await send('POST', seoPath(cat.id), {
      _method: 'PUT',
      templates: { h1: '{value}' },
      overrides: [],
    });
    expect(viaPost.status).toBe(200);
    expect((await get<CategoryFilterSeo>(seoPath(cat.id))).body.data).toMatchObject({
      templates: { h1: '{value}', meta_title: '' },
      overrides: [],
    });
  });

  it('refuses unknown placeholders, overlong texts and values of other attributes, writing nothing', async () => {
    const [mine, other] = [await colour(), await colour()];
    const cat = await create(t, owner, 'categories', {
      title: `Ноутбуки ${++n}`,
      attributes: [{ attribute: mine.id }],
    });
    const bad = await send('PUT', seoPath(cat.id), {
      templates: { h1: '{category} {brand}', meta_title: 'x'.repeat(151), meta_description: '' },
      overrides: [{ value: mine.values[0]?.id, h1: '{colour}' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'templates.h1': ['Невідомий заповнювач {brand}. Можна: {category}, {attribute}, {value}.'],
      'templates.meta_title': ['Не більше 150 символів.'],
      'overrides.0.h1': ['Невідомий заповнювач {colour}. Можна: {category}, {attribute}, {value}.'],
    });
    const foreign = await send('PUT', seoPath(cat.id), {
      templates,
      overrides: [
        { value: mine.values[0]?.id, h1: 'a' },
        { value: other.values[0]?.id, h1: 'b' },
      ],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ 'overrides.1.value': ['Це значення не належить атрибутам категорії.'] });
    const state = (await get<CategoryFilterSeo>(seoPath(cat.id))).body.data;
    expect(state.templates.h1).toBe('');
    expect(state.overrides).toEqual([]);
    expect((await get(seoPath(999999))).status).toBe(404);
  });

  it('reads with categories.show, writes only with categories.edit', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['categories.show'] }));
    const cat = await create(t, owner, 'categories', { title: `Планшети ${++n}` });
    expect((await get(seoPath(cat.id), reader)).status).toBe(200);
    expect((await send('PUT', seoPath(cat.id), { templates, overrides: [] }, reader)).status).toBe(403);
  });
});
