import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import type { PromoStats } from './register.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const day = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

describe('promo-codes: a percent discount', () => {
  it('may not pass 100, on create or when an update makes it so', async () => {
    const over = await call(t.url, 'POST', '/api/promo-codes', {
      token: owner,
      json: { code: 'HALFPLUS', discount_type: 'percent', discount_value: 100.5 },
    });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ errors: { discount_value: ['Знижка у відсотках — не більше 100.'] } });

    await create(t, owner, 'promo-codes', { code: 'ALL100', discount_type: 'percent', discount_value: 100 });
    const fixed = await create(t, owner, 'promo-codes', {
      code: 'MINUS500',
      discount_type: 'fixed',
      discount_value: 500,
    });
    const turned = await call(t.url, 'PUT', `/api/promo-codes/${fixed.id}`, {
      token: owner,
      json: { discount_type: 'percent' },
    });
    expect(turned.status).toBe(422);
    expect(turned.body).toMatchObject({ errors: { discount_value: ['Знижка у відсотках — не більше 100.'] } });
    const both = await call(t.url, 'PUT', `/api/promo-codes/${fixed.id}`, {
      token: owner,
      json: { discount_type: 'percent', discount_value: 15 },
    });
    expect(both.status).toBe(200);
  });
});

describe('GET /api/promo-codes/stats', () => {
  it('puts every code in one bucket by its status and dates', async () => {
    const before = await call<{ data: PromoStats }>(t.url, 'GET', '/api/promo-codes/stats', {
      token: owner,
    });
    const base = before.body.data;
    const code = (name: string, extra: Record<string, unknown>) =>
      create(t, owner, 'promo-codes', { code: name, discount_type: 'fixed', discount_value: 50, ...extra });
    await code('RUNNING1', { starts_at: at(-1), ends_at: at(1) });
    await code('RUNNING2', {});
    await code('SOON1', { starts_at: at(2) });
    await code('SOON2', { starts_at: at(2), ends_at: at(3) });
    await code('OVER1', { starts_at: at(-3), ends_at: at(-2) });
    await code('OFF1', { status: 'inactive', starts_at: at(-3), ends_at: at(-2) });
    await code('OFF2', { status: 'inactive' });

    const res = await call<{ data: PromoStats }>(t.url, 'GET', '/api/promo-codes/stats', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total: base.total + 7,
      active: base.active + 2,
      scheduled: base.scheduled + 2,
      expired: base.expired + 1,
      inactive: base.inactive + 2,
    });
  });

  it('needs promo.code.show', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['promo.code.show'] }));
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    expect((await call(t.url, 'GET', '/api/promo-codes/stats', { token: reader })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/promo-codes/stats', { token: stranger })).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/promo-codes/stats')).status).toBe(401);
  });
});
