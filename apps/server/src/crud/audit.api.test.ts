import type { AuditEntry } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { create, ownerToken } from './test-kit.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type History = { data: AuditEntry[]; errors?: Record<string, string[]>; message?: string };
const history = (token: string, resource: string, id: number | string) =>
  call<History>(t.url, 'GET', `/api/audit?resource=${resource}&id=${id}`, { token });

describe('GET /api/audit', () => {
  it('records who created and changed a record, newest first, with only the changed fields', async () => {
    const editor = await createUser(t.app, { scopes: ['unit.show', 'unit.edit'], name: 'Олена Редактор' });
    const token = await signIn(t.url, editor);
    const unit = await create(t, token, 'units', { title: 'Дюйм', suffix: 'in' });
    const put = await call(t.url, 'PUT', `/api/units/${unit.id}`, { token, json: { title: 'Дюйм', suffix: '″' } });
    expect(put.status).toBe(200);
    // a save that changes nothing leaves no entry
    await call(t.url, 'PUT', `/api/units/${unit.id}`, { token, json: { suffix: '″' } });

    const res = await history(token, 'units', unit.id);
    expect(res.status).toBe(200);
    const [update, creation] = res.body.data;
    expect(res.body.data).toHaveLength(2);
    expect(update).toMatchObject({
      resource: 'units',
      record_id: unit.id,
      action: 'update',
      user: { id: editor.id, name: 'Олена Редактор' },
      changes: { suffix: { before: 'in', after: '″' } },
    });
    expect(Object.keys(update?.changes ?? {})).toEqual(['suffix']);
    expect(creation).toMatchObject({
      action: 'create',
      changes: { title: { before: null, after: 'Дюйм' }, suffix: { before: null, after: 'in' } },
    });
    expect(update?.created_at).toMatch(/Z$/);
  });

  it('records deletions and batch status changes', async () => {
    const item = await create(t, owner, 'news', { title: 'Для історії', status: 'draft' });
    await call(t.url, 'POST', '/api/news/batch/status', {
      token: owner,
      json: { ids: [item.id], status: 'published' },
    });
    await call(t.url, 'DELETE', `/api/news/${item.id}`, { token: owner });
    const res = await history(owner, 'news', item.id);
    expect(res.body.data.map((e) => e.action)).toEqual(['delete', 'batch-status', 'create']);
    expect(res.body.data[1]?.changes).toEqual({ status: { before: 'draft', after: 'published' } });
    expect(res.body.data[0]?.changes.title).toEqual({ before: 'Для історії', after: null });
  });

  it('needs the read scope of that resource (owner passes)', async () => {
    const unit = await create(t, owner, 'units', { title: 'Фут', suffix: 'ft' });
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['unit.show'] }));
    const other = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await history(reader, 'units', unit.id)).status).toBe(200);
    expect(await history(other, 'units', unit.id)).toMatchObject({ status: 403, body: { message: 'Заборонено' } });
    expect((await history(owner, 'units', unit.id)).status).toBe(200);
    expect((await call(t.url, 'GET', `/api/audit?resource=units&id=${unit.id}`)).status).toBe(401);
  });

  it('answers 422 for an unknown resource or a bad id', async () => {
    const res = await history(owner, 'nope', 1);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['resource']);
    expect(Object.keys((await history(owner, 'units', 'abc')).body.errors ?? {})).toEqual(['id']);
  });
});
