import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, startTestApp, type TestApp } from '../../test/test-app.ts';
import { createDealer, dealerFields, insertDealerPerson } from './test-helpers.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const post = (json: Record<string, unknown>) => call<Rec>(t.url, 'POST', '/api/dealers-users', { token: owner, json });
const list = (query: string) =>
  call<{ data: Rec[]; meta: { total: number } }>(t.url, 'GET', `/api/dealers-users?${query}`, { token: owner });

describe('dealer companies: fields', () => {
  it('creates a pending company from valid fields', async () => {
    const res = await post(dealerFields({ vat: '123456789012' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', vat: '123456789012', decision_reason: null });
    // the status moves only through moderation: a form cannot approve
    const approved = await post(dealerFields({ status: 'approved' }));
    expect(approved.status).toBe(422);
    expect(Object.keys(approved.body.errors as object)).toEqual(['status']);
  });

  it('refuses a wrong EDRPOU check digit, a short VAT number and a foreign phone in Ukrainian, writing nothing', async () => {
    const before = await rowCount(t, 'dealers');
    const res = await post(dealerFields({ edrpou: '14360571', vat: '12345', phone: '0671234567' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      vat: ['ІПН платника ПДВ — 12 цифр.'],
      phone: ['Телефон у форматі +380XXXXXXXXX.'],
    });
    const digit = await post(dealerFields({ edrpou: '14360571' }));
    expect(digit.status).toBe(422);
    expect(digit.body.errors).toEqual({
      edrpou: ['Код ЄДРПОУ не проходить перевірку контрольної цифри: перевірте, чи не помилка в цифрах.'],
    });
    const short = await post(dealerFields({ edrpou: '1436057' }));
    expect(short.body.errors).toEqual({ edrpou: ['Код ЄДРПОУ — 8 цифр.'] });
    expect(await rowCount(t, 'dealers')).toBe(before);
  });

  it('keeps one company per EDRPOU code', async () => {
    const first = await createDealer(t, owner);
    const again = await post(dealerFields({ edrpou: first.edrpou }));
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors as object)).toEqual(['edrpou']);
  });

  it('takes only a staff member as the company’s manager, never a dealer’s person', async () => {
    const company = await createDealer(t, owner);
    const person = await insertDealerPerson(t, company.id);
    const staff = await createUser(t.app, { scopes: ['dealers.users.show'] });
    const bad = await post(dealerFields({ manager_id: person.id }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['manager_id']);
    expect((await post(dealerFields({ manager_id: staff.id }))).status).toBe(201);
  });
});

describe('dealer companies: the list', () => {
  it('filters by status, manager and application date, and searches name, EDRPOU, e-mail and phone', async () => {
    const staff = await createUser(t.app, { scopes: [] });
    const a = await createDealer(t, owner, { legal_name: 'ТОВ «Світло Поділля»', manager_id: staff.id });
    const b = await createDealer(t, owner, { legal_name: 'ФОП Гнатюк' });
    await queryRows(
      t.app.database.db,
      sql`update dealers set status = 'approved', created_at = '2026-01-10T10:00:00Z' where id = ${b.id}`,
    );
    const ids = (res: { body: { data: Rec[] } }) => res.body.data.map((r) => r.id);

    expect(ids(await list(`filter[manager_id]=${staff.id}`))).toEqual([a.id]);
    expect(ids(await list('filter[status]=approved'))).toContain(b.id);
    expect(ids(await list('filter[status]=approved'))).not.toContain(a.id);
    expect(ids(await list('filter[created_at][from]=2026-01-10&filter[created_at][to]=2026-01-10'))).toEqual([b.id]);
    expect(ids(await list('filter[created_at][to]=2026-01-09'))).toEqual([]);
    for (const q of ['Світло', a.edrpou, a.email, String(a.phone).slice(-7)]) {
      expect(ids(await list(`search=${encodeURIComponent(String(q))}`)), String(q)).toContain(a.id);
    }
    const bad = await list('filter[created_at][from]=вчора');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body as object)).toContain('errors');
  });

  it('is staff’s with the scope: no scope is a 403', async () => {
    const reader = await createUser(t.app, { scopes: ['dealers.users.show'] });
    const nobody = await createUser(t.app, { scopes: ['orders.show'] });
    const { signIn } = await import('../../test/test-app.ts');
    expect((await call(t.url, 'GET', '/api/dealers-users', { token: await signIn(t.url, reader) })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/dealers-users', { token: await signIn(t.url, nobody) })).status).toBe(403);
  });
});

describe('dealer people among the accounts', () => {
  it('are not staff: the admin-users list, record and picker never show them', async () => {
    const company = await createDealer(t, owner);
    const person = await insertDealerPerson(t, company.id);
    const staffList = await call<{ data: Rec[] }>(t.url, 'GET', '/api/admin-users?per_page=100', { token: owner });
    expect(staffList.body.data.map((r) => r.id)).not.toContain(person.id);
    expect((await call(t.url, 'GET', `/api/admin-users/${person.id}`, { token: owner })).status).toBe(404);
    const changed = await call(t.url, 'PUT', `/api/admin-users/${person.id}`, { token: owner, json: { owner: true } });
    expect(changed.status).toBe(404);
    const picker = await call<{ data: Rec[] }>(t.url, 'GET', `/api/admin-users/autocomplete?ids=${person.id}`, {
      token: owner,
    });
    expect(picker.body.data).toEqual([]);
  });

  it('can never be the owner nor hold a staff role, whatever writes the row', async () => {
    const company = await createDealer(t, owner);
    const person = await insertDealerPerson(t, company.id);
    const db = t.app.database.db;
    await expect(queryRows(db, sql`update admin_users set owner = true where id = ${person.id}`)).rejects.toThrow();
    const [role] = await queryRows<{ id: number }>(db, sql`select id from roles limit 1`);
    const roleId = role ? role.id : (await createUser(t.app, { scopes: ['orders.show'] })).id;
    await expect(
      queryRows(
        db,
        sql`insert into admin_users_roles (owner_id, target_id, position) values (${person.id}, ${roleId}, 0)`,
      ),
    ).rejects.toThrow();
    // a staff member with a role is not turned into a dealer's person either
    const staff = await createUser(t.app, { scopes: ['orders.show'] });
    await expect(
      queryRows(
        db,
        sql`update admin_users set dealer_id = ${company.id}, dealer_kind = 'manager' where id = ${staff.id}`,
      ),
    ).rejects.toThrow();
    // nor is a person left without its kind
    await expect(
      queryRows(db, sql`update admin_users set dealer_kind = null where id = ${person.id}`),
    ).rejects.toThrow();
  });
});
