import type { ResourceDef } from '@kramar/contract';
import { asc } from 'drizzle-orm';
import type { PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMaker } from '../modules/products/test-helpers.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { pageStatement } from './list-json.ts';
import { firstPageQuery, parseListQuery } from './list-query.ts';
import { loadResources } from './load-resources.ts';
import { preparedOnce } from './prepared.ts';
import { selection } from './records.ts';
import { buildTables, type ResourceTable } from './tables.ts';
import { create, ownerToken, type Rec, recordStatements } from './test-kit.ts';

/**
 * A filtered list's page compiled once per shape (list-json.ts) and rows mapped with decoders
 * found once (row-mapper.ts): the statement sent and the records read are drizzle's own.
 */

let t: TestApp;
let owner: string;
let defs: ResourceDef[];
let tables: Map<string, ResourceTable>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  defs = await loadResources();
  tables = buildTables(defs);
  const make = catalogueMaker(t, owner);
  const label = await create(t, owner, 'product-labels', { title: 'Новинка' });
  const parent = await make.category();
  const child = await make.category({ parent: parent.id });
  for (const [i, name] of ['Чайник скляний', 'Чайник сталевий', 'Тостер'].entries()) {
    await make.product({
      name,
      category: child.id,
      labels: [label.id],
      categories: [parent.id],
      price: 10_000 * (i + 1),
    });
  }
  Object.assign(ids, { parent: parent.id, label: label.id });
});
afterAll(() => t.close());

const resource = (name: string) => {
  const def = defs.find((r) => r.name === name);
  const table = tables.get(name);
  if (!def || !table) throw new Error(`no resource ${name}`);
  return { def, table };
};

describe('filtered lists by shape', () => {
  it('send, for every kind of condition, the statement drizzle compiles whole, and answer alike twice', async () => {
    const queries: Record<string, string>[] = [
      { 'filter[category]': String(ids.parent), sort: '-price', fields: 'name,price,category' },
      { search: 'Чайник', fields: 'name,labels' },
      { 'filter[status]': 'draft,published', 'filter[price][from]': '15000', 'filter[price][to]': '30000' },
      { 'filter[labels]': String(ids.label), sort: 'name', per_page: '10' },
    ];
    const { def, table } = resource('products');
    for (const query of queries) {
      const path = `/api/products?${new URLSearchParams(query)}`;
      const answers: unknown[] = [];
      const sent = await recordStatements(t, async () => {
        for (let i = 0; i < 2; i++) answers.push((await call(t.url, 'GET', path, { token: owner })).body);
      });
      const q = parseListQuery(def, table, query);
      const page = firstPageQuery(def, table, q);
      if (!page) throw new Error(`${path}: no first page's statement`);
      const statement = pageStatement(t.app.database.db, page);
      const { dialect } = t.app.database.db as unknown as { dialect: PgDialect };
      const whole = dialect.sqlToQuery(statement);
      const expected = `${whole.sql} ${JSON.stringify(whole.params)}`;
      expect(
        sent.filter((s) => s === expected),
        path,
      ).toHaveLength(2);
      expect(answers[1], path).toEqual(answers[0]);
      expect((answers[0] as { data: Rec[] }).data.length, path).toBeGreaterThan(0);
    }
  });

  it('read every resource’s records as drizzle maps them', async () => {
    const { db } = t.app.database;
    let rows = 0;
    for (const def of defs) {
      const table = tables.get(def.name);
      if (!table) continue;
      const build = () =>
        db
          .select(selection(def, table))
          .from(table)
          .orderBy(asc(table.id as PgColumn))
          .limit(20);
      const ours = await preparedOnce<Record<string, never>>(db, `test_rows_${def.name}`, build).execute({});
      expect(ours, def.name).toEqual(await build());
      rows += ours.length;
    }
    expect(rows).toBeGreaterThan(5);
  });
});
