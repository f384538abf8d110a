import { isEdrpou } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken } from '../../crud/test-kit.ts';
import { call, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { type Db, queryRows } from '../client.ts';
import { type DemoDealerSignIn, seedDemoDealers } from './demo-dealers.ts';

let t: TestApp;
let printed: DemoDealerSignIn | null;
beforeAll(async () => {
  t = await startTestApp();
  printed = await t.app.database.db.transaction((tx) => seedDemoDealers(tx as unknown as Db));
}, 120_000);
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.database.db, query);

describe('demo dealers', () => {
  it('are 40 valid companies in every status, each with its principal', async () => {
    const companies = await rows<{ id: unknown; edrpou: string; status: string; price_group_id: unknown }>(
      sql`select id, edrpou, status, price_group_id from dealers order by id`,
    );
    expect(companies.length).toBe(40);
    expect(new Set(companies.map((c) => c.status))).toEqual(new Set(['approved', 'pending', 'rejected', 'blocked']));
    for (const c of companies) expect(isEdrpou(c.edrpou), c.edrpou).toBe(true);
    for (const c of companies.filter((c) => c.status === 'approved')) expect(c.price_group_id).not.toBeNull();
    const principals = await rows<{ n: unknown }>(
      sql`select count(distinct dealer_id) as n from admin_users where dealer_kind = 'principal'`,
    );
    expect(Number(principals[0]?.n)).toBe(40);
  });

  it('give the trading companies workspaces, and managers acting only for their own company’s', async () => {
    const without = await rows(
      sql`select 1 from dealers d where d.status in ('approved', 'blocked')
        and not exists (select 1 from dealer_workspaces w where w.dealer_id = d.id)`,
    );
    expect(without).toEqual([]);
    const foreign = await rows(
      sql`select 1 from dealer_manager_workspaces l join admin_users a on a.id = l.account_id
        join dealer_workspaces w on w.id = l.workspace_id where a.dealer_id <> w.dealer_id or a.dealer_kind <> 'manager'`,
    );
    expect(foreign).toEqual([]);
    const links = await rows<{ n: unknown }>(sql`select count(*) as n from dealer_manager_workspaces`);
    expect(Number(links[0]?.n)).toBeGreaterThan(20);
    const token = await ownerToken(t);
    const list = await call<{ meta: { total: number } }>(t.url, 'GET', '/api/dealers/workspaces', { token });
    expect(list.body.meta.total).toBeGreaterThan(40);
  });

  it('print an approved principal whose password signs in, and are written once', async () => {
    const [company] = await rows<{ status: string }>(
      sql`select d.status from dealers d join admin_users a on a.dealer_id = d.id where a.email = ${printed?.email}`,
    );
    expect(company?.status).toBe('approved');
    expect(await signIn(t.url, printed as DemoDealerSignIn)).toEqual(expect.any(String));
    expect(await t.app.database.db.transaction((tx) => seedDemoDealers(tx as unknown as Db))).toBeNull();
  });
});
