import { type SavedView, savedViewLimits, savedViewMessages } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../../crud/test-kit.ts';
import { call, createUser, ownerPassword, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let editor: string;
let reader: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
  editor = await signIn(t.url, await createUser(t.app, { scopes: ['news.show', 'news.edit'] }));
  reader = await signIn(t.url, await createUser(t.app, { scopes: ['unit.show'] }));
});
afterAll(() => t.close());

type One = { data: SavedView; message?: string; errors?: Record<string, string[]> };
type Many = { data: SavedView[]; message?: string; errors?: Record<string, string[]> };
const save = (token: string, json: Record<string, unknown>) =>
  call<One>(t.url, 'POST', '/api/saved-views', { token, json });
const views = (token: string, resource: string) =>
  call<Many>(t.url, 'GET', `/api/saved-views?resource=${resource}`, { token });

describe('saved views of a list (issue 12 point 15)', () => {
  it('a user saves filters, sort and columns under a name and finds them; others do not', async () => {
    const res = await save(editor, {
      resource: 'news',
      name: '  Чернетки  ',
      query: 'sort=-id&filter[status]=draft',
      columns: ['title', 'status'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      resource: 'news',
      name: 'Чернетки',
      query: 'sort=-id&filter[status]=draft',
      columns: ['title', 'status'],
      shared: false,
      mine: true,
    });
    expect((await views(editor, 'news')).body.data.map((v) => v.name)).toEqual(['Чернетки']);
    expect((await views(owner, 'news')).body.data).toEqual([]);
  });

  it('an owner shares a view: everyone who may read the list sees it, none may change it but the owner', async () => {
    const shared = await save(owner, {
      resource: 'news',
      name: 'Опубліковані',
      query: 'filter[status]=published',
      shared: true,
    });
    expect(shared.status).toBe(201);
    const seen = (await views(editor, 'news')).body.data.find((v) => v.id === shared.body.data.id);
    expect(seen).toMatchObject({ shared: true, mine: false, columns: null });
    const rename = await call<One>(t.url, 'PATCH', `/api/saved-views/${shared.body.data.id}`, {
      token: editor,
      json: { name: 'Моє' },
    });
    expect(rename).toMatchObject({ status: 403, body: { message: savedViewMessages.notYours } });
    expect((await call(t.url, 'DELETE', `/api/saved-views/${shared.body.data.id}`, { token: editor })).status).toBe(
      403,
    );
    // a list one may not read has no views for them
    expect((await views(reader, 'news')).status).toBe(403);
  });

  it('only an owner shares; a name is unique per list whatever its case; columns must exist', async () => {
    const before = await rowCount(t, 'saved_views');
    expect(await save(editor, { resource: 'news', name: 'Усім', query: '', shared: true })).toMatchObject({
      status: 422,
      body: { errors: { shared: [savedViewMessages.shareOwner] } },
    });
    expect(await save(editor, { resource: 'news', name: 'чернетки', query: 'sort=id' })).toMatchObject({
      status: 422,
      body: { errors: { name: [savedViewMessages.nameTaken] } },
    });
    expect(
      await save(editor, { resource: 'news', name: 'Х', query: '', columns: ['title', 'password'] }),
    ).toMatchObject({
      status: 422,
      body: { errors: { columns: [expect.any(String)] } },
    });
    expect((await save(editor, { resource: 'nope', name: 'Х', query: '' })).status).toBe(422);
    expect((await save(editor, { resource: 'news', name: '   ', query: '' })).status).toBe(422);
    expect(await rowCount(t, 'saved_views')).toBe(before);
  });

  it('the author renames a view and takes the list’s current state into it; then deletes it', async () => {
    const made = await save(editor, { resource: 'news', name: 'Тиждень', query: 'sort=title' });
    const id = made.body.data.id;
    const updated = await call<One>(t.url, 'PATCH', `/api/saved-views/${id}`, {
      token: editor,
      json: { name: 'Цей тиждень', query: 'sort=-title', columns: ['title'] },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { data: { name: 'Цей тиждень', query: 'sort=-title', columns: ['title'] } },
    });
    const clash = await call<One>(t.url, 'PATCH', `/api/saved-views/${id}`, {
      token: editor,
      json: { name: 'ЧЕРНЕТКИ' },
    });
    expect(clash).toMatchObject({ status: 422, body: { errors: { name: [savedViewMessages.nameTaken] } } });
    // another user's private view does not exist for them
    expect((await call(t.url, 'DELETE', `/api/saved-views/${id}`, { token: owner })).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/api/saved-views/${id}`, { token: editor })).status).toBe(200);
    expect((await views(editor, 'news')).body.data.some((v) => v.id === id)).toBe(false);
  });

  it(`keeps at most ${savedViewLimits.perUser} views of one list per user, even when saved in parallel`, async () => {
    const user = await signIn(t.url, await createUser(t.app, { scopes: ['unit.show'] }));
    const results = await Promise.all(
      Array.from({ length: savedViewLimits.perUser + 5 }, (_, i) =>
        save(user, { resource: 'units', name: `Вигляд ${i}`, query: `sort=${i % 2 ? '-' : ''}id` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(savedViewLimits.perUser);
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    expect((await views(user, 'units')).body.data).toHaveLength(savedViewLimits.perUser);
  });

  it('without a token: 401', async () => {
    expect((await call(t.url, 'GET', '/api/saved-views?resource=news')).status).toBe(401);
  });
});
