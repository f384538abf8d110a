import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { loadResources } from './load-resources.ts';
import { create, ownerToken, type Rec } from './test-kit.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body = { data: Record<string, unknown>; errors?: Record<string, string[]> };
const post = (path: string, json: unknown) => call<Body>(t.url, 'POST', path, { token: owner, json });

describe('POST /api/{name}/destroy-batch', () => {
  it('deletes the listed records that exist and says how many', async () => {
    const [a, b, c] = [
      await create(t, owner, 'news', { title: 'Перша', status: 'draft' }),
      await create(t, owner, 'news', { title: 'Друга', status: 'draft' }),
      await create(t, owner, 'news', { title: 'Третя', status: 'draft' }),
    ];
    const res = await post('/api/news/destroy-batch', { ids: [a.id, b.id, 999_999] });
    expect(res).toMatchObject({ status: 200, body: { data: { deleted: 2 } } });
    expect((await call(t.url, 'GET', `/api/news/${a.id}`, { token: owner })).status).toBe(404);
    expect((await call(t.url, 'GET', `/api/news/${c.id}`, { token: owner })).status).toBe(200);
  });

  it('accepts multipart ids[] too', async () => {
    const a = await create(t, owner, 'units', { title: 'Пакет', suffix: 'пак' });
    const form = new FormData();
    form.append('ids[]', String(a.id));
    const res = await call<Body>(t.url, 'POST', '/api/units/destroy-batch', { token: owner, form });
    expect(res).toMatchObject({ status: 200, body: { data: { deleted: 1 } } });
  });

  it('refuses a missing, empty or malformed list of ids', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [0] }, { ids: [1.5] }, { ids: 5 }]) {
      const res = await post('/api/news/destroy-batch', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['ids']);
    }
    const many = await post('/api/news/destroy-batch', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(many.status).toBe(422);
  });
});

describe('POST /api/{name}/batch/status', () => {
  it('sets the status of the listed records, counting only those it changed', async () => {
    const a = await create(t, owner, 'news', { title: 'Статус А', status: 'draft' });
    const b = await create(t, owner, 'news', { title: 'Статус Б', status: 'published' });
    const res = await post('/api/news/batch/status', { ids: [a.id, b.id], status: 'published' });
    expect(res).toMatchObject({ status: 200, body: { data: { updated: 1 } } });
    const shown = await call<{ data: Rec }>(t.url, 'GET', `/api/news/${a.id}`, { token: owner });
    expect(shown.body.data.status).toBe('published');
    expect(Date.parse(String(shown.body.data.updated_at))).toBeGreaterThanOrEqual(Date.parse(String(a.updated_at)));
  });

  it('refuses a status outside the options', async () => {
    const a = await create(t, owner, 'news', { title: 'Статус В', status: 'draft' });
    const res = await post('/api/news/batch/status', { ids: [a.id], status: 'archived' });
    expect(res).toMatchObject({ status: 422, body: { errors: { status: ['Оберіть значення зі списку.'] } } });
  });

  it('does not exist for a resource without the extra', async () => {
    const unit = await create(t, owner, 'units', { title: 'Без статусу', suffix: 'x' });
    expect((await post('/api/units/batch/status', { ids: [unit.id], status: 'draft' })).status).toBe(404);
  });
});

describe('GET /api/{name}/autocomplete', () => {
  it('answers { id, label } options by the title, with a limit, or for given ids', async () => {
    const volt = await create(t, owner, 'units', { title: 'Вольт-ампер', suffix: 'ВА' });
    await create(t, owner, 'units', { title: 'Кіловольт', suffix: 'кВ' });
    const res = await call<{ data: { id: number; label: string }[] }>(
      t.url,
      'GET',
      `/api/units/autocomplete?search=${encodeURIComponent('вольт')}`,
      { token: owner },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => o.label)).toEqual(['Вольт-ампер', 'Кіловольт']);
    expect(res.body.data[0]).toEqual({ id: volt.id, label: 'Вольт-ампер' });
    const one = await call<{ data: unknown[] }>(t.url, 'GET', '/api/units/autocomplete?search=вольт&limit=1', {
      token: owner,
    });
    expect(one.body.data).toHaveLength(1);
    const byId = await call<{ data: unknown[] }>(t.url, 'GET', `/api/units/autocomplete?ids=${volt.id}`, {
      token: owner,
    });
    expect(byId.body.data).toEqual([{ id: volt.id, label: 'Вольт-ампер' }]);
    expect((await call(t.url, 'GET', '/api/units/autocomplete?limit=500', { token: owner })).status).toBe(422);
  });

  it('is open to whoever may read the resource, not to others', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['unit.show'] }));
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await call(t.url, 'GET', '/api/units/autocomplete', { token: reader })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/units/autocomplete', { token: stranger })).status).toBe(403);
  });
});

describe('GET /api/directories/{name}', () => {
  it('lists every unit as { id, label, ...fields } for any signed-in user', async () => {
    const unit = await create(t, owner, 'units', { title: 'Ярд', suffix: 'yd' });
    const user = await signIn(t.url, await createUser(t.app, { scopes: [] }));
    const res = await call<{ data: Rec[] }>(t.url, 'GET', '/api/directories/units', { token: user });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(expect.objectContaining({ id: unit.id, label: 'Ярд', suffix: 'yd' }));
    expect((await call(t.url, 'GET', '/api/directories/units')).status).toBe(401);
  });

  it('shows what the list shows, not the whole record, to those without the read scope', async () => {
    const partner = await create(t, owner, 'partners', { title: 'Монобанк', description: 'Умови співпраці' });
    const user = await signIn(t.url, await createUser(t.app, { scopes: [] }));
    const res = await call<{ data: Rec[] }>(t.url, 'GET', '/api/directories/partners', { token: user });
    const row = res.body.data.find((r) => r.id === partner.id);
    expect(row).toMatchObject({ label: 'Монобанк', title: 'Монобанк' });
    expect(row).not.toHaveProperty('description');
    expect(row).not.toHaveProperty('created_at');
  });
});

describe('references', () => {
  it('refuses a missing target and keeps a null when the target is deleted', async () => {
    const resources = await loadResources();
    const pair = resources.flatMap((r) =>
      Object.entries(r.fields).flatMap(([name, f]) =>
        f.kind === 'reference' ? [{ r, name, target: f.resource }] : [],
      ),
    );
    // credit programs point at partner banks; skip quietly if the declarations ever change
    const credit = pair.find((p) => p.r.name === 'credit-programs' && p.target === 'partners');
    if (!credit) return;
    const bank = await create(t, owner, 'partners', { title: 'ПриватБанк', status: 'active' });
    const body = { title: 'Оплата частинами', months: 6, rate: 0, status: 'active' };
    const missing = await post('/api/credit-programs', { ...body, [credit.name]: 999_999 });
    expect(missing).toMatchObject({ status: 422, body: { errors: { [credit.name]: ['Оберіть запис зі списку.'] } } });
    const program = await create(t, owner, 'credit-programs', { ...body, [credit.name]: bank.id });
    expect(program[credit.name]).toBe(bank.id);
    expect((await call(t.url, 'DELETE', `/api/partners/${bank.id}`, { token: owner })).status).toBe(200);
    const shown = await call<{ data: Rec }>(t.url, 'GET', `/api/credit-programs/${program.id}`, { token: owner });
    expect(shown.body.data[credit.name]).toBeNull();
  });
});
