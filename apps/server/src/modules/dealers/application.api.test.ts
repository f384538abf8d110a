import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, freshIp, startTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationsPerHour } from './application.ts';
import { dealerFields, freshDealerEmail } from './test-helpers.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

const password = 'ranok-nad-dniprom-42';
const application = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...dealerFields(),
  principal_name: 'Олена Коваль',
  principal_email: freshDealerEmail(),
  password,
  ...overrides,
});
const apply = (json: unknown, ip = freshIp()) =>
  call<{ data?: Rec; message?: string; errors?: Record<string, string[]> }>(
    t.url,
    'POST',
    '/api/dealers-users/register',
    {
      json,
      ip,
    },
  );
const auth = (email: string) => call<Rec>(t.url, 'POST', '/api/auth', { json: { email, password } });

describe('the public application', () => {
  it('makes a pending company and its principal, who is told to wait when signing in; staff see it in moderation', async () => {
    const body = application({ legal_name: 'ТОВ «Нова Хвиля»' });
    const res = await apply(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({
      status: 'pending',
      message: 'Дякуємо! Заявку отримано. Ми перевіримо дані компанії й надішлемо лист, щойно її схвалять.',
    });
    const [row] = await queryRows<{ id: number; status: string; kind: string }>(
      t.app.database.db,
      sql`select d.id, d.status, a.dealer_kind as kind from dealers d join admin_users a on a.dealer_id = d.id
          where d.edrpou = ${String(body.edrpou)}`,
    );
    expect(row).toMatchObject({ status: 'pending', kind: 'principal' });
    const signIn = await auth(String(body.principal_email));
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toContain('ще розглядають');
    const pending = await call<{ data: Rec[] }>(t.url, 'GET', '/api/dealers-users/moderation?per_page=100', {
      token: owner,
    });
    expect(pending.body.data.map((r) => r.legal_name)).toContain('ТОВ «Нова Хвиля»');
  });

  it('answers a taken EDRPOU code or sign-in e-mail as field errors in Ukrainian, writing nothing', async () => {
    const first = application();
    expect((await apply(first)).status).toBe(201);
    const staff = await createUser(t.app, { scopes: [] });
    const before = await rowCount(t, 'dealers');
    const again = await apply(application({ edrpou: first.edrpou, principal_email: staff.email }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      edrpou: ['Компанія з таким кодом ЄДРПОУ вже зареєстрована або подала заявку.'],
      principal_email: ['Цей e-mail уже використовується для входу.'],
    });
    expect(await rowCount(t, 'dealers')).toBe(before);
  });

  it('checks every field, takes none of staff’s, and refuses a weak password', async () => {
    const bad = await apply(
      application({ edrpou: '14360571', phone: '067', principal_email: 'ні', password: 'short', manager_id: 1 }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['manager_id', 'password', 'phone', 'principal_email']);
    const digit = await apply(application({ edrpou: '14360571' }));
    expect(Object.keys(digit.body.errors ?? {})).toEqual(['edrpou']);
    const weak = await apply(application({ password: 'qwertyuiop1' }));
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors ?? {})).toEqual(['password']);
  });

  it('drops what fills the hidden field, answering as it would a person', async () => {
    const before = await rowCount(t, 'dealers');
    const bot = await apply(application({ website: 'http://spam.example' }));
    expect(bot.status).toBe(201);
    expect(await rowCount(t, 'dealers')).toBe(before);
  });

  it(`takes ${applicationsPerHour} applications an hour from one address, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < applicationsPerHour; i++) expect((await apply({}, ip)).status).toBe(422);
    const limited = await apply(application(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes only a bounded body, as sign-in does', async () => {
    const res = await apply(application({ legal_address: 'я'.repeat(200_000) }));
    expect(res.status).toBe(413);
  });
});
