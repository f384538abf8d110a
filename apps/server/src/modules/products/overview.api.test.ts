import type { CatalogOverview } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueMaker } from './test-helpers.ts';

let t: TestApp;
let make: ReturnType<typeof catalogueMaker>;
beforeAll(async () => {
  t = await startTestApp();
  make = catalogueMaker(t, await ownerToken(t));
});
afterAll(() => t.close());

describe('GET /api/catalog/overview', () => {
  it('counts what needs attention, per top-level category with its subtree, and keeps the answer a while', async () => {
    const size = await make.attribute('number');
    const phones = await make.category({ title: 'Телефони', attributes: [{ attribute: size.id }] });
    const android = await make.category({ parent: phones.id });
    const tvs = await make.category({ title: 'Телевізори', attributes: [{ attribute: size.id, required: true }] });
    await make.product({ category: phones.id, status: 'published', quantity: 3 });
    await make.product({ category: android.id, price: 0, availability: 'out_of_stock' });
    const incomplete = await make.product({
      category: tvs.id,
      quantity: 1,
      attribute_values: [{ attribute: size.id, number: 55 }],
    });
    await make.product({ category: tvs.id, quantity: 1, attribute_values: [{ attribute: size.id, number: 65 }] });
    // a value removed behind the form's back (an import, a changed set): the figure finds it
    const { sql } = await import('drizzle-orm');
    await t.app.database.db.execute(sql`delete from products_attribute_values where owner_id = ${incomplete.id}`);
    await make.sandbox({ category: phones.id });

    const res = await make.get<CatalogOverview>('/api/catalog/overview');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total: 4,
      by_status: { draft: 3, published: 1 },
      by_availability: { in_stock: 3, to_order: 0, out_of_stock: 1, expected: 0, discontinued: 0 },
      without_image: 4,
      without_price: 1,
      missing_required: 1,
      out_of_stock: 1,
      sandbox: 1,
      categories: [
        { id: phones.id, title: 'Телефони', products: 2 },
        { id: tvs.id, title: 'Телевізори', products: 2 },
      ],
    });
    // kept while the counted tables see no write: a value removed behind their back shows later
    await t.app.database.db.execute(sql`delete from products_attribute_values`);
    expect((await make.get<CatalogOverview>('/api/catalog/overview')).body.data).toMatchObject({
      total: 4,
      missing_required: 1,
    });
    // a committed write to products, through any instance, makes the next request count afresh
    await make.product({ category: phones.id });
    expect((await make.get<CatalogOverview>('/api/catalog/overview')).body.data).toMatchObject({
      total: 5,
      missing_required: 2,
    });
  });

  it('needs catalog.show', async () => {
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    expect((await call(t.url, 'GET', '/api/catalog/overview', { token: stranger })).status).toBe(403);
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['catalog.show'] }));
    expect((await call(t.url, 'GET', '/api/catalog/overview', { token: reader })).status).toBe(200);
  });
});
