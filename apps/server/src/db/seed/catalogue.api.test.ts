import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../../crud/engine.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { demoCatalogueSize, ownerUser, seedCatalogue } from './catalogue.ts';

let t: TestApp;
let engine: Engine;

beforeAll(async () => {
  t = await startTestApp();
  // the same engine main.ts builds over the app's database: buildApp keeps its own private
  engine = await createEngine({ db: t.app.database.db, storage: t.app.storage, logError: () => {} });
});
afterAll(() => t.close());

// PostgreSQL's driver hands bigint and count(*) over as text
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.database.db, query);
const count = async (table: string): Promise<number> =>
  Number((await rows<{ n: string | number }>(sql`select count(*) as n from ${sql.identifier(table)}`))[0]?.n);

interface CategoryRow {
  id: string | number;
  parent: string | number | null;
  path: string;
  depth: number;
  slug: string;
}

describe('demo catalogue seed', () => {
  it('writes units, attributes with values, groups and a three-level tree of categories', async () => {
    // a unit staff made already, under another case: the seed uses it rather than clash with it
    await t.app.database.db.execute(sql`insert into units (title, suffix) values ('дюйм', '"')`);
    const owner = await ownerUser(t.app.database.db);

    const started = performance.now();
    expect(await seedCatalogue(engine, owner)).toBe(true);
    // it runs before the server listens on a first start: about 3 s on PGlite, 1.5 s on PostgreSQL
    expect(performance.now() - started).toBeLessThan(15_000);

    const categories = await rows<CategoryRow>(sql`select id, parent, path, depth, slug from categories`);
    expect(categories.length).toBe(demoCatalogueSize.categories);
    expect(categories.length).toBeGreaterThanOrEqual(130);
    expect(categories.length).toBeLessThanOrEqual(180);
    expect(new Set(categories.map((c) => c.depth))).toEqual(new Set([0, 1, 2]));
    const byId = new Map(categories.map((c) => [Number(c.id), c]));
    for (const c of categories) {
      const parent = c.parent === null ? undefined : byId.get(Number(c.parent));
      expect(parent === undefined).toBe(c.parent === null);
      expect(c.path).toBe(`${parent?.path ?? '/'}${Number(c.id)}/`);
      expect(c.depth).toBe(parent ? parent.depth + 1 : 0);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }

    expect(await count('attributes')).toBe(demoCatalogueSize.attributes);
    expect(demoCatalogueSize.attributes).toBeGreaterThanOrEqual(70);
    const codes = await rows<{ code: string }>(sql`select code from attributes`);
    for (const { code } of codes) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
    const withoutValues = await rows<{ code: string }>(
      sql`select code from attributes a where data_type in ('select', 'multiselect')
          and not exists (select 1 from attributes_values v where v.owner_id = a.id)`,
    );
    expect(withoutValues).toEqual([]);
    const colours = await rows<{ color: string | null }>(
      sql`select v.color from attributes_values v join attributes a on a.id = v.owner_id where a.code = 'color'`,
    );
    expect(colours.length).toBeGreaterThan(5);
    for (const { color } of colours) expect(color).toMatch(/^#[0-9a-f]{6}$/);

    const inches = await rows<{ n: string | number }>(sql`select count(*) as n from units where lower(title) = 'дюйм'`);
    expect(Number(inches[0]?.n)).toBe(1);

    expect(await count('attribute_groups')).toBeGreaterThanOrEqual(8);
    expect(await count('attribute_groups_attributes')).toBeGreaterThanOrEqual(demoCatalogueSize.attributes);

    // every category row points at an attribute that exists, and every leaf has attributes
    const dangling = await rows<{ id: string }>(
      sql`select ca.id from categories_attributes ca left join attributes a on a.id = ca.attribute where a.id is null`,
    );
    expect(dangling).toEqual([]);
    const bareLeaves = await rows<{ id: string }>(
      sql`select c.id from categories c
          where not exists (select 1 from categories k where k.parent = c.id)
          and not exists (select 1 from categories_attributes ca where ca.owner_id = c.id)`,
    );
    expect(bareLeaves).toEqual([]);

    // written as the owner, through the engine's save: each record has its audit entry
    const audited = await rows<{ n: string | number }>(
      sql`select count(*) as n from audit_log where user_id = ${owner.id} and action = 'create'`,
    );
    expect(Number(audited[0]?.n)).toBeGreaterThanOrEqual(categories.length + demoCatalogueSize.attributes);
  }, 60_000);

  it('does nothing once the shop has categories', async () => {
    const tables = ['categories', 'attributes', 'attribute_groups', 'units', 'categories_attributes', 'audit_log'];
    const before = await Promise.all(tables.map(count));
    expect(await seedCatalogue(engine, await ownerUser(t.app.database.db))).toBe(false);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
