import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderMaker } from '../../orders/test-helpers.ts';
import { priceGroup, tradingDealer } from './test-helpers.ts';

/** Staff's /orders (issue 29): a dealer order is an order like any, naming its company in the list and on its screen. */
let t: TestApp;
let owner: string;
let dealer: Awaited<ReturnType<typeof tradingDealer>>;
let placed: { id: number; number: number };

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const o = orderMaker(t, owner);
  const group = await priceGroup(t, owner, { discount: 10 });
  dealer = await tradingDealer(t, owner, group.id);
  await tradingDealer(t, owner, group.id);
  const product = await o.product({ status: 'published', quantity: 20 });
  await dealer.api('PUT', '/api/dealers/orders/draft', {
    workspace: dealer.workspaces[0],
    lines: [{ product_id: product.id, quantity: 2 }],
  });
  const res = await dealer.api<typeof placed>('POST', '/api/dealers/orders', { workspace: dealer.workspaces[0] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  placed = res.body.data;
});
afterAll(() => t.close());

describe('a dealer order in staff’s /orders', () => {
  it('names its company on the order’s screen and in the list, and filters by it', async () => {
    const shown = await call<{ data: Rec }>(t.url, 'GET', `/api/orders/${placed.id}`, { token: owner });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ source: 'dealer', dealer_id: dealer.company.id });
    const listed = await call<{ data: Rec[] }>(
      t.url,
      'GET',
      `/api/orders?filter[dealer_id]=${dealer.company.id}&filter[source]=dealer`,
      { token: owner },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r) => [r.id, r.dealer_id])).toEqual([[placed.id, dealer.company.id]]);
  });

  it('keeps the company out of staff’s hands: the field is read-only', async () => {
    const res = await call<{ data: Rec }>(t.url, 'PATCH', `/api/orders/${placed.id}`, {
      token: owner,
      json: { dealer_id: null },
    });
    const after = await call<{ data: Rec }>(t.url, 'GET', `/api/orders/${placed.id}`, { token: owner });
    expect(res.status).not.toBe(500);
    expect(after.body.data.dealer_id).toBe(dealer.company.id);
  });
});
