import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDealer, setDealerStatus } from '../test-helpers.ts';

let t: TestApp;
let staff: string;
let a: Rec;
let b: Rec;
const ws: Record<string, Rec> = {};

type Answer = { data: Rec & { managers: number[] }; errors?: Record<string, string[]>; message?: string };
type List = { data: Rec[]; meta: { total: number } };
const path = '/api/dealers/workspaces';
const place = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  city: 'Львів',
  street: 'вул. Городоцька, 10',
  delivery_method: 'np_branch',
  np_branch: 'Відділення №12',
  phone: '+380671234567',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  staff = await ownerToken(t);
  a = await createDealer(t, staff);
  b = await createDealer(t, staff);
  for (const d of [a, b]) await setDealerStatus(t, d.id, 'approved');
  const made = (name: string, dealer: Rec) =>
    call<Answer>(t.url, 'POST', path, { token: staff, json: place(name, { dealer_id: dealer.id }) });
  ws.a1 = (await made('Магазин', a)).body.data;
  ws.a2 = (await made('Склад', a)).body.data;
  ws.b1 = (await made('Філія', b)).body.data;
});
afterAll(() => t.close());

const names = async (token: string, query = '') =>
  (await call<List>(t.url, 'GET', `${path}${query}`, { token })).body.data.map((w) => w.name).sort();

describe('workspaces for staff', () => {
  it('are made for a company, which must exist, with their details checked', async () => {
    expect(ws.a1).toMatchObject({ dealer_id: a.id, name: 'Магазин', price_group_id: null, managers: [] });
    const none = await call<Answer>(t.url, 'POST', path, { token: staff, json: place('Нічий') });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ dealer_id: ['Обов’язкове поле.'] });
    const missing = await call<Answer>(t.url, 'POST', path, {
      token: staff,
      json: place('Нічий', { dealer_id: 999_999 }),
    });
    expect(missing.body.errors).toEqual({ dealer_id: ['Оберіть запис зі списку.'] });
    const bad = await call<Answer>(t.url, 'POST', path, {
      token: staff,
      json: place('', { dealer_id: a.id, phone: '067' }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['name', 'phone']);
    expect(await names(staff, `?filter[dealer_id]=${a.id}`)).toEqual(['Магазин', 'Склад']);
  });

  it('start at the price group their company was approved with', async () => {
    const group = await create(t, staff, 'price-groups', { name: 'Опт компанії', discount: 8 });
    const company = await createDealer(t, staff);
    await queryRows(t.app.database.db, sql`update dealers set price_group_id = ${group.id} where id = ${company.id}`);
    const made = await call<Answer>(t.url, 'POST', path, {
      token: staff,
      json: place('Точка', { dealer_id: company.id }),
    });
    expect(made.body.data.price_group_id).toBe(group.id);
  });

  it('are listed across companies with company, group and search filters', async () => {
    expect(await names(staff, `?filter[dealer_id]=${b.id}`)).toEqual(['Філія']);
    expect(await names(staff, `?filter[dealer_id]=${a.id}&search=Скл`)).toEqual(['Склад']);
    const bad = await call<Answer>(t.url, 'GET', `${path}?filter[nothing]=1&sort=street`, { token: staff });
    expect(bad.status).toBe(422);
  });

  it('change their details with the version they read, never their company nor price group', async () => {
    const renamed = await call<Answer>(t.url, 'PUT', `${path}/${ws.a1?.id}`, {
      token: staff,
      json: { name: 'Магазин на Городоцькій', updated_at: ws.a1?.updated_at },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Магазин на Городоцькій', city: 'Львів' });
    const stale = await call(t.url, 'PUT', `${path}/${ws.a1?.id}`, {
      token: staff,
      json: { name: 'Старе', updated_at: ws.a1?.updated_at },
    });
    expect(stale.status).toBe(409);
    const put = (json: Record<string, unknown>) =>
      call<Answer>(t.url, 'PUT', `${path}/${ws.a1?.id}`, { token: staff, json });
    expect((await put({ price_group_id: 1 })).body.errors).toEqual({ price_group_id: ['Невідоме поле.'] });
    expect((await put({ dealer_id: b.id })).body.errors).toEqual({
      dealer_id: ['Робочий простір не переноситься до іншого дилера.'],
    });
    expect((await call(t.url, 'GET', `${path}/999999`, { token: staff })).status).toBe(404);
    expect(await names(staff, `?filter[dealer_id]=${a.id}`)).toEqual(['Магазин на Городоцькій', 'Склад']);
  });

  it('take their price group only with the price groups’ edit scope, audited', async () => {
    const group = await create(t, staff, 'price-groups', { name: 'Опт 3', discount: 15 });
    const url = `${path}/${ws.a2?.id}/price_group`;
    const panelOnly = await signIn(t.url, await createUser(t.app, { scopes: ['dealer.dashboard'] }));
    expect((await call(t.url, 'GET', `${path}/${ws.a2?.id}`, { token: panelOnly })).status).toBe(200);
    expect((await call(t.url, 'PUT', url, { token: panelOnly, json: { price_group_id: group.id } })).status).toBe(403);
    const wrong = await call<Answer>(t.url, 'PUT', url, { token: staff, json: { price_group_id: 999_999 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ price_group_id: ['Оберіть запис зі списку.'] });
    const pricing = await signIn(
      t.url,
      await createUser(t.app, { scopes: ['dealer.price_groups.edit', 'dealer.dashboard'] }),
    );
    const set = await call<Answer>(t.url, 'PUT', url, { token: pricing, json: { price_group_id: group.id } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.price_group_id).toBe(group.id);
    expect(await names(staff, `?filter[price_group_id]=${group.id}`)).toEqual(['Склад']);
    const audit = await queryRows<{ changes: unknown }>(
      t.app.database.db,
      sql`select changes from audit_log where resource = 'dealers-workspaces' and record_id = ${ws.a2?.id} and action = 'update'`,
    );
    expect(audit.map((r) => (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes))).toEqual([
      { price_group_id: { before: null, after: group.id } },
    ]);
    const gone = await call(t.url, 'PUT', `${path}/999999/price_group`, {
      token: staff,
      json: { price_group_id: null },
    });
    expect(gone.status).toBe(404);
  });
});
