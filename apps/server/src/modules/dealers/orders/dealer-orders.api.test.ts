import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderMaker } from '../../orders/test-helpers.ts';
import { priceGroup, tradingDealer } from './test-helpers.ts';

/**
 * Dealer orders (issue 29) over HTTP: a draft placed at the dealer's prices of the moment, the
 * group's minimum, the stock race, reorder at today's prices and cancel only where allowed.
 */
let t: TestApp;
let owner: string;
let o: ReturnType<typeof orderMaker>;
let group: Rec;
let dealer: Awaited<ReturnType<typeof tradingDealer>>;
const status = {} as Record<'fresh' | 'shipped' | 'cancelled', Rec>;

interface Line {
  product_id: number;
  quantity: number;
  price: number;
  available: boolean;
}
interface Order {
  id: number;
  status_id: number;
  total: number;
  items: { product_id: number; quantity: number; price: number }[];
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  o = orderMaker(t, owner);
  status.fresh = await o.status();
  status.shipped = await o.status();
  status.cancelled = await o.status({ is_final: true });
  await o.put('/api/orders/settings', {
    new_status_id: status.fresh.id,
    reserve_status_ids: [status.fresh.id, status.shipped.id],
    release_status_ids: [status.cancelled.id],
  });
  const saved = await o.put('/api/dealers/orders/settings', {
    cancel_status_ids: [status.fresh.id],
    cancel_status_id: status.cancelled.id,
    payment_methods: ['bank_transfer', 'cod'],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  group = await priceGroup(t, owner, {
    discount: 10,
    min_order_amount: 40_000,
    tiers: [{ min_quantity: 10, discount: 5 }],
  });
  dealer = await tradingDealer(t, owner, group.id);
});
afterAll(() => t.close());

const published = (json: Record<string, unknown> = {}) => o.product({ status: 'published', ...json });
const space = () => dealer.workspaces[0] as number;

describe('placing a dealer order', () => {
  it('captures the dealer prices of the moment on every line, whatever the client sends', async () => {
    const a = await published({ price: 10_000, quantity: 50 });
    const b = await published({ price: 3_000, quantity: 50 });
    const added = await dealer.api<{ lines: Line[]; items_total: number }>('POST', '/api/dealers/orders/draft/lines', {
      workspace: space(),
      lines: [
        { product_id: a.id, quantity: 2, price: 1 },
        { product_id: b.id, quantity: 10 },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // a: 10 000 − 10 % = 9 000; b: 3 000 − 10 % − 5 % from 10 pieces = 2 565
    expect(added.body.data.lines.map((l) => [l.product_id, l.price])).toEqual([
      [a.id, 9_000],
      [b.id, 2_565],
    ]);
    expect(added.body.data.items_total).toBe(2 * 9_000 + 10 * 2_565);
    const placed = await dealer.api<Order>('POST', '/api/dealers/orders', {
      workspace: space(),
      payment_method: 'cod',
      comment: 'Привезти до обіду',
      total: 1,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.items.map((i) => [i.product_id, i.quantity, i.price])).toEqual([
      [a.id, 2, 9_000],
      [b.id, 10, 2_565],
    ]);
    expect(placed.body.data.total).toBe(43_650);
    expect(placed.body.data.status_id).toBe(status.fresh.id);
    expect(await o.quantity(a.id)).toBe(48);
    // staff see it among the orders, as a dealer's order with the same lines
    const staff = await o.get<Rec & { items: Rec[] }>(`/api/orders/${placed.body.data.id}`);
    expect(staff.body.data).toMatchObject({ source: 'dealer', total: 43_650, payment_method: 'cod' });
    expect(staff.body.data.items.map((i) => i.price)).toEqual([9_000, 2_565]);
    // the draft is spent
    const draft = await dealer.api<{ lines: Line[] }>('GET', `/api/dealers/orders/draft?workspace=${space()}`);
    expect(draft.body.data.lines).toEqual([]);
  });

  it('refuses a draft under the group’s minimum with a message in Ukrainian, and writes nothing', async () => {
    const p = await published({ price: 10_000, quantity: 50 });
    await dealer.api('PUT', '/api/dealers/orders/draft', {
      workspace: space(),
      lines: [{ product_id: p.id, quantity: 3 }],
    });
    const orders = await rowCount(t, 'orders');
    const res = await dealer.api('POST', '/api/dealers/orders', { workspace: space() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      lines: ['Мінімальне замовлення для вашої цінової групи — 400 грн, у чернетці — 270 грн.'],
    });
    expect(await rowCount(t, 'orders')).toBe(orders);
    expect(await o.quantity(p.id)).toBe(50);
    const bad = await dealer.api('POST', '/api/dealers/orders', { workspace: space(), payment_method: 'credit' });
    expect(bad.body.errors).toHaveProperty('payment_method');
    await dealer.api('PUT', '/api/dealers/orders/draft', { workspace: space(), lines: [] });
  });

  it('20 dealers ordering the last 5 units at once get 5 between them', async () => {
    const last = await published({ price: 100_000, quantity: 5 });
    const many = await tradingDealer(t, owner, group.id, 20);
    for (const ws of many.workspaces) {
      const res = await many.api('POST', '/api/dealers/orders/draft/lines', {
        workspace: ws,
        lines: [{ product_id: last.id, quantity: 1 }],
      });
      expect(res.status).toBe(200);
    }
    const results = await Promise.all(
      many.workspaces.map((ws) => many.api('POST', '/api/dealers/orders', { workspace: ws })),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    expect(results.find((r) => r.status === 422)?.body.errors).toEqual({
      'lines.0.quantity': ['Недостатньо на складі: залишилось 0'],
    });
    expect(await o.quantity(last.id)).toBe(0);
    // 20 drafts written and placed at once: seconds on PGlite, whose one connection takes them in turn
  }, 30_000);
});

describe('after placing', () => {
  let order: Order;
  let gone: Rec;
  let kept: Rec;

  beforeAll(async () => {
    kept = await published({ price: 20_000, quantity: 100 });
    gone = await published({ price: 20_000, quantity: 100 });
    await dealer.api('PUT', '/api/dealers/orders/draft', {
      workspace: space(),
      lines: [
        { product_id: kept.id, quantity: 2 },
        { product_id: gone.id, quantity: 1 },
      ],
    });
    const placed = await dealer.api<Order>('POST', '/api/dealers/orders', { workspace: space() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    order = placed.body.data;
  });

  it('reorders into a new draft at today’s prices, the lines no longer available marked', async () => {
    const changed = await call(t.url, 'PATCH', `/api/price-groups/${group.id}`, {
      token: owner,
      json: { discount: 20 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const hidden = await call(t.url, 'PATCH', `/api/products/${gone.id}`, {
      token: owner,
      json: { availability: 'discontinued' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const res = await dealer.api<{ lines: Line[] }>('POST', `/api/dealers/orders/${order.id}/reorder`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.lines.map((l) => [l.product_id, l.quantity, l.price, l.available])).toEqual([
      [kept.id, 2, 16_000, true],
      [gone.id, 1, 16_000, false],
    ]);
    // the placed order keeps the prices it was placed at
    const placed = await dealer.api<Order>('GET', `/api/dealers/orders/${order.id}`);
    expect(placed.body.data.items.map((i) => i.price)).toEqual([18_000, 18_000]);
    await call(t.url, 'PATCH', `/api/price-groups/${group.id}`, { token: owner, json: { discount: 10 } });
    await dealer.api('PUT', '/api/dealers/orders/draft', { workspace: space(), lines: [] });
  });

  it('cancels only while the status allows it, and gives the stock back', async () => {
    expect(await o.quantity(kept.id)).toBe(98);
    const cancelled = await dealer.api<Order>('POST', `/api/dealers/orders/${order.id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status_id).toBe(status.cancelled.id);
    expect(await o.quantity(kept.id)).toBe(100);
    const again = await dealer.api('POST', `/api/dealers/orders/${order.id}/cancel`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Це замовлення вже не можна скасувати: його статус цього не дозволяє.');

    await dealer.api('PUT', '/api/dealers/orders/draft', {
      workspace: space(),
      lines: [{ product_id: kept.id, quantity: 3 }],
    });
    const second = await dealer.api<Order>('POST', '/api/dealers/orders', { workspace: space() });
    const shipped = await o.put(`/api/orders/${second.body.data.id}`, { status_id: status.shipped.id });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const refused = await dealer.api('POST', `/api/dealers/orders/${second.body.data.id}/cancel`);
    expect(refused.status).toBe(422);
    expect(await o.quantity(kept.id)).toBe(97);
  });

  it('lists the company’s orders with filters, and staff see every company’s', async () => {
    const mine = await dealer.api<Order[]>('GET', `/api/dealers/orders?filter[status_id]=${status.cancelled.id}`);
    expect(mine.body.data.map((r) => r.id)).toEqual([order.id]);
    const all = await o.get<Rec[]>(`/api/dealers/orders?filter[dealer_id]=${dealer.company.id}&per_page=100`);
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
    // by the person who placed them: the principal placed them all, nobody else any
    const me = await dealer.api<{ id: number }>('GET', '/api/user');
    const byMe = await dealer.api<Order[]>(
      'GET',
      `/api/dealers/orders?filter[placed_by]=${me.body.data.id}&per_page=100`,
    );
    expect(byMe.body.data.length).toBe(all.body.data.length);
    const byOther = await dealer.api<Order[]>(
      'GET',
      `/api/dealers/orders?filter[placed_by]=${me.body.data.id + 1_000_000}`,
    );
    expect(byOther.body.data).toEqual([]);
    expect((await dealer.api('GET', '/api/dealers/orders?filter[placed_by]=x')).status).toBe(422);
  });

  it('tells a dealer the statuses, in which of them it may cancel, and the payment terms offered', async () => {
    type Statuses = { statuses: { id: number; title: string; cancellable: boolean }[]; payment_methods: string[] };
    const res = await dealer.api<Statuses>('GET', '/api/dealers/orders/statuses');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.statuses.map((s) => [s.id, s]));
    expect(byId.get(status.fresh.id)).toMatchObject({ title: status.fresh.title, cancellable: true });
    expect(byId.get(status.shipped.id)?.cancellable).toBe(false);
    expect(res.body.data.payment_methods).toEqual(['bank_transfer', 'cod']);
    // the staff's settings stay staff's
    expect((await dealer.api('GET', '/api/dealers/orders/settings')).status).toBe(403);
  });
});
