import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDealer, insertDealerPerson, insertWorkspace, setDealerStatus } from '../test-helpers.ts';

/**
 * The dealer panel's first screen (issue 28): a dealer reads its own company, the shop's manager
 * who looks after it and its workspaces with the terms each buys on; never another company's.
 */
let t: TestApp;
let staff: string;
let a: Rec;
let principalA: string;
let managerA: string;
let principalB: string;
const ws: Record<string, number> = {};

interface Dashboard {
  company: { id: number; legal_name: string; status: string } | null;
  manager: { name: string; email: string; phone: string | null } | null;
  workspaces: {
    id: number;
    name: string;
    price_group: { name: string; discount: number; min_order_amount: number | null } | null;
  }[];
  workspaces_total: number;
  statuses: Record<string, number> | null;
}
const dashboard = async (token: string) =>
  (await call<{ data: Dashboard }>(t.url, 'GET', '/api/dealers/dashboard', { token })).body.data;

beforeAll(async () => {
  t = await startTestApp();
  staff = await ownerToken(t);
  const keeper = await createUser(t.app, { scopes: [], name: 'Марія Опт' });
  const group = await create(t, staff, 'price-groups', { name: 'Опт 1', discount: 12, min_order_amount: 500_000 });
  a = await createDealer(t, staff, { manager_id: keeper.id });
  const b = await createDealer(t, staff);
  for (const d of [a, b]) await setDealerStatus(t, d.id, 'approved');
  const manager = await insertDealerPerson(t, a.id, 'manager');
  ws.shop = await insertWorkspace(t, a.id, [manager.id]);
  ws.store = await insertWorkspace(t, a.id);
  ws.foreign = await insertWorkspace(t, b.id);
  await queryRows(
    t.app.database.db,
    sql`update dealer_workspaces set price_group_id = ${group.id} where id = ${ws.shop}`,
  );
  principalA = await signIn(t.url, await insertDealerPerson(t, a.id, 'principal'));
  managerA = await signIn(t.url, manager);
  principalB = await signIn(t.url, await insertDealerPerson(t, b.id, 'principal'));
});
afterAll(() => t.close());

describe('GET /api/dealers/dashboard', () => {
  it('gives a principal its company, its manager at the shop and every workspace with its price group', async () => {
    const seen = await dashboard(principalA);
    expect(seen.company).toMatchObject({ id: a.id, legal_name: a.legal_name, status: 'approved' });
    expect(seen.manager).toMatchObject({ name: 'Марія Опт' });
    expect(seen.workspaces.map((w) => w.id).sort()).toEqual([ws.shop, ws.store].sort());
    expect(seen.workspaces.find((w) => w.id === ws.shop)?.price_group).toEqual({
      id: expect.any(Number),
      name: 'Опт 1',
      discount: 12,
      min_order_amount: 500_000,
    });
    expect(seen.workspaces.find((w) => w.id === ws.store)?.price_group).toBeNull();
    expect(seen.workspaces_total).toBe(2);
    expect(seen.statuses).toBeNull();
  });

  it('gives a manager only the workspaces they act for, and another company nothing of the first', async () => {
    expect((await dashboard(managerA)).workspaces.map((w) => w.id)).toEqual([ws.shop]);
    const other = await dashboard(principalB);
    expect(other.company?.id).not.toBe(a.id);
    expect(other.workspaces.map((w) => w.id)).toEqual([ws.foreign]);
    expect(other.manager).toBeNull();
  });

  it('gives staff the companies by status instead of a company', async () => {
    const seen = await dashboard(staff);
    expect(seen.company).toBeNull();
    expect(seen.statuses).toMatchObject({ approved: 2, pending: 0 });
    expect(seen.workspaces_total).toBe(3);
  });

  it('is closed to staff without the dealer panel scope', async () => {
    const clerk = await createUser(t.app, { scopes: ['news.show'] });
    const res = await call(t.url, 'GET', '/api/dealers/dashboard', { token: await signIn(t.url, clerk) });
    expect(res.status).toBe(403);
  });
});
