import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { createDealer, insertDealerPerson } from './test-helpers.ts';

let t: TestApp;
let owner: string;
let group: Rec;
let manager: { id: number };
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  group = await create(t, owner, 'price-groups', { name: 'Опт 1', discount: 12 });
  manager = await createUser(t.app, { scopes: ['dealers.users.show'] });
});
afterAll(() => t.close());

const post = (path: string, json?: unknown, token = owner) =>
  call<{ data: Rec[]; message?: string; errors?: Record<string, string[]> }>(
    t.url,
    'POST',
    `/api/dealers-users${path}`,
    { token, json },
  );
const statusOf = async (id: number) =>
  (
    await queryRows<{ status: string; decision_reason: string | null }>(
      t.app.database.db,
      sql`select status, decision_reason from dealers where id = ${id}`,
    )
  )[0];
const audits = async (id: number) =>
  queryRows<{ changes: Record<string, { before: unknown; after: unknown }>; user_id: number }>(
    t.app.database.db,
    sql`select changes, user_id from audit_log where resource = 'dealers-users' and record_id = ${id} and action = 'update' order by id`,
  );

describe('moderation: the list', () => {
  it('lists pending applications oldest first, with the EDRPOU check and duplicates of phone and e-mail', async () => {
    const older = await createDealer(t, owner);
    const twin = await createDealer(t, owner, { phone: older.phone, email: String(older.email).toUpperCase() });
    await create(t, owner, 'customers', { name: 'Клієнт', phone: older.phone });
    await queryRows(
      t.app.database.db,
      sql`update dealers set created_at = now() - interval '3 days' where id = ${older.id}`,
    );
    // a code that passed once and is wrong now (written past the form): the moderator sees it
    await queryRows(t.app.database.db, sql`update dealers set edrpou = '14360571' where id = ${twin.id}`);
    const approved = await createDealer(t, owner);
    await post('/moderation/approve', { ids: [approved.id], price_group_id: group.id, manager_id: manager.id });

    const res = await call<{ data: Rec[]; meta: Rec }>(t.url, 'GET', '/api/dealers-users/moderation?per_page=100', {
      token: owner,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r) => r.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(twin.id));
    expect(ids).not.toContain(approved.id);
    const row = (id: number) => res.body.data.find((r) => r.id === id) as Rec;
    expect(row(older.id).checks).toEqual({
      edrpou_valid: true,
      phone: { dealers: 1, customers: 1 },
      email: { dealers: 1, customers: 0, accounts: 0 },
    });
    expect((row(twin.id).checks as Rec).edrpou_valid).toBe(false);
  });
});

describe('moderation: decisions', () => {
  it('approves in bulk with the price group and the staff member, audited; a second approval finds nothing to decide', async () => {
    const a = await createDealer(t, owner);
    const b = await createDealer(t, owner);
    const res = await post('/moderation/approve', {
      ids: [a.id, b.id],
      price_group_id: group.id,
      manager_id: manager.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const [row] = await queryRows<Rec>(
      t.app.database.db,
      sql`select status, price_group_id, manager_id, decided_at from dealers where id = ${a.id}`,
    );
    expect(row?.status).toBe('approved');
    expect([Number(row?.price_group_id), Number(row?.manager_id)]).toEqual([Number(group.id), manager.id]);
    expect(row?.decided_at).not.toBeNull();
    const [entry] = await audits(a.id);
    expect(entry?.changes.status).toEqual({ before: 'pending', after: 'approved' });
    const again = await post('/moderation/approve', { ids: [a.id], price_group_id: group.id, manager_id: manager.id });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Серед обраних немає заявок, що очікують рішення.');
  });

  it('refuses a missing price group and a dealer’s person as the manager, in Ukrainian, deciding nothing', async () => {
    const a = await createDealer(t, owner);
    const person = await insertDealerPerson(t, a.id);
    const res = await post('/moderation/approve', { ids: [a.id], price_group_id: 999_999, manager_id: person.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      price_group_id: ['Такої цінової групи немає.'],
      manager_id: ['Оберіть активного співробітника магазину.'],
    });
    expect((await statusOf(a.id))?.status).toBe('pending');
    expect(await audits(a.id)).toEqual([]);
  });

  it('rejects with a reason (required), and blocks and unblocks an approved company', async () => {
    const a = await createDealer(t, owner);
    const blank = await post('/moderation/reject', { ids: [a.id], reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ reason: ['Вкажіть причину: дилер побачить її.'] });
    expect((await post('/moderation/reject', { ids: [a.id], reason: 'Немає договору' })).status).toBe(200);
    expect(await statusOf(a.id)).toEqual({ status: 'rejected', decision_reason: 'Немає договору' });
    // a rejected company cannot be blocked: only an approved one
    expect((await post(`/${a.id}/block`, { reason: 'Борг' })).status).toBe(422);

    const b = await createDealer(t, owner);
    await post('/moderation/approve', { ids: [b.id], price_group_id: group.id, manager_id: manager.id });
    expect((await post(`/${b.id}/block`, { reason: 'Прострочена оплата' })).status).toBe(200);
    expect(await statusOf(b.id)).toEqual({ status: 'blocked', decision_reason: 'Прострочена оплата' });
    expect((await post(`/${b.id}/unblock`)).status).toBe(200);
    expect((await statusOf(b.id))?.status).toBe('approved');
    expect((await audits(b.id)).map((e) => e.changes.status?.after)).toEqual(['approved', 'blocked', 'approved']);
    expect((await post('/99999999/block', { reason: 'x' })).status).toBe(422);
  });

  it('is for staff who may edit dealers: a reader gets 403', async () => {
    const reader = await createUser(t.app, { scopes: ['dealers.users.show'] });
    const token = await signIn(t.url, reader);
    const a = await createDealer(t, owner);
    expect((await post('/moderation/reject', { ids: [a.id], reason: 'x' }, token)).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/dealers-users/moderation', { token })).status).toBe(200);
  });
});
