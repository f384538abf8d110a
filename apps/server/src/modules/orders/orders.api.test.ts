import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone, orderMaker } from './test-helpers.ts';

let t: TestApp;
let owner: string;
let o: ReturnType<typeof orderMaker>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  o = orderMaker(t, owner);
});
afterAll(() => t.close());

type Settings = { new_status_id: number | null; number_start: number; reserve_status_ids: number[] };

describe('orders settings and numbering', () => {
  it('starts from defaults, saves a change and refuses ids that name nothing', async () => {
    const initial = await o.get<Settings>('/api/orders/settings');
    expect(initial.body.data).toEqual({
      new_status_id: null,
      reserve_status_ids: [],
      release_status_ids: [],
      number_start: 100001,
      default_manager_id: null,
    });
    const status = await o.status();
    const manager = await createUser(t.app, { scopes: ['orders.edit'] });
    const saved = await o.put<Settings>('/api/orders/settings', {
      new_status_id: status.id,
      default_manager_id: manager.id,
      number_start: 500_000,
    });
    expect(saved.status).toBe(200);
    expect((await o.get<Settings>('/api/orders/settings')).body.data).toMatchObject({
      new_status_id: status.id,
      default_manager_id: manager.id,
      number_start: 500_000,
    });
    const a = await o.product();
    const order = await o.order([[a, 1]]);
    expect(order).toMatchObject({ status_id: status.id, manager_id: manager.id, number: 500_000 });
    const empty = await o.order([[a, 1]], { status_id: null, manager_id: null });
    expect(empty).toMatchObject({ status_id: status.id, manager_id: manager.id, number: 500_001 });
    const bad = await o.put('/api/orders/settings', {
      new_status_id: 999_999,
      reserve_status_ids: [status.id, 'x'],
      number_start: 0,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['number_start', 'reserve_status_ids']);
    const both = await o.put('/api/orders/settings', {
      reserve_status_ids: [status.id],
      release_status_ids: [status.id],
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toHaveProperty('release_status_ids');
  });

  // a bug fixed: the new orders' status could be deleted, and orders were then made with none
  it('keeps the statuses its settings name from being deleted', async () => {
    const [named, reserving, returning, free] = [
      await o.status(),
      await o.status(),
      await o.status(),
      await o.status(),
    ];
    const settings = { reserve_status_ids: [reserving.id], release_status_ids: [returning.id] };
    const before = (await o.get<Settings & { release_status_ids: number[] }>('/api/orders/settings')).body.data;
    expect((await o.put('/api/orders/settings', { new_status_id: named.id, ...settings })).status).toBe(200);
    for (const status of [named, reserving, returning]) {
      const refused = await call(t.url, 'DELETE', `/api/order-statuses/${status.id}`, { token: owner });
      expect([refused.status, refused.body], `status ${status.id}`).toEqual([
        422,
        {
          message: 'Статус використовується в налаштуваннях замовлень: спершу оберіть там інший.',
          errors: { ids: ['Статус використовується в налаштуваннях замовлень: спершу оберіть там інший.'] },
        },
      ]);
    }
    expect((await o.get<Settings>('/api/orders/settings')).body.data).toMatchObject({
      new_status_id: named.id,
      ...settings,
    });
    expect((await call(t.url, 'DELETE', `/api/order-statuses/${free.id}`, { token: owner })).status).toBe(200);
    const { new_status_id, reserve_status_ids, release_status_ids } = before;
    await o.put('/api/orders/settings', { new_status_id, reserve_status_ids, release_status_ids });
  });

  it('gives 20 parallel orders 20 distinct consecutive numbers', async () => {
    const a = await o.product({ quantity: 1000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => o.post('/api/orders', o.body([[a, 1]]))));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => Number(r.body.data.number)).sort((x, y) => x - y);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });
});

describe('an order holds products', () => {
  it('refuses an order of no products, on create and on an edit that removes them all', async () => {
    for (const items of [undefined, [], '']) {
      const { items: _, ...body } = o.body([]);
      const res = await o.post('/api/orders', items === undefined ? body : { ...body, items });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ items: ['Обов’язкове поле.'] });
    }
    const a = await o.product();
    const order = await o.order([[a, 2]]);
    const emptied = await o.put(`/api/orders/${order.id}`, { items: [] });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ items: ['Обов’язкове поле.'] });
    const kept = await o.get(`/api/orders/${order.id}`);
    expect(kept.body.data).toMatchObject({
      items_total: order.items_total,
      items: [{ product_id: a.id, quantity: 2 }],
    });
  });
});

describe('customers of orders', () => {
  it('finds the customer by phone, else by e-mail, else makes one, and keeps their figures', async () => {
    const a = await o.product({ price: 1_000 });
    const phone = freshPhone();
    const email = `buyer-${Date.now()}@example.com`;
    const first = await o.order([[a, 2]], { phone, email, name: 'Іван Петренко' });
    expect(typeof first.customer_id).toBe('number');
    const customer = await o.get(`/api/customers/${first.customer_id}`);
    expect(customer.body.data).toMatchObject({
      name: 'Іван Петренко',
      phone,
      email,
      orders_count: 1,
      total_spent: 2_000,
    });
    const byPhone = await o.order([[a, 1]], { phone });
    expect(byPhone.customer_id).toBe(first.customer_id);
    const byEmail = await o.order([[a, 1]], { email: email.toUpperCase() });
    expect(byEmail.customer_id).toBe(first.customer_id);
    const after = await o.get(`/api/customers/${first.customer_id}`);
    expect(after.body.data).toMatchObject({ orders_count: 3, total_spent: 4_000 });
    expect(after.body.data.last_order_at).toBe(byEmail.created_at);
    // a status that starts returning stock stops counting as spent
    const cancelled = await o.status();
    await o.put(`/api/orders/${byEmail.id}`, { status_id: cancelled.id });
    expect((await o.get(`/api/customers/${first.customer_id}`)).body.data).toMatchObject({ total_spent: 4_000 });
    expect((await o.put('/api/orders/settings', { release_status_ids: [cancelled.id] })).status).toBe(200);
    expect((await o.get(`/api/customers/${first.customer_id}`)).body.data).toMatchObject({
      orders_count: 3,
      total_spent: 3_000,
    });
    await o.put('/api/orders/settings', { release_status_ids: [] });
    const stranger = await o.order([[a, 1]]);
    expect(stranger.customer_id).not.toBe(first.customer_id);
    const given = await o.order([[a, 1]], { customer_id: stranger.customer_id, phone });
    expect(given.customer_id).toBe(stranger.customer_id);
  });
});

describe('parallel orders of a new customer', () => {
  it('make one customer per phone and one per e-mail', async () => {
    const a = await o.product();
    const phone = freshPhone();
    const email = `twin-${Date.now()}@example.com`;
    const samePhone = Array.from({ length: 10 }, (_, i) => o.body([[a, 1]], { phone, email: `p${i}-${email}` }));
    const sameEmail = Array.from({ length: 10 }, () => o.body([[a, 1]], { email }));
    const results = await Promise.all([...samePhone, ...sameEmail].map((b) => o.post('/api/orders', b)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const customers = results.map((r) => r.body.data.customer_id);
    expect(new Set(customers.slice(0, 10)).size).toBe(1);
    expect(new Set(customers.slice(10)).size).toBe(1);
  });
});

describe('preview and credit', () => {
  it('previews what a save stores, nothing written', async () => {
    const a = await o.product({ price: 3_333 });
    const b = await o.product({ price: 1_001 });
    const promo = await o.promo({ discount_value: 7.5 });
    const body = o.body(
      [
        [a, 3, 99],
        [b, 7],
      ],
      { promo_code: promo.code, delivery_cost: 6_000 },
    );
    const preview = await o.post<Rec>('/api/orders/preview', body);
    expect(preview.status).toBe(200);
    const saved = await o.order(
      [
        [a, 3, 99],
        [b, 7],
      ],
      { promo_code: promo.code, delivery_cost: 6_000, phone: body.phone },
    );
    const p = preview.body.data;
    for (const key of ['items_total', 'discount_total', 'total', 'monthly_payment', 'delivery_cost'])
      expect(p[key], key).toBe(saved[key]);
    expect(p.promo).toEqual({ code: promo.code, discount: Number(saved.discount_total) - 99 });
    expect(p.items).toEqual([
      { product_id: a.id, title: a.name, price: 3_333, quantity: 3, discount: 99, line_total: 9_900 },
      { product_id: b.id, title: b.name, price: 1_001, quantity: 7, discount: 0, line_total: 7_007 },
    ]);
    const bad = await o.post('/api/orders/preview', o.body([[a, 1]], { promo_code: 'NOPE' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('promo_code');
    // a bug fixed: an id no order can have reached the database (500), or previewed a new order
    for (const id of [1.5, 1e300, -3, 'abc', {}, true]) {
      const nobody = await o.post('/api/orders/preview', { ...o.body([[a, 1]]), id });
      expect([nobody.status, nobody.body.message], JSON.stringify(id)).toEqual([404, 'Не знайдено.']);
    }
    expect((await o.post('/api/orders/preview', { ...o.body([[a, 1]]), id: String(saved.id) })).status).toBe(200);
  });

  it('works out the monthly payment and refuses a program whose bounds exclude the total', async () => {
    const bank = await create(t, owner, 'partners', { title: `Банк ${Date.now()}` });
    const program = (json: Record<string, unknown>) =>
      create(t, owner, 'credit-programs', { title: `Програма ${Math.random()}`, bank_id: bank.id, ...json });
    const a = await o.product({ price: 1_000_000 });
    const annuity = await program({ months: 12, rate: 24 });
    const credit = { payment_method: 'credit', credit_program_id: annuity.id };
    expect(await o.order([[a, 1]], credit)).toMatchObject({ total: 1_000_000, monthly_payment: 94_560 });
    const free = await program({ months: 7, rate: 0 });
    const equal = await o.order([[a, 1]], { payment_method: 'credit', credit_program_id: free.id, delivery_cost: 1 });
    expect(equal.monthly_payment).toBe(142_857);
    const small = await program({ months: 3, max_amount: 999_999 });
    const over = await o.post(
      '/api/orders',
      o.body([[a, 1]], { payment_method: 'credit', credit_program_id: small.id }),
    );
    expect(over.status).toBe(422);
    expect(over.body.errors?.credit_program_id?.[0]).toMatch(/до 9/);
    const none = await o.post('/api/orders', o.body([[a, 1]], { payment_method: 'credit' }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveProperty('credit_program_id');
  });
});

describe('search and filters', () => {
  it('finds by number, phone as typed, name and e-mail; filters by creation day and total', async () => {
    const a = await o.product({ price: 77_777 });
    const order = await o.order([[a, 1]], { name: 'Зиновій Унікальний', email: `zyn-${Date.now()}@example.com` });
    const list = (query: string) => o.get<Rec[]>(`/api/orders?${query}`);
    const ids = async (query: string) => (await list(query)).body.data.map((r) => r.id);
    // a number typed is also text: any other order whose phone or e-mail holds its digits is found
    // beside it (random phones and e-mails did that now and then, and this test failed on them)
    const other = await o.product({ price: 11_111 });
    const twin = await o.order([[other, 1]], { phone: `+38067${String(order.number).padStart(7, '0')}` });
    const byNumber = (await list(`search=${order.number}`)).body.data;
    expect(byNumber.map((r) => r.id)).toEqual(expect.arrayContaining([order.id, twin.id]));
    for (const r of byNumber.filter((r) => r.id !== order.id))
      expect([r.phone, r.email, r.name, r.tracking_number].join(' ')).toContain(String(order.number));
    const phone = String(order.phone);
    const spaced = `${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    expect(await ids(`search=${encodeURIComponent(spaced)}`)).toEqual([order.id]);
    expect(await ids(`search=${encodeURIComponent('Унікальний')}`)).toEqual([order.id]);
    expect(await ids(`search=${encodeURIComponent(String(order.email))}`)).toEqual([order.id]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    expect(await ids(`filter[created_at][from]=${today}&filter[total][from]=77777&filter[total][to]=77777`)).toEqual([
      order.id,
    ]);
    expect(await ids(`filter[created_at][to]=2020-01-01&filter[total][from]=77777`)).toEqual([]);
    expect((await list('filter[created_at][from]=nope')).status).toBe(422);
  });
});

describe('access', () => {
  it('orders.show reads, orders.edit writes, no scope is 403', async () => {
    const a = await o.product();
    const order = await o.order([[a, 1]]);
    const token = async (scopes: string[]) => signIn(t.url, await createUser(t.app, { scopes }));
    const reader = await token(['orders.show']);
    const writer = await token(['orders.edit']);
    const nobody = await token([]);
    const reads = ['/api/orders/settings', `/api/orders/${order.id}/timeline`, '/api/sources/select'];
    for (const path of reads) {
      expect((await call(t.url, 'GET', path, { token: reader })).status, path).toBe(200);
      expect((await call(t.url, 'GET', path, { token: nobody })).status, path).toBe(403);
    }
    const sources = await call<{ data: unknown[] }>(t.url, 'GET', '/api/sources/select', { token: writer });
    expect(sources.body.data[0]).toEqual({ id: 'site', label: 'Сайт' });
    const writes: [string, string, unknown][] = [
      ['PUT', '/api/orders/settings', {}],
      ['POST', '/api/orders/preview', o.body([[a, 1]])],
      ['POST', `/api/orders/${order.id}/comments`, { text: 'Так' }],
      ['POST', '/api/orders', o.body([[a, 1]])],
    ];
    for (const [method, path, json] of writes) {
      expect((await call(t.url, method, path, { token: reader, json })).status, path).toBe(403);
      expect((await call(t.url, method, path, { token: nobody, json })).status, path).toBe(403);
      expect((await call(t.url, method, path, { token: writer, json })).status, path).toBeLessThan(300);
    }
  });
});
