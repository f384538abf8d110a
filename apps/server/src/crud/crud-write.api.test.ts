import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { auditCount, create, ownerToken, type Rec, rowCount } from './test-kit.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body = { data: Rec; message?: string; errors?: Record<string, string[]> };

describe('create, show, update, delete', () => {
  it('creates a unit from JSON (201 { data }) and shows it', async () => {
    const unit = await create(t, owner, 'units', { title: 'Міліметр', suffix: 'мм' });
    expect(unit).toMatchObject({ title: 'Міліметр', suffix: 'мм' });
    expect(unit.id).toBeGreaterThan(0);
    expect(unit.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const shown = await call<Body>(t.url, 'GET', `/api/units/${unit.id}`, { token: owner });
    expect(shown).toMatchObject({ status: 200, body: { data: unit } });
  });

  it('creates news from multipart, filling the slug and answering ISO times', async () => {
    const form = new FormData();
    form.set('title', 'Чорна п’ятниця в Крамарі');
    form.set('status', 'draft');
    form.set('excerpt', 'Знижки до 50%');
    form.set('published_at', '2026-11-27T09:00:00+02:00');
    const res = await call<Body>(t.url, 'POST', '/api/news', { token: owner, form });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Чорна п’ятниця в Крамарі',
      slug: 'chorna-piatnytsia-v-kramari',
      status: 'draft',
      published_at: '2026-11-27T07:00:00.000Z',
      image: null,
    });
  });

  it('updates with PUT JSON, PATCH, and POST + _method=PUT multipart; bumps updated_at', async () => {
    const unit = await create(t, owner, 'units', { title: 'Грам', suffix: 'г' });
    await new Promise((r) => setTimeout(r, 5));
    const put = await call<Body>(t.url, 'PUT', `/api/units/${unit.id}`, { token: owner, json: { suffix: 'гр' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: unit.id, title: 'Грам', suffix: 'гр' });
    expect(Date.parse(String(put.body.data.updated_at))).toBeGreaterThan(Date.parse(String(unit.updated_at)));

    const patch = await call<Body>(t.url, 'PATCH', `/api/units/${unit.id}`, { token: owner, json: { title: 'Грами' } });
    expect(patch.body.data).toMatchObject({ title: 'Грами', suffix: 'гр' });

    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Кілограм');
    form.set('suffix', 'кг');
    const over = await call<Body>(t.url, 'POST', `/api/units/${unit.id}`, { token: owner, form });
    expect(over.status).toBe(200);
    expect(over.body.data).toMatchObject({ id: unit.id, title: 'Кілограм', suffix: 'кг' });
    const shown = await call<Body>(t.url, 'GET', `/api/units/${unit.id}`, { token: owner });
    expect(shown.body.data).toMatchObject({ title: 'Кілограм', suffix: 'кг' });
  });

  it('deletes a record: then it is a 404, and deleting it again is a 404', async () => {
    const unit = await create(t, owner, 'units', { title: 'Літр', suffix: 'л' });
    const del = await call(t.url, 'DELETE', `/api/units/${unit.id}`, { token: owner });
    expect(del).toMatchObject({ status: 200, body: { data: { deleted: 1 } } });
    expect((await call(t.url, 'GET', `/api/units/${unit.id}`, { token: owner })).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/api/units/${unit.id}`, { token: owner })).status).toBe(404);
  });

  it('answers 404 { message } for a missing or non-numeric id on show, update and delete', async () => {
    for (const path of ['/api/units/999999', '/api/units/abc', '/api/units/-1', '/api/units/1.5']) {
      const show = await call(t.url, 'GET', path, { token: owner });
      expect(show, path).toMatchObject({ status: 404, body: { message: 'Не знайдено.' } });
      expect((await call(t.url, 'PUT', path, { token: owner, json: { suffix: 'x' } })).status, path).toBe(404);
      expect((await call(t.url, 'DELETE', path, { token: owner })).status, path).toBe(404);
    }
  });
});

describe('validation (422 { message, errors })', () => {
  const post = (resource: string, json: unknown) =>
    call<Body>(t.url, 'POST', `/api/${resource}`, { token: owner, json });

  it('names unknown, missing and too long fields', async () => {
    const res = await post('units', { title: 'x'.repeat(101), colour: 'red' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Дані містять помилки.');
    expect(res.body.errors).toEqual({
      title: ['Не більше 100 символів.'],
      suffix: ['Обов’язкове поле.'],
      colour: ['Невідоме поле.'],
    });
  });

  it('refuses a body that is not an object', async () => {
    const res = await post('units', [1, 2]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('_');
  });

  it('refuses a duplicate of a unique field whatever its case, on create and on update', async () => {
    await create(t, owner, 'units', { title: 'Метр', suffix: 'м' });
    const dup = await post('units', { title: 'МЕТР', suffix: 'м' });
    expect(dup).toMatchObject({ status: 422, body: { errors: { title: ['Таке значення вже існує.'] } } });
    const other = await create(t, owner, 'units', { title: 'Сантиметр', suffix: 'см' });
    const upd = await call<Body>(t.url, 'PUT', `/api/units/${other.id}`, { token: owner, json: { title: 'метр' } });
    expect(upd).toMatchObject({ status: 422, body: { errors: { title: ['Таке значення вже існує.'] } } });
    // saving a record with its own unique value is no clash
    const same = await call(t.url, 'PUT', `/api/units/${other.id}`, { token: owner, json: { title: 'Сантиметр' } });
    expect(same.status).toBe(200);
  });

  it('fills an empty slug from the title, de-duplicates it, and refuses a typed duplicate', async () => {
    const a = await create(t, owner, 'news', { title: 'Відкриття магазину', status: 'draft' });
    const b = await create(t, owner, 'news', { title: 'Відкриття магазину', status: 'draft', slug: '' });
    const c = await create(t, owner, 'news', { title: 'Відкриття магазину', status: 'draft' });
    expect([a.slug, b.slug, c.slug]).toEqual(['vidkryttia-mahazynu', 'vidkryttia-mahazynu-2', 'vidkryttia-mahazynu-3']);
    const typed = await post('news', { title: 'Інше', status: 'draft', slug: 'vidkryttia-mahazynu' });
    expect(typed).toMatchObject({ status: 422, body: { errors: { slug: ['Таке значення вже існує.'] } } });
    // an update that blanks the slug gets a fresh one from the current title
    const upd = await call<Body>(t.url, 'PATCH', `/api/news/${c.id}`, {
      token: owner,
      json: { title: 'Нове відкриття', slug: null },
    });
    expect(upd.body.data.slug).toBe('nove-vidkryttia');
  });

  it('makes an attribute code left empty from the title, as a slug is, and keeps a typed one (27/19)', async () => {
    const a = await create(t, owner, 'attributes', { title: 'Діагональ екрана' });
    const b = await create(t, owner, 'attributes', { title: 'Діагональ екрана', code: '' });
    const digits = await create(t, owner, 'attributes', { title: '4K' });
    expect([a.code, b.code, digits.code]).toEqual(['diahonal_ekrana', 'diahonal_ekrana_2', 'a_4k']);
    const typed = await create(t, owner, 'attributes', { title: 'Екран', code: 'Screen_Size' });
    expect(typed.code).toBe('screen_size');
    const clash = await post('attributes', { title: 'Інше', code: 'diahonal_ekrana' });
    expect(clash).toMatchObject({ status: 422, body: { errors: { code: ['Таке значення вже існує.'] } } });
  });

  it('refuses a status outside the options and a bad date-time', async () => {
    const res = await post('news', { title: 'Новина', status: 'archived', published_at: 'вчора' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['published_at', 'status']);
  });

  it('writes nothing when a request fails', async () => {
    const units = await rowCount(t, 'units');
    const audit = await auditCount(t);
    await create(t, owner, 'units', { title: 'Штука', suffix: 'шт' });
    expect(await rowCount(t, 'units')).toBe(units + 1);
    expect((await post('units', { title: 'штука', suffix: 'шт' })).status).toBe(422);
    expect((await post('units', { title: '', suffix: 'шт' })).status).toBe(422);
    expect(await rowCount(t, 'units')).toBe(units + 1);
    expect(await auditCount(t)).toBe(audit + 1);
  });
});

describe('generated values under concurrency', () => {
  it('gives fifteen parallel news of one title fifteen distinct slugs, all 201', async () => {
    const title = 'Розпродаж у Крамарі';
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        call<Body>(t.url, 'POST', '/api/news', { token: owner, json: { title, status: 'draft' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(15).fill(201));
    const slugs = results.map((r) => String(r.body.data.slug));
    expect(new Set(slugs).size).toBe(15);
    expect(slugs).toContain('rozprodazh-u-kramari');
    for (const slug of slugs) expect(slug).toMatch(/^rozprodazh-u-kramari(-\d+)?$/);
  });

  it('still refuses a slug the client typed when another record holds it', async () => {
    const first = await create(t, owner, 'news', { title: 'Акція тижня', status: 'draft' });
    const res = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: 'Інша', status: 'draft', slug: first.slug },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ slug: ['Таке значення вже існує.'] });
  });
});
