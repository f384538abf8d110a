import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerFromEnv } from '../../seller.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 27.19: an order's printed invoice named no seller; it now carries the shop's requisites
const seller = sellerFromEnv({
  SELLER_NAME: 'ТОВ «Тест і Ко»',
  SELLER_EDRPOU: '87654321',
  SELLER_VAT: '876543210123',
  SELLER_IBAN: 'UA 903052992990004149123456789',
  SELLER_BANK: 'АТ «Банк»',
  SELLER_ADDRESS: 'м. Львів, пл. Ринок, 1',
  SELLER_PHONE: '+380322000000',
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seller });
});
afterAll(() => t.close());

describe('GET /api/orders/seller', () => {
  it('answers the configured seller to whoever reads orders, and no one else', async () => {
    const reader = await createUser(t.app, { scopes: ['orders.show'] });
    const other = await createUser(t.app, { scopes: ['brands.show'] });
    const asReader = await call<{ data: unknown }>(t.url, 'GET', '/api/orders/seller', {
      token: await signIn(t.url, reader),
    });
    expect(asReader).toMatchObject({
      status: 200,
      body: { data: { ...seller, iban: 'UA903052992990004149123456789' } },
    });
    const asOther = await call(t.url, 'GET', '/api/orders/seller', {
      token: await signIn(t.url, other),
    });
    expect(asOther.status).toBe(403);
    expect((await call(t.url, 'GET', '/api/orders/seller')).status).toBe(401);
  });
});
