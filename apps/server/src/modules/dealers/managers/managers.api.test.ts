import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { eventually } from '../../../mail/smtp-test-server.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDealer, insertDealerPerson, insertWorkspace } from '../test-helpers.ts';
import { managerMessages } from './messages.ts';

const publicUrl = 'https://admin.shop.example';
let t: TestApp;
let owner: string;
const a = { id: 0, token: '', workspaces: [] as number[] };
const b = { id: 0, token: '', manager: 0 };

beforeAll(async () => {
  t = await startTestApp({ publicUrl, jobs: { pollMs: 100 } });
  owner = await ownerToken(t);
  const group = await create(t, owner, 'price-groups', { name: 'Менеджери', discount: 5 });
  const staff = await createUser(t.app, { scopes: [] });
  const companies = [await createDealer(t, owner), await createDealer(t, owner)];
  await call(t.url, 'POST', '/api/dealers-users/moderation/approve', {
    token: owner,
    json: { ids: companies.map((c) => c.id), price_group_id: group.id, manager_id: staff.id },
  });
  a.id = companies[0]?.id ?? 0;
  b.id = companies[1]?.id ?? 0;
  a.workspaces = [await insertWorkspace(t, a.id), await insertWorkspace(t, a.id)];
  await insertWorkspace(t, b.id);
  a.token = await signIn(t.url, await insertDealerPerson(t, a.id));
  b.token = await signIn(t.url, await insertDealerPerson(t, b.id));
  b.manager = (await insertDealerPerson(t, b.id, 'manager')).id;
});
afterAll(() => t.close());

type Answer = { data: Rec & Rec[]; meta?: Rec; message?: string; errors?: Record<string, string[]> };
const api = (method: string, path: string, token: string, json?: unknown) =>
  call<Answer>(t.url, method, `/api/dealers-managers${path}`, { token, json });
let emails = 0;
const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ірина Бондар',
  email: `manager-${Date.now()}-${++emails}@example.com`,
  phone: '+380671234567',
  job_title: 'Менеджер із закупівель',
  workspaces: [a.workspaces[0]],
  ...overrides,
});
const inviteToken = async (email: string) => {
  const letter = await eventually(async () => {
    const [row] = await queryRows<{ body: string; subject: string }>(
      t.app.database.db,
      sql`select body, subject from mail_outbox where to_address = ${email} and kind = 'invitation'`,
    );
    return row;
  });
  expect(letter.subject).toBe('Запрошення до Крамаря: встановіть пароль');
  return /\/login\?invite=([\w-]+)/.exec(letter.body)?.[1] ?? '';
};

describe('dealer managers', () => {
  it('a principal invites a manager, who sets a password from the letter and sees only their workspace', async () => {
    const body = fields();
    const res = await api('POST', '', a.token, body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ dealer_id: a.id, name: body.name, email: body.email, active: true });
    expect(res.body.data.workspaces).toEqual([a.workspaces[0]]);

    const token = await inviteToken(body.email);
    const accepted = await call<{ access_token: string }>(t.url, 'POST', '/api/auth/invitation', {
      json: { token, password: 'menedzher-kupuie-gurtom' },
    });
    expect(accepted.status).toBe(200);
    const manager = accepted.body.access_token;
    const spaces = await call<{ data: Rec[] }>(t.url, 'GET', '/api/dealers/workspaces', { token: manager });
    expect(spaces.body.data.map((w) => w.id)).toEqual([a.workspaces[0]]);
    // a manager holds no dealer.manager_user: the managers are the principal's
    expect((await api('GET', '', manager)).status).toBe(403);

    // given the other workspace too, they act for both at once
    const id = Number(res.body.data.id);
    const moved = await api('PATCH', `/${id}`, a.token, { workspaces: a.workspaces });
    expect(moved.status).toBe(200);
    const both = await call<{ data: Rec[] }>(t.url, 'GET', '/api/dealers/workspaces', { token: manager });
    expect(both.body.data.map((w) => w.id).sort()).toEqual([...a.workspaces].sort());

    // deactivated: their session ends at once
    expect((await api('PATCH', `/${id}`, a.token, { active: false })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user', { token: manager })).status).toBe(401);
  });

  it("a principal sees and picks only its own company's managers; another company's answer as missing ones", async () => {
    const mine = await api('POST', '', a.token, fields({ name: 'Андрій Ткач' }));
    const list = await api('GET', '?per_page=100', a.token);
    expect(list.status).toBe(200);
    expect(list.body.data.every((r) => r.dealer_id === a.id)).toBe(true);
    expect(list.body.data.map((r) => r.id)).toContain(mine.body.data.id);
    const picks = await api('GET', '/select?search=Ткач', a.token);
    expect(picks.body.data.map((r) => r.id)).toEqual([mine.body.data.id]);
    expect((await api('GET', '/select', a.token)).body.data.map((r) => r.id)).not.toContain(b.manager);

    const missing = await api('GET', '/999999999', a.token);
    const foreign = await api('GET', `/${b.manager}`, a.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await api('PUT', `/${b.manager}`, a.token, { name: 'Захоплено' })).status).toBe(404);
    const filtered = await api('GET', `?filter[dealer_id]=${b.id}`, a.token);
    expect(filtered.body.data).toEqual([]);
  });

  it('refuses another company, its workspaces and a taken e-mail as field errors, writing nothing', async () => {
    const count = async () =>
      Number(
        (await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from admin_users`))[0]?.n,
      );
    const before = await count();
    const [foreignSpace] = await queryRows<{ id: number }>(
      t.app.database.db,
      sql`select id from dealer_workspaces where dealer_id = ${b.id}`,
    );
    const otherSpace = await api('POST', '', a.token, fields({ workspaces: [Number(foreignSpace?.id)] }));
    expect(otherSpace.status).toBe(422);
    expect(otherSpace.body.errors?.workspaces).toEqual([managerMessages.workspaceForeign]);
    const otherCompany = await api('POST', '', a.token, fields({ dealer_id: b.id }));
    expect(otherCompany.status).toBe(422);
    expect(otherCompany.body.errors?.dealer_id?.[0]).toMatch(/[а-яі]/i);
    const taken = await api('POST', '', a.token, fields({ email: 'OWNER@kramar.test' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.email).toEqual([managerMessages.emailTaken]);
    const empty = await api('POST', '', a.token, { name: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(expect.arrayContaining(['name', 'email']));
    expect(await count()).toBe(before);
  });

  it("staff with the scope see every company's managers and filter by company; without it, 403", async () => {
    const staff = await signIn(t.url, await createUser(t.app, { scopes: ['dealer.manager_user'] }));
    const all = await api('GET', '?per_page=100', staff);
    const companies = new Set(all.body.data.map((r) => r.dealer_id));
    expect(companies.has(a.id) && companies.has(b.id)).toBe(true);
    const onlyB = await api('GET', `?filter[dealer_id]=${b.id}`, staff);
    expect(onlyB.body.data.map((r) => r.id)).toEqual([b.manager]);
    // staff name the company; a manager is never a staff account
    const made = await api('POST', '', staff, fields({ dealer_id: b.id, workspaces: [] }));
    expect(made.status).toBe(201);
    const staffList = await call<{ data: Rec[] }>(t.url, 'GET', '/api/admin-users?per_page=100', { token: owner });
    expect(staffList.body.data.map((r) => r.id)).not.toContain(made.body.data.id);
    const without = await signIn(t.url, await createUser(t.app, { scopes: ['dealer.dashboard'] }));
    expect((await api('GET', '', without)).status).toBe(403);
  });
});
