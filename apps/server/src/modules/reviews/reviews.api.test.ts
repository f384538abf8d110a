import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { clientsMaker } from './test-helpers.ts';

let t: TestApp;
let owner: string;
let make: ReturnType<typeof clientsMaker>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  make = clientsMaker(t, owner);
});
afterAll(() => t.close());

const review = (product: Rec, rating: number, status = 'pending') =>
  make.create('reviews', { product_id: product.id, author: 'Ірина', rating, text: 'Добре', status });

async function figures(product: Rec) {
  const res = await make.get(`/api/products/${product.id}`);
  return { rating: res.body.data.rating, reviews_count: res.body.data.reviews_count };
}

describe('reviews: the product rating', () => {
  it('counts published reviews only, recomputed on publish, batch status, edit and delete', async () => {
    const product = await make.product();
    const a = await review(product, 5);
    const b = await review(product, 4);
    const c = await review(product, 2);
    expect(await figures(product)).toMatchObject({ reviews_count: 0 });

    expect((await make.put(`/api/reviews/${a.id}`, { status: 'published' })).status).toBe(200);
    expect(await figures(product)).toEqual({ rating: 5, reviews_count: 1 });

    const batch = await make.post('/api/reviews/batch/status', { ids: [b.id, c.id], status: 'published' });
    expect(batch.status).toBe(200);
    expect(await figures(product)).toEqual({ rating: 3.67, reviews_count: 3 });

    await make.put(`/api/reviews/${c.id}`, { rating: 3 });
    expect(await figures(product)).toEqual({ rating: 4, reviews_count: 3 });

    await make.post('/api/reviews/batch/status', { ids: [a.id], status: 'rejected' });
    expect(await figures(product)).toEqual({ rating: 3.5, reviews_count: 2 });

    expect((await call(t.url, 'DELETE', `/api/reviews/${b.id}`, { token: owner })).status).toBe(200);
    expect(await figures(product)).toEqual({ rating: 3, reviews_count: 1 });

    await make.post('/api/reviews/destroy-batch', { ids: [c.id] });
    expect(await figures(product)).toEqual({ rating: null, reviews_count: 0 });
  });

  it('moves with a review that changes product', async () => {
    const first = await make.product();
    const second = await make.product();
    const r = await review(first, 4, 'published');
    expect(await figures(first)).toEqual({ rating: 4, reviews_count: 1 });
    await make.put(`/api/reviews/${r.id}`, { product_id: second.id });
    expect(await figures(first)).toEqual({ rating: null, reviews_count: 0 });
    expect(await figures(second)).toEqual({ rating: 4, reviews_count: 1 });
  });
});

describe('reviews: the shop reply', () => {
  it('stamps replied_at when a reply is written or changed and clears it when removed', async () => {
    const product = await make.product();
    const r = await review(product, 5);
    expect(r.replied_at).toBeNull();
    const replied = await make.put(`/api/reviews/${r.id}`, { reply: 'Дякуємо!' });
    expect(replied.status).toBe(200);
    const at = replied.body.data.replied_at as string;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    const same = await make.put(`/api/reviews/${r.id}`, { reply: 'Дякуємо!', author: 'Ірина К.' });
    expect(same.body.data.replied_at).toBe(at);
    const cleared = await make.put(`/api/reviews/${r.id}`, { reply: '' });
    expect(cleared.body.data.replied_at).toBeNull();
    // the stamp is the server's: a client's value is refused or ignored, never stored
    const forged = await make.put(`/api/reviews/${r.id}`, { replied_at: '2020-01-01T00:00:00Z' });
    expect((await make.get(`/api/reviews/${r.id}`)).body.data.replied_at).toBeNull();
    expect(forged.status).not.toBe(500);
  });
});

describe('reviews: access and bad input', () => {
  it('lets reviews.show read and only reviews.edit moderate', async () => {
    const product = await make.product();
    const r = await review(product, 3);
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['reviews.show'] }));
    const editor = await signIn(t.url, await createUser(t.app, { scopes: ['reviews.edit'] }));
    expect((await make.get('/api/reviews', reader)).status).toBe(200);
    const denied = await make.post('/api/reviews/batch/status', { ids: [r.id], status: 'published' }, reader);
    expect(denied.status).toBe(403);
    expect((await figures(product)).reviews_count).toBe(0);
    const allowed = await make.post('/api/reviews/batch/status', { ids: [r.id], status: 'published' }, editor);
    expect(allowed.status).toBe(200);
    expect(await figures(product)).toEqual({ rating: 3, reviews_count: 1 });
  });

  it('answers 422 to a bad rating or status, never 500', async () => {
    const product = await make.product();
    for (const json of [
      { product_id: product.id, author: 'А', rating: 6 },
      { product_id: product.id, author: 'А', rating: 'five' },
      { product_id: product.id, author: 'А', rating: 3, status: 'hidden' },
    ]) {
      expect((await make.post('/api/reviews', json)).status).toBe(422);
    }
    expect((await make.post('/api/reviews/batch/status', { ids: ['x'], status: 'published' })).status).toBe(422);
    expect((await make.post('/api/reviews/batch/status', { ids: [1], status: 'nope' })).status).toBe(422);
  });
});
