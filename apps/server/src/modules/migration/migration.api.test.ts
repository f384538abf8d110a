import type { MigrationHistoryItem, MigrationPreview } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { runCategoryMigration } from './run.ts';
import { attribute, category, db, get, post, products, t, useMigrationApp, values, waitForJob } from './test-kit.ts';

useMigrationApp();

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
