import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../../crud/test-kit.ts';
import { call, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderMaker } from '../../orders/test-helpers.ts';
import { insertDealerPerson, insertWorkspace } from '../test-helpers.ts';
import { priceGroup, tradingDealer } from './test-helpers.ts';

/** Order lists (issue 29): a draft saved as a named assortment, and later a draft again at today's prices. */
let t: TestApp;
let owner: string;
let o: ReturnType<typeof orderMaker>;
let group: Rec;
let dealer: Awaited<ReturnType<typeof tradingDealer>>;

interface Line {
  product_id: number;
  quantity: number;
  price: number;
  available: boolean;
}
interface List {
  id: number;
  name: string;
  workspace_id: number;
  lines_count: number;
  lines: Line[];
  items_total: number;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  o = orderMaker(t, owner);
  group = await priceGroup(t, owner, { discount: 10 });
  dealer = await tradingDealer(t, owner, group.id);
});
afterAll(() => t.close());

const space = () => dealer.workspaces[0] as number;
const published = (json: Record<string, unknown> = {}) => o.product({ status: 'published', ...json });
const setDraft = (lines: { product_id: number; quantity: number }[]) =>
  dealer.api('PUT', '/api/dealers/orders/draft', { workspace: space(), lines });

describe('order lists', () => {
  let a: Rec;
  let b: Rec;
  let list: List;

  it('saves the draft as a named list, and lists, shows and renames it', async () => {
    a = await published({ price: 10_000 });
    b = await published({ price: 2_000 });
    await setDraft([
      { product_id: a.id, quantity: 3 },
      { product_id: b.id, quantity: 5 },
    ]);
    const saved = await dealer.api<List>('POST', '/api/dealers/orders/lists', {
      workspace: space(),
      name: '  Щотижневий  ',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    list = saved.body.data;
    expect(list.name).toBe('Щотижневий');
    expect(list.lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [a.id, 3, 9_000],
      [b.id, 5, 1_800],
    ]);
    expect(list.items_total).toBe(3 * 9_000 + 5 * 1_800);
    // the draft stays as it was
    const draft = await dealer.api<{ lines: Line[] }>('GET', `/api/dealers/orders/draft?workspace=${space()}`);
    expect(draft.body.data.lines).toHaveLength(2);

    const all = await dealer.api<List[]>('GET', `/api/dealers/orders/lists?workspace=${space()}`);
    expect(all.body.data.map((l) => [l.id, l.name, l.lines_count])).toEqual([[list.id, 'Щотижневий', 2]]);

    const renamed = await dealer.api<List>('PUT', `/api/dealers/orders/lists/${list.id}`, {
      name: 'Понеділок',
      lines: [
        { product_id: b.id, quantity: 7 },
        { product_id: a.id, quantity: 0 },
      ],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.name).toBe('Понеділок');
    expect(renamed.body.data.lines.map((l) => [l.product_id, l.quantity])).toEqual([[b.id, 7]]);
    const back = await dealer.api<List>('PUT', `/api/dealers/orders/lists/${list.id}`, {
      name: 'Понеділок',
      lines: [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 5 },
      ],
    });
    expect(back.body.data.lines_count).toBe(2);
  });

  it('refuses an empty draft and a bad name in Ukrainian, writing nothing', async () => {
    const before = await rowCount(t, 'dealer_order_lists');
    await setDraft([]);
    const empty = await dealer.api('POST', '/api/dealers/orders/lists', { workspace: space(), name: 'Порожній' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.lines).toEqual(['Чернетка порожня: додайте товари.']);
    const nameless = await dealer.api('POST', '/api/dealers/orders/lists', { workspace: space(), name: '   ' });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors?.name).toEqual(['Назва списку — від 1 до 100 символів.']);
    const long = await dealer.api('PUT', `/api/dealers/orders/lists/${list.id}`, { name: 'я'.repeat(101) });
    expect(long.status).toBe(422);
    const hidden = await dealer.api('PUT', `/api/dealers/orders/lists/${list.id}`, {
      name: 'x',
      lines: [{ product_id: 999_999_999, quantity: 1 }],
    });
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors?.['lines.0.product_id']).toEqual(['Цей товар більше недоступний для замовлення.']);
    expect(await rowCount(t, 'dealer_order_lists')).toBe(before);
    const kept = await dealer.api<List>('GET', `/api/dealers/orders/lists/${list.id}`);
    expect(kept.body.data.name).toBe('Понеділок');
  });

  it('turns into the draft at today’s prices, the lines no longer orderable marked', async () => {
    await setDraft([{ product_id: b.id, quantity: 1 }]);
    const cheaper = await call(t.url, 'PATCH', `/api/price-groups/${group.id}`, {
      token: owner,
      json: { discount: 20 },
    });
    expect(cheaper.status).toBe(200);
    const gone = await call(t.url, 'PATCH', `/api/products/${b.id}`, {
      token: owner,
      json: { availability: 'discontinued' },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const res = await dealer.api<{ lines: Line[]; items_total: number }>(
      'POST',
      `/api/dealers/orders/lists/${list.id}/to-draft`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // the draft is replaced by the list, in the list's order
    expect(res.body.data.lines.map((l) => [l.product_id, l.quantity, l.price, l.available])).toEqual([
      [a.id, 3, 8_000, true],
      [b.id, 5, 1_600, false],
    ]);
    expect(res.body.data.items_total).toBe(3 * 8_000);
    const draft = await dealer.api<{ lines: Line[] }>('GET', `/api/dealers/orders/draft?workspace=${space()}`);
    expect(draft.body.data.lines.map((l) => l.product_id)).toEqual([a.id, b.id]);
    await call(t.url, 'PATCH', `/api/price-groups/${group.id}`, { token: owner, json: { discount: 10 } });
  });

  it('keeps a manager to the lists of their own workspaces', async () => {
    const manager = await insertDealerPerson(t, dealer.company.id, 'manager');
    await insertWorkspace(t, dealer.company.id, [manager.id]);
    const token = await signIn(t.url, manager);
    const mine = await call<{ data: List[] }>(t.url, 'GET', '/api/dealers/orders/lists', { token });
    expect(mine.body.data).toEqual([]);
    const other = await call(t.url, 'GET', `/api/dealers/orders/lists/${list.id}`, { token });
    expect(other.status).toBe(404);
    const principal = await dealer.api<List[]>('GET', '/api/dealers/orders/lists');
    expect(principal.body.data.map((l) => l.id)).toContain(list.id);
  });

  it('deletes a list', async () => {
    const res = await dealer.api('DELETE', `/api/dealers/orders/lists/${list.id}`);
    expect(res.status).toBe(204);
    expect((await dealer.api('GET', `/api/dealers/orders/lists/${list.id}`)).status).toBe(404);
  });
});
