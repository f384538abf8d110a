import { customers } from '@kramar/contract/resources/customers.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../crud/list-query.ts';
import { loadResources } from '../../crud/load-resources.ts';
import { buildTables, type ResourceTable } from '../../crud/tables.ts';
import { ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { clientsMaker, freshPhone } from '../reviews/test-helpers.ts';

let t: TestApp;
let make: ReturnType<typeof clientsMaker>;
let table: ResourceTable;
beforeAll(async () => {
  t = await startTestApp();
  make = clientsMaker(t, await ownerToken(t));
  const found = buildTables(await loadResources()).get('customers');
  if (!found) throw new Error('no customers table');
  table = found;
});
afterAll(() => t.close());

const ids = async (path: string) => (await make.get<Rec[]>(path)).body.data.map((r) => r.id);

describe('finding a client by any of their contacts', () => {
  it('finds a client by an extra phone or an extra e-mail, typed whole or in part, in the list and the picker', async () => {
    const tag = make.next();
    const extraPhone = freshPhone();
    const c = await make.create('customers', {
      name: 'Оксана Мельник',
      phone: freshPhone(),
      extra_phones: [extraPhone],
      extra_emails: [`second-${tag}@example.com`],
    });
    // the digits after the country code, the phone as it is written, and the second e-mail
    for (const typed of [extraPhone.slice(3), extraPhone, `second-${tag}`]) {
      const q = encodeURIComponent(typed);
      expect(await ids(`/api/customers?search=${q}`), typed).toEqual([c.id]);
      expect(await ids(`/api/customers/autocomplete?search=${q}`), typed).toEqual([c.id]);
    }
  });
});

describe('a phone read out by a caller, at any number of clients', () => {
  type Plan = { 'Node Type': string; 'Index Name'?: string; Plans?: Plan[] };
  const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

  it('is looked up in the phone indexes alone: no name, no e-mail, never the whole table', async () => {
    const { where } = parseListQuery(customers, table, { search: '096 288 34 93' });
    await t.app.database.db.execute(sql`analyze customers`);
    // a test's few clients would be read whole, or in an index's order: the planner is told to
    // look them up in the indexes that can find them, as it does at a shop's size
    const plan = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const [row] = await queryRows<{ 'QUERY PLAN': string | { Plan: Plan }[] }>(
        tx as never,
        sql`explain (format json) select id from customers where ${where}`,
      );
      const raw = row?.['QUERY PLAN'];
      return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as Plan;
    });
    const all = nodes(plan);
    // the extra phones' JSON was read row by row, and "096" found in a sixth of all phones: 128 ms at 100 000 clients
    expect(all.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    const indexes = new Set(all.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])));
    expect([...indexes].sort()).toEqual(['customers_extra_phones_trgm_idx', 'customers_phone_trgm_idx']);
  });
});
