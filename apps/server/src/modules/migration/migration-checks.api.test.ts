import type { MigrationPreview } from '@kramar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { create, type Rec, rowCount } from '../../crud/test-kit.ts';
import { call, createUser, signIn } from '../../test/test-app.ts';
import { attribute, category, get, next, owner, post, products, t, useMigrationApp } from './test-kit.ts';

useMigrationApp();

describe('catalogue migration: access and bad input', () => {
  let source: Rec;
  let target: Rec;
  let num: Rec;
  let choice: Rec;
  beforeAll(async () => {
    num = await attribute('number', 'Діагональ');
    choice = await attribute('select', 'Матеріал', [{ title: 'Метал' }]);
    source = await category('Джерело', [{ attribute: num.id }]);
    target = await category('Ціль', [{ attribute: choice.id }]);
  });
  const body = () => ({ source: source.id, target: target.id });

  it('previews with categories.show, migrates only with categories.edit', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['categories.show'] }));
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['brand.show'] }));
    expect((await post('/api/categories/migrate-preview', body(), reader)).status).toBe(200);
    expect((await post('/api/categories/migrate-preview', body(), stranger)).status).toBe(403);
    expect((await get('/api/categories/migrations', stranger)).status).toBe(403);
    expect((await get('/api/categories/migrations', reader)).status).toBe(200);
    const jobs = await rowCount(t, 'jobs');
    expect((await post(`/api/categories/${source.id}/migrate`, { target: target.id }, reader)).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/categories/migrate-preview', { json: body() })).status).toBe(401);
    expect(await rowCount(t, 'jobs')).toBe(jobs);
  });

  it('refuses the same category, unknown ids and a mapping across types with a 422, queuing nothing', async () => {
    const jobs = await rowCount(t, 'jobs');
    const same = await post('/api/categories/migrate-preview', { source: source.id, target: source.id });
    expect(same.status).toBe(422);
    expect(same.body.errors?.target).toEqual([
      'Оберіть іншу категорію: товари не можна перенести в ту саму категорію.',
    ]);
    const unknown = await post('/api/categories/migrate-preview', { source: 999999, target: target.id });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.source).toEqual(['Такої категорії немає.']);
    const across = await post(`/api/categories/${source.id}/migrate`, {
      target: target.id,
      attributes: [{ from: num.id, to: choice.id }],
    });
    expect(across.status).toBe(422);
    expect(across.body.errors?.['attributes.0.to']).toEqual([
      'Тип атрибута не збігається: значення не можна перенести в атрибут іншого типу.',
    ]);
    const foreign = await post('/api/categories/migrate-preview', {
      ...body(),
      attributes: [{ from: choice.id, to: null }],
      values: [{ from: 999999, to: null }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.['attributes.0.from']).toBeDefined();
    const shape = await post('/api/categories/migrate-preview', { ...body(), attributes: 'all' });
    expect(shape.status).toBe(422);
    expect((await post(`/api/categories/999999/migrate`, { target: target.id })).status).toBe(404);
    expect((await post(`/api/categories/${source.id}/migrate`, { target: 999999 })).status).toBe(422);
    expect(await rowCount(t, 'jobs')).toBe(jobs);
  });
});

describe('catalogue migration: a branch', () => {
  it('takes the subcategories’ products along when asked, and refuses a target inside the branch', async () => {
    const parent = await category('Гілка', []);
    const child = await create(t, owner, 'categories', { title: `Лист ${next()}`, parent: parent.id });
    const elsewhere = await category('Інша', []);
    await products(parent.id, 2);
    await products(child.id, 3);
    const count = async (include: boolean) =>
      (
        await get<MigrationPreview>(
          `/api/categories/migrate-preview?source=${parent.id}&target=${elsewhere.id}&include_subcategories=${include ? 1 : 0}`,
        )
      ).body.data.products;
    expect(await count(false)).toBe(2);
    expect(await count(true)).toBe(5);
    const inside = await post('/api/categories/migrate-preview', {
      source: parent.id,
      target: child.id,
      include_subcategories: true,
    });
    expect(inside.status).toBe(422);
    expect(inside.body.errors?.target).toHaveLength(1);
  });

  it('refuses two attributes moved into one that holds a single value', async () => {
    const a = await attribute('number', 'Висота');
    const b = await attribute('number', 'Ширина');
    const into = await attribute('number', 'Розмір');
    const from = await category('Дві', [{ attribute: a.id }, { attribute: b.id }]);
    const to = await category('Одна', [{ attribute: into.id }]);
    const res = await post('/api/categories/migrate-preview', {
      source: from.id,
      target: to.id,
      attributes: [
        { from: a.id, to: into.id },
        { from: b.id, to: into.id },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['attributes.1.to']).toEqual([
      'Кілька атрибутів переносяться в один, а він приймає лише одне значення.',
    ]);
  });
});
