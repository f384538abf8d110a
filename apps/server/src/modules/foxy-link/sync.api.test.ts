import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import type { JobView } from '../../jobs/routes.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';

/** What the partner stub received: the path, the Authorization header and the JSON body. */
interface Received {
  path: string;
  auth: string | undefined;
  body: { items: { partner_sku: string; shop_sku: string; price: number; available: boolean; url: string | null }[] };
}

/**
 * A real partner on the loopback: `/ok` takes the batch, `/refuse` answers 503, `/once` refuses
 * only its second request, `/slow` holds the request far past the sync's timeout (the test ends it).
 */
async function partnerStub(): Promise<{ url: string; received: Received[]; close(): Promise<void>; server: Server }> {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(text || '{}') });
    const once = req.url === '/once' && received.filter((r) => r.path === '/once').length !== 2;
    if (req.url === '/ok' || once) res.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    else if (req.url === '/refuse') res.writeHead(503).end('busy');
    // /slow: never answers within the test's timeout
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let owner: string;
let stub: Awaited<ReturnType<typeof partnerStub>>;
const p: Rec[] = [];
let slow: Rec;
let refusing: Rec;
let good: Rec;
let silent: Rec;
beforeAll(async () => {
  stub = await partnerStub();
  t = await startTestApp({
    foxyLink: { timeoutMs: 300, retryBaseMs: 100, maxAttempts: 2, batchSize: 2 },
    jobs: { pollMs: 100 },
  });
  owner = await ownerToken(t);
  const category = (await create(t, owner, 'categories', { title: 'Чайники' })).id;
  for (const i of [1, 2, 3, 4]) {
    p.push(await create(t, owner, 'products', { name: `Чайник ${i}`, sku: `KT-${i}`, category, price: 1000_00 + i }));
  }
  // the slow one first: its job is claimed first, and the others must not wait for it
  slow = await create(t, owner, 'partners', { title: 'Повільний', sync_url: `${stub.url}/slow` });
  refusing = await create(t, owner, 'partners', { title: 'Зайнятий', sync_url: `${stub.url}/refuse` });
  good = await create(t, owner, 'partners', {
    title: 'Фокстрот',
    sync_url: `${stub.url}/ok`,
    sync_token: 'partner-token-0001',
  });
  silent = await create(t, owner, 'partners', { title: 'Без адреси' });
  const map = (partner: Rec, product: Rec | undefined, sku: string) =>
    create(t, owner, 'foxy-link-mappings', {
      partner: partner.id,
      product: product?.id,
      partner_sku: sku,
      product_url: `https://partner.example/${sku}`,
    });
  for (const [i, product] of p.slice(0, 3).entries()) await map(good, product, `FX-${i + 1}`);
  await map(slow, p[0], 'SL-1');
  await map(refusing, p[0], 'RF-1');
  await map(silent, p[0], 'NO-1');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const sync = (json: unknown) =>
  call<{ data: { jobs: { partner: number; job: number }[] }; message?: string; errors?: Record<string, string[]> }>(
    t.url,
    'POST',
    '/api/products/foxylink/sync/batch',
    { token: owner, json },
  );

async function finished(id: number): Promise<JobView> {
  for (let i = 0; i < 400; i++) {
    const job = (await call<{ data: JobView }>(t.url, 'GET', `/api/jobs/${id}`, { token: owner })).body.data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

const stateOf = async (partner: Rec) =>
  queryRows<{ partner_sku: string; sync_state: string; sync_error: string | null; synced_at: string | null }>(
    t.app.database.db,
    sql`select partner_sku, sync_state, sync_error, synced_at from foxy_link_mappings
        where partner = ${partner.id} order by partner_sku`,
  );

describe('POST /api/products/foxylink/sync/batch', () => {
  it('queues one job per partner with a sync address that maps the chosen products', async () => {
    const started = Date.now();
    const res = await sync({ ids: [p[0]?.id, p[1]?.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const jobs = new Map(res.body.data.jobs.map((j) => [j.partner, j.job]));
    expect([...jobs.keys()].sort()).toEqual([slow.id, refusing.id, good.id].sort());
    // the token travels only to the partner: never in a job's params, which its starter may read
    const view = (await call<{ data: JobView }>(t.url, 'GET', `/api/jobs/${jobs.get(good.id)}`, { token: owner })).body
      .data;
    expect(JSON.stringify(view)).not.toContain('partner-token');

    // the partner that takes the batch: prices and availability, with its bearer token
    const ok = await finished(jobs.get(good.id) as number);
    expect(ok.status).toBe('done');
    expect(ok.result).toMatchObject({ sent: 2, failed: 0 });
    const got = stub.received.filter((r) => r.path === '/ok');
    expect(got).toHaveLength(1);
    expect(got[0]?.auth).toBe('Bearer partner-token-0001');
    expect(got[0]?.body.items).toEqual([
      expect.objectContaining({
        partner_sku: 'FX-1',
        shop_sku: 'KT-1',
        price: 1000.01,
        url: 'https://partner.example/FX-1',
      }),
      expect.objectContaining({ partner_sku: 'FX-2', shop_sku: 'KT-2', price: 1000.02 }),
    ]);
    const states = await stateOf(good);
    expect(states.map((s) => [s.partner_sku, s.sync_state])).toEqual([
      ['FX-1', 'ok'],
      ['FX-2', 'ok'],
      ['FX-3', 'never'],
    ]);
    // the server kept answering while a partner hung
    const list = await call(t.url, 'GET', '/api/foxy-link-mappings', { token: owner });
    expect(list.status).toBe(200);

    // a partner that refuses: tried again after a delay, then the job fails with the reason
    const refused = await finished(jobs.get(refusing.id) as number);
    expect(refused.status).toBe('failed');
    expect(refused.result).toEqual({
      message: 'Синхронізацію не виконано після 2 спроб: Партнер відповів помилкою 503.',
    });
    expect(stub.received.filter((r) => r.path === '/refuse')).toHaveLength(2);
    expect(await stateOf(refusing)).toEqual([
      expect.objectContaining({
        partner_sku: 'RF-1',
        sync_state: 'failed',
        sync_error: 'Партнер відповів помилкою 503.',
      }),
    ]);

    // a partner that never answers: cut off at the timeout, twice, never holding the others
    const hung = await finished(jobs.get(slow.id) as number);
    expect(hung.status).toBe('failed');
    expect((hung.result as { message: string }).message).toContain('Партнер не відповів за 0,3 с.');
    expect(await stateOf(slow)).toEqual([
      expect.objectContaining({ sync_state: 'failed', sync_error: 'Партнер не відповів за 0,3 с.' }),
    ]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('takes a products list filter instead of a selection', async () => {
    const res = await sync({ search: 'KT-3' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.jobs.map((j) => j.partner)).toEqual([good.id]);
    expect((await finished(res.body.data.jobs[0]?.job as number)).status).toBe('done');
    expect((await stateOf(good)).find((s) => s.partner_sku === 'FX-3')?.sync_state).toBe('ok');
    const bad = await sync({ filter: { no_such_field: '1' } });
    expect(bad.status).toBe(422);
    // what a filter finds was not chosen one by one: the answer the products screen shows says so
    const none = await sync({ filter: { category: String(p[0]?.category) }, search: 'no such kettle' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(
      'Знайдені товари не зіставлено з жодним партнером, у якого вказано адресу синхронізації.',
    );
    expect(none.body.errors).toEqual({ filter: [none.body.message] });
  });

  it('refuses a filter that narrows nothing: the whole catalogue only by an explicit all', async () => {
    const before = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from jobs`);
    const empty =
      'Фільтр порожній: задайте значення фільтра або пошук. Щоб синхронізувати весь каталог, надішліть all: true.';
    for (const body of [{ filter: {} }, { filter: { category: '', price: { from: '' } } }, { search: '  ' }]) {
      const res = await sync(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe(empty);
      expect(res.body.errors).toEqual({ filter: [empty] });
    }
    // "all" goes alone: with a selection or a filter it would say two things at once
    expect((await sync({ all: true, ids: [p[0]?.id] })).status).toBe(422);
    expect((await sync({ all: true, filter: {} })).status).toBe(422);
    expect((await sync({ all: false })).status).toBe(422);
    const after = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from jobs`);
    expect(after[0]?.n).toBe(before[0]?.n);

    const all = await sync({ all: true });
    expect(all.status, JSON.stringify(all.body)).toBe(202);
    expect(all.body.data.jobs.map((j) => j.partner).sort()).toEqual([slow.id, refusing.id, good.id].sort());
    // every mapping of the partner that takes them, not only those of a filter
    expect((await finished(all.body.data.jobs.find((j) => j.partner === good.id)?.job as number)).result).toMatchObject(
      { sent: 3, failed: 0 },
    );
    for (const j of all.body.data.jobs) await finished(j.job);
  });

  it('a retry sends only the rows the partner has not taken: the batches before the refusal are not sent again', async () => {
    const wavering = await create(t, owner, 'partners', { title: 'Мінливий', sync_url: `${stub.url}/once` });
    for (const [i, product] of p.entries()) {
      await create(t, owner, 'foxy-link-mappings', {
        partner: wavering.id,
        product: product.id,
        partner_sku: `ON-${i + 1}`,
      });
    }
    const res = await sync({ ids: p.map((x) => x.id) });
    const job = res.body.data.jobs.find((j) => j.partner === wavering.id)?.job as number;
    const done = await finished(job);
    expect(done.status).toBe('done');
    expect(done.result).toMatchObject({ sent: 2, failed: 0, attempt: 2 });
    // two batches of two: the first taken, the second refused, then only the second sent again
    const sent = stub.received.filter((r) => r.path === '/once').map((r) => r.body.items.map((i) => i.partner_sku));
    expect(sent).toEqual([
      ['ON-1', 'ON-2'],
      ['ON-3', 'ON-4'],
      ['ON-3', 'ON-4'],
    ]);
    expect((await stateOf(wavering)).map((s) => [s.partner_sku, s.sync_state, s.sync_error])).toEqual([
      ['ON-1', 'ok', null],
      ['ON-2', 'ok', null],
      ['ON-3', 'ok', null],
      ['ON-4', 'ok', null],
    ]);
  });

  it('names a partner nobody listens for in words', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = await create(t, owner, 'partners', { title: 'Закритий', sync_url: `http://127.0.0.1:${port}/sync` });
    await create(t, owner, 'foxy-link-mappings', { partner: gone.id, product: p[3]?.id, partner_sku: 'GN-4' });
    const res = await sync({ ids: [p[3]?.id] });
    const job = await finished(res.body.data.jobs.find((j) => j.partner === gone.id)?.job as number);
    expect(job.status).toBe('failed');
    expect(await stateOf(gone)).toEqual([
      expect.objectContaining({ sync_error: 'Не вдалося з’єднатися з партнером: з’єднання відхилено.' }),
    ]);
  });

  it('says so when nothing chosen is mapped to a partner it can reach, and writes no job', async () => {
    const before = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from jobs`);
    const none = await sync({ ids: [9_999_999] });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(
      'Обрані товари не зіставлено з жодним партнером, у якого вказано адресу синхронізації.',
    );
    expect((await sync({})).status).toBe(422);
    expect((await sync({ ids: ['x'] })).status).toBe(422);
    const after = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from jobs`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
