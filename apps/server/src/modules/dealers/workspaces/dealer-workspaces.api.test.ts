import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDealer, insertDealerPerson, setDealerStatus } from '../test-helpers.ts';

/**
 * The wall around workspaces (issue 28): company A's principal, A's manager of one workspace and
 * company B's principal, each against the others' rows. Another company's workspace, or a
 * manager's other one, answers exactly as a missing one and nothing of it changes.
 */

let t: TestApp;
let staff: string;
let a: Rec;
let b: Rec;
let principalA: string;
let managerA: string;
let principalB: string;
const ws: Record<string, Rec> = {};

type Answer = { data: Rec; errors?: Record<string, string[]>; message?: string };
type List = { data: Rec[] };
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
  principalA = await signIn(t.url, await insertDealerPerson(t, a.id, 'principal'));
  const manager = await insertDealerPerson(t, a.id, 'manager');
  principalB = await signIn(t.url, await insertDealerPerson(t, b.id, 'principal'));
  ws.a1 = (await call<Answer>(t.url, 'POST', path, { token: principalA, json: place('Магазин') })).body.data;
  ws.a2 = (await call<Answer>(t.url, 'POST', path, { token: principalA, json: place('Склад') })).body.data;
  ws.b1 = (await call<Answer>(t.url, 'POST', path, { token: principalB, json: place('Філія') })).body.data;
  await queryRows(
    t.app.database.db,
    sql`insert into dealer_manager_workspaces (account_id, workspace_id) values (${manager.id}, ${ws.a1?.id})`,
  );
  managerA = await signIn(t.url, manager);
});
afterAll(() => t.close());

const names = async (token: string, query = '') =>
  (await call<List>(t.url, 'GET', `${path}${query}`, { token })).body.data.map((w) => w.name).sort();

describe('a dealer’s workspaces', () => {
  it('are added by its principal to its own company, whatever company the body names', async () => {
    expect(ws.a1).toMatchObject({ dealer_id: a.id, name: 'Магазин' });
    expect(ws.b1).toMatchObject({ dealer_id: b.id, name: 'Філія' });
    const foreign = await call<Answer>(t.url, 'POST', path, {
      token: principalA,
      json: place('Чужий', { dealer_id: b.id }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ dealer_id: ['Оберіть запис зі списку.'] });
    expect((await call(t.url, 'POST', path, { token: managerA, json: place('Новий') })).status).toBe(403);
    expect(await names(staff, `?filter[dealer_id]=${b.id}`)).toEqual(['Філія']);
  });

  it('are listed to a principal all, to a manager only theirs, and never another company’s', async () => {
    expect(await names(principalA)).toEqual(['Магазин', 'Склад']);
    expect(await names(principalA, `?filter[dealer_id]=${b.id}`)).toEqual([]);
    expect(await names(principalA, '?search=Філ')).toEqual([]);
    expect(await names(managerA)).toEqual(['Магазин']);
    expect(await names(principalB)).toEqual(['Філія']);
  });

  it('answer another company’s, or a manager’s other one, as a missing one, and nothing of it changes', async () => {
    const missing = await call<Answer>(t.url, 'GET', `${path}/999999`, { token: principalA });
    for (const [token, target] of [
      [principalA, ws.b1],
      [managerA, ws.a2],
      [principalB, ws.a1],
    ] as const) {
      const shown = await call<Answer>(t.url, 'GET', `${path}/${target?.id}`, { token });
      expect(shown.status).toBe(404);
      expect(shown.body).toEqual(missing.body);
      const changed = await call<Answer>(t.url, 'PUT', `${path}/${target?.id}`, { token, json: { name: 'Чуже' } });
      expect(changed.status).toBe(404);
      expect(changed.body).toEqual(missing.body);
    }
    expect(await names(staff, `?filter[dealer_id]=${a.id}`)).toEqual(['Магазин', 'Склад']);
    expect(await names(staff, `?filter[dealer_id]=${b.id}`)).toEqual(['Філія']);
  });

  it('are changed by a manager within their own, never the price group, which a dealer cannot even read', async () => {
    const renamed = await call<Answer>(t.url, 'PUT', `${path}/${ws.a1?.id}`, {
      token: managerA,
      json: { name: 'Магазин на Городоцькій' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const group = await create(t, staff, 'price-groups', { name: 'Опт дилера', discount: 10 });
    const own = await call<Answer>(t.url, 'PUT', `${path}/${ws.a1?.id}`, {
      token: principalA,
      json: { price_group_id: group.id },
    });
    expect(own.body.errors).toEqual({ price_group_id: ['Невідоме поле.'] });
    const set = await call(t.url, 'PUT', `${path}/${ws.a1?.id}/price_group`, {
      token: principalA,
      json: { price_group_id: group.id },
    });
    expect(set.status).toBe(403);
    expect((await call(t.url, 'GET', '/api/price-groups', { token: principalA })).status).toBe(403);
    const shown = await call<Answer>(t.url, 'GET', `${path}/${ws.a1?.id}`, { token: principalA });
    expect(shown.body.data).toMatchObject({ name: 'Магазин на Городоцькій', price_group_id: null });
  });
});
