import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { clientsMaker, freshPhone } from '../reviews/test-helpers.ts';

let t: TestApp;
let owner: string;
let make: ReturnType<typeof clientsMaker>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  make = clientsMaker(t, owner);
});
afterAll(() => t.close());

const email = () => `c-${make.next()}@example.com`;
const customer = (json: Record<string, unknown> = {}) =>
  make.create('customers', { name: 'Петро Шевчук', phone: freshPhone(), ...json });
const order = (c: Rec, product: Rec, quantity = 1) =>
  make.create('orders', {
    customer_id: c.id,
    name: c.name,
    phone: c.phone,
    items: [{ product_id: product.id, quantity }],
  });

describe('customers: phones and e-mails', () => {
  it('keeps every e-mail, main or extra, to one customer (422 on the field)', async () => {
    const main = email();
    const extra = email();
    await customer({ email: main, extra_emails: [extra] });
    const asMain = await make.post('/api/customers', { name: 'Б', email: extra.toUpperCase() });
    expect(asMain.status).toBe(422);
    expect(asMain.body.errors).toEqual({ email: ['Цей e-mail уже має інший клієнт.'] });
    const asExtra = await make.post('/api/customers', { name: 'Б', extra_emails: [email(), main] });
    expect(asExtra.status).toBe(422);
    expect(asExtra.body.errors).toEqual({ 'extra_emails.1': ['Цей e-mail уже має інший клієнт.'] });
    const own = await customer({ email: email() });
    const repeat = await make.put(`/api/customers/${own.id}`, { extra_emails: [own.email] });
    expect(repeat.body.errors).toEqual({ 'extra_emails.0': ['Цей e-mail уже вказано як основний.'] });
    // the customer's own e-mails are no clash with themselves
    const kept = await customer({ email: email(), extra_emails: [email()] });
    const resave = { name: 'Нове імʼя', email: kept.email, extra_emails: kept.extra_emails };
    expect((await make.put(`/api/customers/${kept.id}`, resave)).status).toBe(200);
  });

  it('checks extra phones like the main one', async () => {
    const bad = await make.post('/api/customers', { name: 'В', phone: freshPhone(), extra_phones: ['0671234567'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'extra_phones.0': ['Телефон у форматі +380XXXXXXXXX.'] });
    const badExtraEmail = await make.post('/api/customers', { name: 'В', extra_emails: ['not-an-email'] });
    expect(badExtraEmail.body.errors).toEqual({ 'extra_emails.0': ['Некоректний e-mail.'] });
    const good = await make.post('/api/customers', { name: 'В', extra_phones: [freshPhone()] });
    expect(good.status).toBe(201);
  });
});

describe('customers: deleting', () => {
  it('refuses a customer with orders and deletes one without', async () => {
    const product = await make.product();
    const buyer = await customer();
    await order(buyer, product);
    const refused = await call(t.url, 'DELETE', `/api/customers/${buyer.id}`, { token: owner });
    expect(refused.status).toBe(422);
    expect((await make.get(`/api/customers/${buyer.id}`)).status).toBe(200);
    const idle = await customer();
    expect((await call(t.url, 'DELETE', `/api/customers/${idle.id}`, { token: owner })).status).toBe(200);
  });
});

describe('POST /api/customers/{id}/merge', () => {
  it('keeps both histories: orders, requests, reviews, contacts, addresses, notes and figures', async () => {
    const product = await make.product({ price: 50_000 });
    const target = await customer({
      email: email(),
      notes: 'Постійний клієнт',
      addresses: [{ city: 'Київ', address: 'вул. Хрещатик, 1' }],
    });
    const sourceMail = email();
    const source = await customer({
      email: sourceMail,
      extra_phones: [freshPhone()],
      notes: 'Дзвонити після 18:00',
      birthday: '1990-05-01',
      addresses: [
        { city: 'Київ', address: 'вул. Хрещатик, 1' },
        { city: 'Львів', address: 'пл. Ринок, 5' },
      ],
    });
    const kept = await order(target, product);
    const moved = await order(source, product, 2);
    const req = await make.create('requests', { name: 'Дубль', phone: source.phone, customer_id: undefined });
    await t.app.database.db.execute(sql`update requests set customer_id = ${source.id} where id = ${req.id}`);
    const rev = await make.create('reviews', { product_id: product.id, author: 'Дубль', rating: 5 });
    await t.app.database.db.execute(sql`update reviews set customer_id = ${source.id} where id = ${rev.id}`);

    const res = await make.post(`/api/customers/${target.id}/merge`, { source_id: source.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const merged = res.body.data;
    expect(merged).toMatchObject({
      id: target.id,
      phone: target.phone,
      email: target.email,
      extra_phones: [source.phone, ...(source.extra_phones as string[])],
      extra_emails: [sourceMail],
      birthday: '1990-05-01',
      orders_count: 2,
      total_spent: Number(kept.total) + Number(moved.total),
    });
    expect(merged.notes).toContain('Постійний клієнт');
    expect(merged.notes).toContain('Дзвонити після 18:00');
    expect((merged.addresses as { city: string }[]).map((a) => a.city)).toEqual(['Київ', 'Львів']);
    expect((await make.get(`/api/customers/${source.id}`)).status).toBe(404);

    const list = await call<{ data: Rec[] }>(t.url, 'GET', `/api/orders?filter[customer_id]=${target.id}`, {
      token: owner,
    });
    expect(list.body.data.map((o) => o.id).sort()).toEqual([kept.id, moved.id].sort());
    expect(Number((await make.row('requests', req.id))?.customer_id)).toBe(target.id);
    expect(Number((await make.row('reviews', rev.id))?.customer_id)).toBe(target.id);

    const audit = await queryRows<{ record_id: unknown; action: string }>(
      t.app.database.db,
      sql`select record_id, action from audit_log where resource = 'customers' and changes ? 'merged_into' or changes ? 'merged_from' order by id`,
    );
    expect(audit.map((a) => [Number(a.record_id), a.action])).toEqual(
      expect.arrayContaining([
        [source.id, 'delete'],
        [target.id, 'update'],
      ]),
    );
  });

  it("races saves of both customers' orders without a deadlock: every request answers, none 5xx", async () => {
    const product = await make.product({ price: 10_000, quantity: 1000 });
    const [target, source] = [await customer(), await customer()];
    const orders = [];
    for (const c of [target, source, target, source, target, source]) orders.push(await order(c, product));
    const saves = orders.map((o, i) => make.put(`/api/orders/${o.id}`, { internal_note: `Перевірено ${i}` }));
    const [merged, ...saved] = await Promise.all([
      make.post(`/api/customers/${target.id}/merge`, { source_id: source.id }),
      ...saves,
    ]);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(saved.map((r) => r.status)).toEqual(orders.map(() => 200));
    expect(merged.body.data).toMatchObject({ orders_count: 6 });
  });

  it('answers 422 to a missing, malformed or own source and 404 to a missing target, changing nothing', async () => {
    const c = await customer();
    for (const body of [{}, { source_id: 'abc' }, { source_id: -1 }, { source_id: c.id }, { source_id: 99_999_999 }]) {
      const res = await make.post(`/api/customers/${c.id}/merge`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['source_id']);
    }
    expect((await make.post('/api/customers/99999999/merge', { source_id: c.id })).status).toBe(404);
    expect((await make.post('/api/customers/abc/merge', { source_id: c.id })).status).toBe(404);
    expect((await make.get(`/api/customers/${c.id}`)).status).toBe(200);
  });

  it('needs customers.edit', async () => {
    const a = await customer();
    const b = await customer();
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['customers.show'] }));
    const editor = await signIn(t.url, await createUser(t.app, { scopes: ['customers.edit'] }));
    expect((await make.post(`/api/customers/${a.id}/merge`, { source_id: b.id }, reader)).status).toBe(403);
    expect((await call(t.url, 'POST', `/api/customers/${a.id}/merge`, { json: { source_id: b.id } })).status).toBe(401);
    expect((await make.get(`/api/customers/${b.id}`)).status).toBe(200);
    expect((await make.post(`/api/customers/${a.id}/merge`, { source_id: b.id }, editor)).status).toBe(200);
  });
});

// issue 27: Ctrl+K finds a customer by the phone staff hear, and an order by its number
describe('finding a customer or an order as staff type it', () => {
  it('finds a customer by a phone typed with spaces, brackets or dashes, main or extra', async () => {
    const c = await customer({ phone: '+380671112233', extra_phones: ['+380931234567'] });
    for (const typed of ['067 111 22 33', '(067) 111-22-33', '+38 067 1112233', '093 123 45 67']) {
      const found = await make.get<{ id: number }[]>(`/api/customers/autocomplete?search=${encodeURIComponent(typed)}`);
      expect(
        found.body.data.map((o) => o.id),
        typed,
      ).toContain(c.id);
      const listed = await make.get<Rec[]>(`/api/customers?search=${encodeURIComponent(typed)}`);
      expect(
        listed.body.data.map((o) => o.id),
        typed,
      ).toContain(c.id);
    }
  });

  it('tells namesakes apart in a picker: each option carries its phone and e-mail as a hint', async () => {
    const name = `Тезко ${make.next()}`;
    const a = await customer({ name, phone: freshPhone(), email: email() });
    const b = await customer({ name, phone: null, email: email() });
    const found = await make.get<{ id: number; label: string; hint?: string }[]>(
      `/api/customers/autocomplete?search=${encodeURIComponent(name)}`,
    );
    const byId = new Map(found.body.data.map((o) => [o.id, o]));
    expect(byId.get(a.id)).toEqual({ id: a.id, label: name, hint: `${a.phone} · ${a.email}` });
    expect(byId.get(b.id)).toEqual({ id: b.id, label: name, hint: String(b.email) });
  });

  it('finds an order by its number in the autocomplete the palette asks', async () => {
    const c = await customer();
    const product = await make.create('products', {
      name: 'Тостер',
      sku: `T-${make.next()}`,
      category: (await make.create('categories', { title: `К ${make.next()}` })).id,
      price: 100_00,
      quantity: 5,
    });
    const o = await order(c, product);
    // digits typed are also looked for in phones: an order whose phone holds the number is found
    // beside it. Test phones carry the clock's milliseconds, and one that held the number by chance
    // failed an exact comparison now and then; this one holds it on purpose
    const lookalike = await order(await customer({ phone: `+380671${o.number}` }), product);
    const found = await make.get<{ id: number; label: string }[]>(`/api/orders/autocomplete?search=${o.number}`);
    expect(found.body.data).toEqual(
      expect.arrayContaining([
        { id: o.id, label: String(o.number) },
        { id: lookalike.id, label: String(lookalike.number) },
      ]),
    );
  });
});
