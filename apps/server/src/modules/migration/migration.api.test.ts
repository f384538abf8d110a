import type { CategoryMigrationResult, MigrationHistoryItem, MigrationPreview } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, create, ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { runCategoryMigration } from './run.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body<T> = { data: T; errors?: Record<string, string[]>; message?: string };
const post = <T>(path: string, json: unknown, token = owner) => call<Body<T>>(t.url, 'POST', path, { token, json });
const get = <T>(path: string, token = owner) => call<Body<T>>(t.url, 'GET', path, { token });
const db = () => t.app.database.db;

let n = 0;
type Value = { id: number; title: string; slug?: string };
const attribute = async (data_type: string, title: string, values: { title: string; slug?: string }[] = []) => {
  const a = await create(t, owner, 'attributes', { title, code: `m_${++n}`, data_type, values });
  return { ...a, title, values: (a.values as Value[] | undefined) ?? [] };
};
const category = (title: string, attributes: Record<string, unknown>[]) =>
  create(t, owner, 'categories', { title: `${title} ${++n}`, attributes });

/** `count` products in `category`, straight in SQL: a catalogue as big as the test wants, fast. */
async function products(category: number, count: number): Promise<number[]> {
  const tag = `m${++n}`;
  const rows = await queryRows<{ id: number | string }>(
    db(),
    sql`insert into products (name, slug, sku, category, price)
        select 'Товар ' || g, ${tag} || '-' || g, ${tag} || '-' || g, ${category}, 100 * g from generate_series(1, ${count}) g
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

type Cell = { attribute: number; value?: number; number?: number; text?: string };
async function values(product: number, cells: Cell[]): Promise<void> {
  for (const [i, c] of cells.entries()) {
    await db().execute(
      sql`insert into products_attribute_values (owner_id, position, attribute, value, number, text)
          values (${product}, ${i}, ${c.attribute}, ${c.value ?? null}, ${c.number ?? null}, ${c.text ?? null})`,
    );
  }
}

async function waitForJob(id: number): Promise<{ status: string; result: CategoryMigrationResult; done: number }> {
  for (let i = 0; i < 300; i++) {
    const res = await get<{ status: string; result: CategoryMigrationResult; done: number }>(`/api/jobs/${id}`);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('catalogue migration: preview vs result', () => {
  it('moves what the preview says would move and loses what it says would be lost', async () => {
    const colour = await attribute('select', 'Колір', [
      { title: 'Червоний', slug: 'red' },
      { title: 'Синій', slug: 'blue' },
      { title: 'Зелений', slug: 'green' },
    ]);
    const colourTo = await attribute('select', 'колір', [
      { title: 'Червоний відтінок', slug: 'red' },
      { title: 'синій' },
    ]);
    const tags = await attribute('multiselect', 'Мітки', [{ title: 'А' }, { title: 'Б' }, { title: 'В' }]);
    const weight = await attribute('number', 'Вага');
    const mass = await attribute('number', 'Маса, кг');
    const note = await attribute('string', 'Примітка');
    const origin = await attribute('string', 'Країна');
    const from = await category('Стара', [
      { attribute: colour.id },
      { attribute: tags.id },
      { attribute: weight.id },
      { attribute: note.id },
    ]);
    const to = await category('Нова', [
      { attribute: colourTo.id },
      { attribute: tags.id },
      { attribute: mass.id },
      { attribute: origin.id, required: true },
    ]);
    const [red, blue, green] = colour.values;
    const [ta, tb, tc] = tags.values;
    // 1 200 products: three batches; every tenth has a full set, every third a green one
    const ids = await products(from.id, 1200);
    for (const [i, id] of ids.slice(0, 60).entries()) {
      await values(id, [
        { attribute: colour.id, value: [red, blue, green][i % 3]?.id },
        { attribute: tags.id, value: ta?.id },
        ...(i % 2 ? [{ attribute: tags.id, value: tc?.id }] : []),
        { attribute: weight.id, number: i + 0.5 },
        ...(i % 5 === 0 ? [{ attribute: note.id, text: 'крихке' }] : []),
      ]);
    }
    const untouched = (await products(to.id, 3))[0] as number;

    const auto = await get<MigrationPreview>(`/api/categories/migrate-preview?source=${from.id}&target=${to.id}`);
    expect(auto.status, JSON.stringify(auto.body)).toBe(200);
    const byFrom = new Map(auto.body.data.attributes.map((a) => [a.from, a]));
    expect(byFrom.get(colour.id)).toMatchObject({ to: colourTo.id, matched_by: 'title', products_with_value: 60 });
    expect(byFrom.get(tags.id)).toMatchObject({ to: tags.id, matched_by: 'code' });
    expect(byFrom.get(weight.id)).toMatchObject({ to: null, matched_by: null });
    expect(auto.body.data.values.find((v) => v.from === red?.id)).toMatchObject({
      to: colourTo.values[0]?.id,
      matched_by: 'slug',
    });
    expect(auto.body.data.values.find((v) => v.from === blue?.id)).toMatchObject({ matched_by: 'title' });
    expect(auto.body.data.values.find((v) => v.from === green?.id)).toMatchObject({ to: null, products: 20 });

    const mapping = {
      attributes: [{ from: weight.id, to: mass.id }],
      values: [{ from: tc?.id, to: null }],
    };
    const preview = await post<MigrationPreview>('/api/categories/migrate-preview', {
      source: from.id,
      target: to.id,
      ...mapping,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(p.products).toBe(1200);
    expect(p.attributes.find((a) => a.from === weight.id)).toMatchObject({ to: mass.id, matched_by: 'manual' });
    expect(p.lost.attributes).toEqual([{ attribute: note.id, title: note.title, products: 12 }]);
    expect(p.lost.values.map((v) => [v.value, v.products])).toEqual([
      [green?.id, 20],
      [tc?.id, 30],
    ]);
    expect(tb?.id).toBeDefined();
    // green (20), or the tag В (odd), or a note (every fifth): 20 + 30 + 12 - overlaps
    const expectedLoss = ids.slice(0, 60).filter((_, i) => i % 3 === 2 || i % 2 === 1 || i % 5 === 0).length;
    expect(p.lost.products_with_loss).toBe(expectedLoss);
    expect(p.required_missing).toEqual([{ attribute: origin.id, title: origin.title, products: 1200 }]);

    const audits = await auditCount(t);
    const started = await post<{ id: number; kind: string }>(`/api/categories/${from.id}/migrate`, {
      target: to.id,
      ...mapping,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await waitForJob(started.body.data.id);
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({ moved: p.products, lost: p.lost.products_with_loss, changed: 60 });
    expect(job.done).toBe(1200);

    const left = await queryRows<{ n: number | string }>(
      db(),
      sql`select count(*) as n from products where category = ${from.id}`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    const rowsOf = async (id: number) =>
      (
        await queryRows<{ attribute: number | string; value: number | null; number: string | number | null }>(
          db(),
          sql`select attribute, value, number from products_attribute_values where owner_id = ${id} order by position, id`,
        )
      ).map((r) => [
        Number(r.attribute),
        r.value === null ? null : Number(r.value),
        r.number === null ? null : Number(r.number),
      ]);
    // the first product: red → «Червоний відтінок», tag А kept, weight → mass, its note gone
    expect(await rowsOf(ids[0] as number)).toEqual([
      [colourTo.id, colourTo.values[0]?.id, null],
      [tags.id, ta?.id, null],
      [mass.id, null, 0.5],
    ]);
    // the third: green is lost
    expect((await rowsOf(ids[2] as number)).map((r) => r[0])).toEqual([tags.id, mass.id]);
    // one history entry per moved product
    expect((await auditCount(t)) - audits).toBe(1200);
    const [entry] = await queryRows<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      db(),
      sql`select changes from audit_log where resource = 'products' and record_id = ${ids[0]} order by id desc limit 1`,
    );
    expect(entry?.changes.category).toEqual({ before: from.id, after: to.id });
    expect(entry?.changes.attribute_values?.after).toHaveLength(3);
    expect(await rowsOf(untouched)).toEqual([]);

    const history = await get<MigrationHistoryItem[]>('/api/categories/migrations');
    expect(history.body.data[0]).toMatchObject({
      id: started.body.data.id,
      status: 'done',
      source: { id: from.id, title: from.title },
      target: { id: to.id, title: to.title },
      user: { name: 'Власник' },
      result: { moved: 1200, lost: expectedLoss, changed: 60 },
    });
  });
});

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
    const child = await create(t, owner, 'categories', { title: `Лист ${++n}`, parent: parent.id });
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

describe('catalogue migration: a stopped job', () => {
  it('carries on after a restart with the counts of what the first run committed', async () => {
    const colour = await attribute('select', 'Відтінок', [{ title: 'Сірий' }, { title: 'Білий' }]);
    const from = await category('Перервана', [{ attribute: colour.id }]);
    const to = await category('Продовжена', []);
    const ids = await products(from.id, 1200);
    for (const id of ids.slice(0, 10)) await values(id, [{ attribute: colour.id, value: colour.values[0]?.id }]);
    // a finished row the runner leaves alone: only its result is read and written here
    const [job] = await queryRows<{ id: number | string }>(
      db(),
      sql`insert into jobs (kind, params, status) values ('category-migration', '{}'::jsonb, 'done') returning id`,
    );
    const jobId = Number(job?.id);
    const params = {
      source: from.id,
      target: to.id,
      include_subcategories: false,
      attributes: [],
      values: [],
      source_title: from.title as string,
      target_title: to.title as string,
    };
    const stop = new AbortController();
    const seen: [number, number][] = [];
    const ctx = (signal: AbortSignal) => ({
      db: db(),
      userId: null,
      jobId,
      signal,
      progress: (done: number, total: number) => {
        seen.push([done, total]);
        // the server stops once the first batch is in
        if (done >= 500) stop.abort();
      },
    });
    await runCategoryMigration(params, ctx(stop.signal));
    const left = async () =>
      Number(
        (
          await queryRows<{ n: number | string }>(
            db(),
            sql`select count(*) as n from products where category = ${from.id}`,
          )
        )[0]?.n,
      );
    expect(await left()).toBe(700);
    const again = await runCategoryMigration(params, ctx(new AbortController().signal));
    expect(again).toMatchObject({ moved: 1200, lost: 10, changed: 10 });
    expect(await left()).toBe(0);
    // the second run starts where the first stopped, against the whole
    expect(seen).toContainEqual([500, 1200]);
    expect(seen.at(-1)).toEqual([1200, 1200]);
  });
});
