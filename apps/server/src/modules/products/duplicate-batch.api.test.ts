import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { type Attribute, catalogueMaker, productWithGallery } from './test-helpers.ts';

let t: TestApp;
let owner: string;
let make: ReturnType<typeof catalogueMaker>;
let size: Attribute;
let phones: Rec;
let tvs: Rec;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  make = catalogueMaker(t, owner);
  size = await make.attribute('number');
  phones = await make.category({ attributes: [{ attribute: size.id, required: true }] });
  tvs = await make.category();
});
afterAll(() => t.close());

const fetchFile = (path: string) => fetch(`${t.url}/uploads/${path}`);

describe('POST /api/products/{id}/duplicate', () => {
  it('makes a draft copy with a new SKU and slug, its values and its own copies of the images', async () => {
    const original = await productWithGallery(t, owner, {
      name: 'Смартфон Кедр',
      sku: 'KEDR-1',
      price: '1999900',
      status: 'published',
      category: String(phones.id),
      'attribute_values[0][attribute]': String(size.id),
      'attribute_values[0][number]': '6.1',
    });
    const res = await make.post<Rec>(`/api/products/${original.id}/duplicate`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.body.data;
    expect(copy).toMatchObject({ name: 'Смартфон Кедр', sku: 'KEDR-1-copy', status: 'draft', price: 1_999_900 });
    expect(copy.slug).not.toBe(original.slug);
    expect((copy.attribute_values as { number: number }[]).map((r) => r.number)).toEqual([6.1]);
    const [a, b] = [original.gallery as string[], copy.gallery as string[]];
    expect(b).toHaveLength(2);
    expect(b.some((p) => a.includes(p))).toBe(false);
    expect((await fetchFile(b[0] as string)).status).toBe(200);
    // a second copy takes the next free SKU
    const again = await make.post<Rec>(`/api/products/${original.id}/duplicate`, {});
    expect(again.body.data.sku).toBe('KEDR-1-copy-2');
    // removing the copy removes its files and leaves the original's where they were
    await make.post('/api/products/destroy-batch', { ids: [copy.id] });
    expect((await fetchFile(b[0] as string)).status).toBe(404);
    expect((await fetchFile(a[0] as string)).status).toBe(200);
  });

  // a bug fixed: copies made at once all took the same free SKU, and all but one answered 422
  it('15 copies at once: each is made, each with a SKU of its own', async () => {
    const original = await make.product({ category: tvs.id, sku: 'MANY-1' });
    const copies = await Promise.all(
      Array.from({ length: 15 }, () => make.post<Rec>(`/api/products/${original.id}/duplicate`, {})),
    );
    expect(copies.map((r) => r.status)).toEqual(Array(15).fill(201));
    const skus = copies.map((r) => String(r.body.data.sku)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(skus).toEqual(['MANY-1-copy', ...Array.from({ length: 14 }, (_, i) => `MANY-1-copy-${i + 2}`)]);
  });

  it('404 for a missing product, 403 without products.edit', async () => {
    expect((await make.post('/api/products/999999/duplicate', {})).status).toBe(404);
    const p = await make.product({ category: tvs.id });
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show'] }));
    expect((await call(t.url, 'POST', `/api/products/${p.id}/duplicate`, { token: reader, json: {} })).status).toBe(
      403,
    );
  });
});

describe('POST /api/products/batch/category and batch/additional-category', () => {
  it('moves products in one transaction, audited, counting those that changed', async () => {
    const [a, b] = [
      await make.product({ category: tvs.id }),
      await make.product({ category: phones.id, attribute_values: [{ attribute: size.id, number: 5 }] }),
    ];
    const other = await make.category({ attributes: [{ attribute: size.id }] });
    const audits = await auditCount(t);
    const res = await make.post('/api/products/batch/category', { ids: [a.id, b.id], category: other.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ updated: 2 });
    expect((await make.get<Rec>(`/api/products/${a.id}`)).body.data.category).toBe(other.id);
    expect(await auditCount(t)).toBe(audits + 2);
    const same = await make.post('/api/products/batch/category', { ids: [a.id], category: other.id });
    expect(same.body.data).toEqual({ updated: 0 });
  });

  it('refuses unknown ids, a bad category and a product the target category cannot take, changing nothing', async () => {
    const a = await make.product({ category: tvs.id });
    const b = await make.product({ category: phones.id, attribute_values: [{ attribute: size.id, number: 5 }] });
    const unknown = await make.post('/api/products/batch/category', { ids: [a.id, 999999], category: phones.id });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['ids']);
    expect((await make.post('/api/products/batch/category', { ids: [], category: phones.id })).status).toBe(422);
    const noCategory = await make.post('/api/products/batch/category', { ids: [a.id], category: 999999 });
    expect(noCategory.status).toBe(422);
    expect(Object.keys(noCategory.body.errors ?? {})).toEqual(['ids']);
    // a moves to phones (needs the size), b to tvs (has no size attribute): all or nothing
    const res = await make.post('/api/products/batch/category', { ids: [b.id, a.id], category: tvs.id });
    expect(res.status).toBe(422);
    expect(res.body.errors?.ids?.[0]).toContain(`«${String(b.name)}»`);
    expect((await make.get<Rec>(`/api/products/${b.id}`)).body.data.category).toBe(phones.id);
  });

  it('adds, removes and replaces additional categories', async () => {
    const p = await make.product({ category: tvs.id, categories: [phones.id] });
    const extra = await make.category();
    const path = '/api/products/batch/additional-category';
    const categoriesOf = async () => (await make.get<Rec>(`/api/products/${p.id}`)).body.data.categories;
    expect((await make.post(path, { ids: [p.id], categories: [extra.id, phones.id] })).body.data).toEqual({
      updated: 1,
    });
    expect(await categoriesOf()).toEqual([phones.id, extra.id]);
    expect((await make.post(path, { ids: [p.id], categories: [phones.id], mode: 'remove' })).body.data).toEqual({
      updated: 1,
    });
    expect(await categoriesOf()).toEqual([extra.id]);
    expect((await make.post(path, { ids: [p.id], categories: [], mode: 'replace' })).body.data).toEqual({ updated: 1 });
    expect(await categoriesOf()).toEqual([]);
    expect((await make.post(path, { ids: [p.id], categories: [1], mode: 'swap' })).status).toBe(422);
    expect((await make.post(path, { ids: [p.id], categories: [] })).status).toBe(422);
    expect((await make.post(path, { ids: [p.id], categories: [999999] })).status).toBe(422);
  });
});
