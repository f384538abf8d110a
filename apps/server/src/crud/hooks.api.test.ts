import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationError } from '../http/errors.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { type ResourceHooks, registerResourceHooks, unregisterResourceHooks } from './hooks.ts';
import { create, ownerToken, rowCount } from './test-kit.ts';

/**
 * The seam specialised resources plug into, exercised on `units` (this file's app only: the hooks
 * are taken out after it, or the next file in this worker would find a `units` route of theirs):
 * a save hook that normalises and refuses, and an extra route in the resource's scope.
 */
const hooks: ResourceHooks = {
  beforeSave({ values, mode }) {
    if (typeof values.suffix === 'string') values.suffix = values.suffix.trim().toLowerCase();
    if (mode === 'update' && values.title === 'Заборонено') throw validationError({ title: ['Ця назва зайнята.'] });
  },
  extraRoutes(app, { resource, db, table }) {
    app.get('/count', { config: { access: { scope: `${resource.scope}.show` } } }, async () => ({
      data: { total: (await db.select().from(table)).length },
    }));
  },
};
let t: TestApp;
let owner: string;
beforeAll(async () => {
  registerResourceHooks('units', hooks);
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(async () => {
  unregisterResourceHooks('units', hooks);
  await t.close();
});

describe('resource hooks', () => {
  it('lets beforeSave change the values written', async () => {
    const unit = await create(t, owner, 'units', { title: 'Тонна', suffix: 'Т' });
    expect(unit.suffix).toBe('т');
  });

  it('lets beforeSave refuse, and then nothing is written', async () => {
    const unit = await create(t, owner, 'units', { title: 'Центнер', suffix: 'ц' });
    const res = await call(t.url, 'PUT', `/api/units/${unit.id}`, { token: owner, json: { title: 'Заборонено' } });
    expect(res).toMatchObject({ status: 422, body: { errors: { title: ['Ця назва зайнята.'] } } });
    const shown = await call<{ data: { title: string } }>(t.url, 'GET', `/api/units/${unit.id}`, { token: owner });
    expect(shown.body.data.title).toBe('Центнер');
  });

  it('adds routes under /api/{name} with their own access rule', async () => {
    const res = await call(t.url, 'GET', '/api/units/count', { token: owner });
    expect(res).toMatchObject({ status: 200, body: { data: { total: await rowCount(t, 'units') } } });
    expect((await call(t.url, 'GET', '/api/units/count')).status).toBe(401);
  });
});

describe('more than one app in a process', () => {
  // a bug fixed: modules that built a fresh hooks object per app made the second app refuse to start
  it('builds a second app beside the first, every module plugged in again', async () => {
    const second = await startTestApp();
    try {
      const token = await ownerToken(second);
      expect((await call(second.url, 'GET', '/api/categories/tree-list', { token })).status).toBe(200);
      expect((await call(second.url, 'GET', '/api/roles', { token })).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
