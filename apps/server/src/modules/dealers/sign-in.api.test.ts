import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { createDealer, insertDealerPerson, insertWorkspace } from './test-helpers.ts';

let t: TestApp;
let owner: string;
let group: Rec;
let staffManager: { id: number };
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  group = await create(t, owner, 'price-groups', { name: 'Опт 2', discount: 10 });
  staffManager = await createUser(t.app, { scopes: [] });
});
afterAll(() => t.close());

const approve = (id: number) =>
  call(t.url, 'POST', '/api/dealers-users/moderation/approve', {
    token: owner,
    json: { ids: [id], price_group_id: group.id, manager_id: staffManager.id },
  });
const auth = (creds: { email: string; password: string }) =>
  call<{ access_token?: string; message?: string }>(t.url, 'POST', '/api/auth', { json: creds });

describe('dealer sign-in', () => {
  it('tells a pending, rejected or blocked dealer why, with no token; a wrong password still hears nothing of it', async () => {
    const company = await createDealer(t, owner, { legal_name: 'ТОВ «Вежа»' });
    const person = await insertDealerPerson(t, company.id);
    const pending = await auth(person);
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual({
      message: 'Заявку вашої компанії ще розглядають. Ми надішлемо лист, щойно її схвалять.',
    });
    const wrong = await auth({ email: person.email, password: 'wrong-password-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.access_token).toBeUndefined();

    await call(t.url, 'POST', '/api/dealers-users/moderation/reject', {
      token: owner,
      json: { ids: [company.id], reason: 'Не торгуєте електронікою' },
    });
    expect((await auth(person)).body).toEqual({
      message: 'Заявку вашої компанії відхилено. Причина: Не торгуєте електронікою',
    });
  });

  it('lets an approved dealer in, says who it is, and ends its sessions at once when the company is blocked', async () => {
    const company = await createDealer(t, owner, { legal_name: 'ТОВ «Світанок»' });
    const principal = await insertDealerPerson(t, company.id, 'principal');
    const manager = await insertDealerPerson(t, company.id, 'manager');
    const shop = await insertWorkspace(t, company.id, [manager.id]);
    const warehouse = await insertWorkspace(t, company.id);
    await approve(company.id);
    const token = await signIn(t.url, principal);
    const me = await call<{ data: Rec }>(t.url, 'GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: principal.id,
      owner: false,
      scopes: ['dealer.dashboard', 'dealer.manager_user'],
      dealer: { id: company.id, name: 'ТОВ «Світанок»', principal: true, workspaces: [shop, warehouse] },
    });
    const managerToken = await signIn(t.url, manager);
    const asManager = await call<{ data: Rec }>(t.url, 'GET', '/api/user', { token: managerToken });
    expect(asManager.body.data).toMatchObject({
      scopes: ['dealer.dashboard'],
      dealer: { principal: false, workspaces: [shop] },
    });
    // dealer routes answer a dealer: its workspaces list is its own
    const own = await call<{ data: Rec[] }>(t.url, 'GET', '/api/dealers/workspaces', { token: managerToken });
    expect(own.status).toBe(200);
    expect(own.body.data.map((w) => w.id)).toEqual([shop]);

    const block = await call(t.url, 'POST', `/api/dealers-users/${company.id}/block`, {
      token: owner,
      json: { reason: 'Прострочена оплата' },
    });
    expect(block.status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user', { token: managerToken })).status).toBe(401);
    expect((await auth(principal)).body).toEqual({
      message: 'Доступ вашої компанії заблоковано. Причина: Прострочена оплата',
    });
  });

  it('answers a dealer’s token 403 on every staff route, its own profile and sessions still open', async () => {
    const company = await createDealer(t, owner);
    const principal = await insertDealerPerson(t, company.id);
    await approve(company.id);
    const token = await signIn(t.url, principal);
    const staffRoutes = t.app.apiRoutes.filter((r) => {
      const access = r.config?.access;
      return access === 'user' || (typeof access === 'object' && !access.dealer);
    });
    expect(staffRoutes.length).toBeGreaterThan(100);
    for (const route of staffRoutes) {
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
      if (method === 'HEAD') continue;
      const path = route.url.replace(/:[a-z_]+/gi, '1').replace('*', 'x');
      const res = await call(t.url, method, path, { token, json: ['GET', 'DELETE'].includes(method) ? undefined : {} });
      expect(res.status, `${method} ${route.url}`).toBe(403);
    }
    for (const path of ['/api/user', '/api/user/sessions', '/api/user/two-factor']) {
      expect((await call(t.url, 'GET', path, { token })).status, path).toBe(200);
    }
  }, 120_000);
});
