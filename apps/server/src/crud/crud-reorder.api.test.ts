import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { auditCount, create, ownerToken, type Rec } from './test-kit.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body = { data: { updated: number }; errors?: Record<string, string[]> };
type Audit = { data: { action: string; changes: Record<string, { before: unknown; after: unknown }> }[] };
const post = (path: string, json: unknown, token = owner) => call<Body>(t.url, 'POST', path, { token, json });

let made = 0;
const faq = (position: number) =>
  create(t, owner, 'pages-faq', { question: `Питання ${++made}?`, answer: '<p>Так.</p>', position, status: 'draft' });
const positionOf = async (row: Rec): Promise<number> =>
  (await call<{ data: Rec }>(t.url, 'GET', `/api/pages-faq/${row.id}`, { token: owner })).body.data.position as number;
const positions = (rows: Rec[]) => Promise.all(rows.map(positionOf));

describe('POST /api/{name}/reorder', () => {
  it('hands the rows’ own positions out in the new order, leaving other rows alone', async () => {
    const [a, b, c, other] = [await faq(10), await faq(20), await faq(30), await faq(25)] as [Rec, Rec, Rec, Rec];
    const res = await post('/api/pages-faq/reorder', { ids: [c.id, a.id, b.id] });
    expect(res).toMatchObject({ status: 200, body: { data: { updated: 3 } } });
    expect(await positions([c, a, b, other])).toEqual([10, 20, 30, 25]);
  });

  it('writes one audit entry per moved row, none for a row that kept its place', async () => {
    const [a, b, c] = [await faq(1), await faq(2), await faq(3)] as [Rec, Rec, Rec];
    const before = await auditCount(t);
    const res = await post('/api/pages-faq/reorder', { ids: [b.id, a.id, c.id] });
    expect(res.body.data.updated).toBe(2);
    expect(await auditCount(t)).toBe(before + 2);
    const history = await call<Audit>(t.url, 'GET', `/api/audit?resource=pages-faq&id=${b.id}`, { token: owner });
    expect(history.body.data[0]).toMatchObject({ action: 'reorder', changes: { position: { before: 2, after: 1 } } });
  });

  it('spreads rows that shared a position, so the new order holds', async () => {
    const [a, b, c] = [await faq(0), await faq(0), await faq(0)] as [Rec, Rec, Rec];
    await post('/api/pages-faq/reorder', { ids: [c.id, b.id, a.id] });
    expect(await positions([c, b, a])).toEqual([0, 1, 2]);
  });

  it('refuses duplicates, unknown ids, an empty or too long list, and writes nothing', async () => {
    const [a, b] = [await faq(5), await faq(6)] as [Rec, Rec];
    const before = await auditCount(t);
    const bodies = [
      { ids: [b.id, a.id, b.id] },
      { ids: [b.id, a.id, 999_999] },
      { ids: [] },
      { ids: [b.id, 'x'] },
      {},
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) {
      const res = await post('/api/pages-faq/reorder', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['ids']);
    }
    expect((await post('/api/pages-faq/reorder', bodies[0])).body.errors?.ids).toEqual([
      'Записи в новому порядку не повинні повторюватися.',
    ]);
    expect(await positions([a, b])).toEqual([5, 6]);
    expect(await auditCount(t)).toBe(before);
  });

  it('needs the write scope of the resource', async () => {
    const [a, b] = [await faq(7), await faq(8)] as [Rec, Rec];
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['page.faq.show'] }));
    expect((await post('/api/pages-faq/reorder', { ids: [b.id, a.id] }, reader)).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/pages-faq/reorder', { json: { ids: [b.id, a.id] } })).status).toBe(401);
    expect(await positions([a, b])).toEqual([7, 8]);
  });

  it('does not exist for a resource without a position', async () => {
    const unit = await create(t, owner, 'units', { title: 'Ящик', suffix: 'ящ' });
    expect((await post('/api/units/reorder', { ids: [unit.id] })).status).toBe(404);
  });
});
