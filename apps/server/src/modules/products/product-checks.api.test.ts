import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueMaker } from './test-helpers.ts';

let t: TestApp;
let make: ReturnType<typeof catalogueMaker>;
let category: Rec;
beforeAll(async () => {
  t = await startTestApp();
  make = catalogueMaker(t, await ownerToken(t));
  category = await make.category();
});
afterAll(() => t.close());

describe('EAN-13 and the old price', () => {
  it('refuses a barcode whose check digit does not add up, on products and the sandbox', async () => {
    for (const resource of ['products', 'products-sandbox']) {
      const res = await make.post(`/api/${resource}`, {
        name: 'Телефон',
        sku: `EAN-${resource}`,
        price: 100,
        category: category.id,
        ean: '4820000000001',
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        ean: ['Штрихкод EAN-13 не сходиться: остання цифра — контрольна. Перевірте цифри.'],
      });
    }
    const ok = await make.product({ category: category.id, ean: '5901234123457' });
    expect(ok.ean).toBe('5901234123457');
  });

  it('wants the old price above the price or empty, on the merged record of an update', async () => {
    const bad = await make.post('/api/products', {
      name: 'Телефон',
      sku: 'OLD-1',
      price: 10_000,
      old_price: 10_000,
      category: category.id,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ old_price: ['Стара ціна має бути більшою за ціну або порожньою.'] });
    const p = await make.product({ category: category.id, price: 10_000, old_price: 12_000 });
    const raised = await make.put(`/api/products/${p.id}`, { price: 13_000 });
    expect(raised.status).toBe(422);
    expect(Object.keys(raised.body.errors ?? {})).toEqual(['old_price']);
    expect((await make.put(`/api/products/${p.id}`, { price: 13_000, old_price: null })).status).toBe(200);
  });
});

describe('GET /api/product_statuses', () => {
  it('lists the five codes named in the reader’s language, for readers of products only', async () => {
    const res = await make.get<{ id: string; name: string }[]>('/api/product_statuses');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 'in_stock', name: 'В наявності' },
      { id: 'to_order', name: 'Під замовлення' },
      { id: 'out_of_stock', name: 'Немає в наявності' },
      { id: 'expected', name: 'Очікується' },
      { id: 'discontinued', name: 'Знято з виробництва' },
    ]);
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    const en = await fetch(`${t.url}/api/product_statuses`, {
      headers: { authorization: `Bearer ${reader}`, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(((await en.json()) as { data: { name: string }[] }).data[0]?.name).toBe('In stock');
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await call(t.url, 'GET', '/api/product_statuses', { token: stranger })).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/product_statuses', {})).status).toBe(401);
  });
});
