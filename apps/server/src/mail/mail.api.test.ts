import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../crud/test-kit.ts';
import { queryRows } from '../db/client.ts';
import { createDealer, insertDealerPerson } from '../modules/dealers/test-helpers.ts';
import { freePort } from '../test/free-port.ts';
import { call, createUser, startTestApp, type TestApp } from '../test/test-app.ts';
import { eventually, startSmtpServer } from './smtp-test-server.ts';

const publicUrl = 'https://admin.shop.example';

interface Outboxed {
  kind: string;
  to_address: string;
  attempts: number;
  last_error: string | null;
  sent_via: string | null;
  sent_at: string | null;
}
const outbox = (t: TestApp, to: string) =>
  queryRows<Outboxed>(
    t.app.database.db,
    sql`select kind, to_address, attempts, last_error, sent_via, sent_at from mail_outbox where to_address = ${to} order by id`,
  );

/** A pending company with its principal, and what an approval needs. */
async function application(t: TestApp, owner: string) {
  const company = await createDealer(t, owner);
  const principal = await insertDealerPerson(t, company.id);
  return { company, principal };
}

async function approvalTerms(t: TestApp, owner: string) {
  const group = await create(t, owner, 'price-groups', { name: `Опт ${Date.now()}`, discount: 12 });
  const manager = await createUser(t.app, { scopes: ['dealers.users.show'] });
  return { price_group_id: group.id, manager_id: manager.id };
}

const decide = (t: TestApp, owner: string, path: string, json: Record<string, unknown>) =>
  call<{ data: Rec[] }>(t.url, 'POST', `/api/dealers-users/moderation/${path}`, { token: owner, json });

describe('mail over SMTP', () => {
  let t: TestApp;
  let owner: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ smtpUrl: smtp.url, publicUrl, jobs: { pollMs: 100 } });
    owner = await ownerToken(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('an approval sends the principal a letter in Ukrainian with the sign-in link', async () => {
    const { company, principal } = await application(t, owner);
    const res = await decide(t, owner, 'approve', { ids: [company.id], ...(await approvalTerms(t, owner)) });
    expect(res.status).toBe(200);
    const letter = await eventually(() => smtp.letters.find((l) => l.to.includes(principal.email)));
    expect(letter.subject).toBe('Заявку дилера схвалено');
    expect(letter.text).toContain(`Заявку компанії «${company.legal_name}» схвалено`);
    expect(letter.text).toContain(`${publicUrl}/login`);
    // marked sent just after the server took it
    const row = await eventually(async () => (await outbox(t, principal.email)).find((r) => r.sent_at));
    expect(row).toMatchObject({ kind: 'dealer-approved', sent_via: 'smtp', attempts: 1, last_error: null });
  });

  it('a rejection names its reason; a rolled-back decision sends nothing', async () => {
    const { company, principal } = await application(t, owner);
    const res = await decide(t, owner, 'reject', { ids: [company.id], reason: 'Код ЄДРПОУ не збігається з назвою' });
    expect(res.status).toBe(200);
    const letter = await eventually(() => smtp.letters.find((l) => l.to.includes(principal.email)));
    expect(letter.subject).toBe('Заявку дилера відхилено');
    expect(letter.text).toContain('Причина: Код ЄДРПОУ не збігається з назвою.');

    // an approval naming a price group that does not exist is refused whole: no letter is written
    const other = await application(t, owner);
    const terms = await approvalTerms(t, owner);
    const refused = await decide(t, owner, 'approve', { ids: [other.company.id], ...terms, price_group_id: 999_999 });
    expect(refused.status).toBe(422);
    expect(await outbox(t, other.principal.email)).toEqual([]);
  });
});

describe('a mail server that is down', () => {
  let t: TestApp;
  let owner: string;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicUrl,
      jobs: { pollMs: 100 },
      mail: { retryBaseMs: 300 },
    });
    owner = await ownerToken(t);
  });
  afterAll(() => t.close());

  it('never fails the decision: the letter waits, is tried again later and goes once the server is back', async () => {
    const { company, principal } = await application(t, owner);
    const res = await decide(t, owner, 'approve', { ids: [company.id], ...(await approvalTerms(t, owner)) });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d) => d.id)).toEqual([company.id]);

    const failed = await eventually(async () => {
      const [row] = await outbox(t, principal.email);
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpServer(port);
    try {
      const letter = await eventually(() => smtp.letters.find((l) => l.to.includes(principal.email)));
      expect(letter.subject).toBe('Заявку дилера схвалено');
      const sent = await eventually(async () => (await outbox(t, principal.email)).find((r) => r.sent_at));
      expect(sent.sent_via).toBe('smtp');
    } finally {
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  let owner: string;
  const printed: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ publicUrl, jobs: { pollMs: 100 }, mail: { print: (text) => printed.push(text) } });
    owner = await ownerToken(t);
  });
  afterAll(() => t.close());

  it('prints the letter with its link and keeps it in the outbox', async () => {
    const { company, principal } = await application(t, owner);
    await decide(t, owner, 'approve', { ids: [company.id], ...(await approvalTerms(t, owner)) });
    const text = await eventually(() => printed.find((p) => p.includes(principal.email)));
    expect(text).toContain('Заявку дилера схвалено');
    expect(text).toContain(`${publicUrl}/login`);
    const row = await eventually(async () => (await outbox(t, principal.email)).find((r) => r.sent_at));
    expect(row.sent_via).toBe('console');
  });
});
