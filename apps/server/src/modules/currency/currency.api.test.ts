import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const defaults = async () => {
  const res = await call<{ data: { code: string }[] }>(t.url, 'GET', '/api/currency?filter[is_default]=true', {
    token: owner,
  });
  expect(res.status).toBe(200);
  return res.body.data.map((c) => c.code).sort();
};

describe('currency: one default', () => {
  it('moves the default flag to the currency saved with it, logging the one that lost it', async () => {
    const uah = await create(t, owner, 'currency', {
      code: 'uah',
      title: 'Гривня',
      symbol: '₴',
      rate: 1,
      is_default: true,
    });
    const usd = await create(t, owner, 'currency', { code: 'usd', title: 'Долар', symbol: '$', rate: 41.5 });
    expect(await defaults()).toEqual(['UAH']);

    const eur = await create(t, owner, 'currency', {
      code: 'eur',
      title: 'Євро',
      symbol: '€',
      rate: 45,
      is_default: true,
    });
    expect(await defaults()).toEqual(['EUR']);
    const audit = await call<{ data: { action: string; changes: Record<string, unknown> }[] }>(
      t.url,
      'GET',
      `/api/audit?resource=currency&id=${uah.id}`,
      { token: owner },
    );
    expect(audit.body.data[0]).toMatchObject({
      action: 'update',
      changes: { is_default: { before: true, after: false } },
    });

    // multipart, as the form sends it
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('is_default', 'true');
    expect((await call(t.url, 'POST', `/api/currency/${usd.id}`, { token: owner, form })).status).toBe(200);
    expect(await defaults()).toEqual(['USD']);

    // saving the default again, or another currency without the flag, changes nobody else
    await call(t.url, 'PUT', `/api/currency/${usd.id}`, { token: owner, json: { rate: 41.7, is_default: true } });
    await call(t.url, 'PUT', `/api/currency/${eur.id}`, { token: owner, json: { rate: 46 } });
    expect(await defaults()).toEqual(['USD']);
  });

  it('keeps one default when two saves race', async () => {
    const a = await create(t, owner, 'currency', { code: 'pln', title: 'Злотий', symbol: 'zł', rate: 10 });
    const b = await create(t, owner, 'currency', { code: 'gbp', title: 'Фунт', symbol: '£', rate: 52 });
    const results = await Promise.all(
      [a, b].map((c) => call(t.url, 'PUT', `/api/currency/${c.id}`, { token: owner, json: { is_default: true } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await defaults()).toHaveLength(1);
  });
});
