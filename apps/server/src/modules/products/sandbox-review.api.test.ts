import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { type Attribute, catalogueMaker, productWithGallery } from './test-helpers.ts';

let t: TestApp;
let owner: string;
let make: ReturnType<typeof catalogueMaker>;
let size: Attribute;
let phones: Rec;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  make = catalogueMaker(t, owner);
  size = await make.attribute('number');
  phones = await make.category({ attributes: [{ attribute: size.id, required: true }] });
});
afterAll(() => t.close());

type Review = {
  approved: { id: number; product_id: number }[];
  failed: { id: number; name: string; errors: Record<string, string[]> }[];
};
const fileStatus = async (path: string) => (await fetch(`${t.url}/uploads/${path}`)).status;

describe('POST /api/products-sandbox/approve', () => {
  it('makes each item a product with its values and images, and takes it out of the sandbox', async () => {
    const item = await productWithGallery(
      t,
      owner,
      {
        name: 'Павербанк Дніпро',
        sku: 'DNIPRO-20',
        price: '89900',
        category: String(phones.id),
        source: 'Постачальник А',
        review_note: 'Перевірити фото',
        'attribute_values[0][attribute]': String(size.id),
        'attribute_values[0][number]': '20',
      },
      'products-sandbox',
    );
    const res = await make.post<Review>('/api/products-sandbox/approve', { ids: [item.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [approved] = res.body.data.approved;
    expect(res.body.data.failed).toEqual([]);
    expect(approved?.id).toBe(item.id);
    const product = (await make.get<Rec>(`/api/products/${approved?.product_id}`)).body.data;
    expect(product).toMatchObject({ name: 'Павербанк Дніпро', sku: 'DNIPRO-20', price: 89_900, category: phones.id });
    expect(product).not.toHaveProperty('source');
    expect((product.attribute_values as { number: number }[]).map((r) => r.number)).toEqual([20]);
    const gallery = product.gallery as string[];
    expect(gallery).toHaveLength(2);
    expect(await fileStatus(gallery[0] as string)).toBe(200);
    // the item is gone, with its own files
    expect((await make.get(`/api/products-sandbox/${item.id}`)).status).toBe(404);
    expect(await fileStatus((item.gallery as string[])[0] as string)).toBe(404);
    const audit = await make.get<{ action: string }[]>(`/api/audit?resource=products-sandbox&id=${item.id}`);
    expect(audit.body.data[0]?.action).toBe('delete');
  });

  it('an item that is not a valid product yet stays, with its errors; the others go through', async () => {
    const incomplete = await make.sandbox({ name: 'Без розміру', category: phones.id });
    const fine = await make.sandbox({ category: phones.id, attribute_values: [{ attribute: size.id, number: 1 }] });
    const taken = await make.product({ category: phones.id, attribute_values: [{ attribute: size.id, number: 1 }] });
    const clash = await make.sandbox({
      name: 'Дубль',
      sku: String(taken.sku),
      category: phones.id,
      attribute_values: [{ attribute: size.id, number: 1 }],
    });
    const products = await rowCount(t, 'products');
    const ids = [incomplete.id, fine.id, 999999, clash.id];
    const res = await make.post<Review>('/api/products-sandbox/approve', { ids });
    expect(res.status).toBe(200);
    expect(res.body.data.approved.map((a) => a.id)).toEqual([fine.id]);
    expect(res.body.data.failed[0]).toEqual({
      id: incomplete.id,
      name: 'Без розміру',
      errors: { attribute_values: [`Заповніть атрибут «${size.title}»: він обов’язковий у цій категорії.`] },
    });
    expect(res.body.data.failed[1]).toMatchObject({ id: 999999, errors: { id: [expect.any(String)] } });
    expect(res.body.data.failed[2]).toEqual({ id: clash.id, name: 'Дубль', errors: { sku: [expect.any(String)] } });
    expect(await rowCount(t, 'products')).toBe(products + 1);
    expect((await make.get(`/api/products-sandbox/${incomplete.id}`)).status).toBe(200);
  });

  it('needs products.edit and a list of ids', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    const item = await make.sandbox({ category: phones.id });
    for (const path of ['approve', 'reject']) {
      const res = await call(t.url, 'POST', `/api/products-sandbox/${path}`, {
        token: reader,
        json: { ids: [item.id] },
      });
      expect(res.status).toBe(403);
      expect((await make.post(`/api/products-sandbox/${path}`, { ids: [] })).status).toBe(422);
    }
  });
});

describe('POST /api/products-sandbox/reject', () => {
  it('removes the items with the reason in their audit entry', async () => {
    const [a, b] = [await make.sandbox({ category: phones.id }), await make.sandbox({ category: phones.id })];
    const res = await make.post('/api/products-sandbox/reject', { ids: [a.id, b.id, 999999], note: 'Дубль наявного' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rejected: 2 });
    expect((await make.get(`/api/products-sandbox/${a.id}`)).status).toBe(404);
    const audit = await make.get<{ action: string; changes: Record<string, { after: unknown }> }[]>(
      `/api/audit?resource=products-sandbox&id=${a.id}`,
    );
    expect(audit.body.data[0]).toMatchObject({
      action: 'delete',
      changes: { review_note: { after: 'Дубль наявного' } },
    });
    expect((await make.post('/api/products-sandbox/reject', { ids: [a.id], note: 'x'.repeat(1001) })).status).toBe(422);
  });
});
