import { fieldMessages as m } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec, rowCount } from '../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
let bank: Rec;
beforeAll(async () => {
  t = await startTestApp();
  token = await ownerToken(t);
  bank = await create(t, token, 'partners', { title: 'ПриватБанк' });
});
afterAll(() => t.close());

type Reply = { data: Rec; errors?: Record<string, string[]> };
let n = 0;
const program = (fields: Record<string, string>) => {
  const form = new FormData();
  form.set('title', `Оплата частинами ${++n}`);
  form.set('bank_id', String(bank.id));
  form.set('months', '3');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/**
 * Numbers that come as text (multipart, query strings) are read by their digits: Number() took
 * "1e1" as 10, "0x10" as 16 and " 10" or "10.0" as 10. Orders' quantities are tried in
 * modules/orders/lines.api.test.ts; here another resource, its integer, money, decimal and reference.
 */
describe('a number sent as text is digits, for every resource', () => {
  it('refuses the forms Number() reads on a multipart create and a JSON update, writing nothing', async () => {
    const before = await rowCount(t, 'credit_programs');
    const cases: [string, string, string][] = [
      ['months', '1e1', m.number],
      ['months', '0x10', m.number],
      ['months', ' 10', m.number],
      ['months', '10.0', m.integer],
      ['min_amount', '1e5', m.number],
      ['min_amount', '100,00', m.integer],
      ['rate', '1e1', m.number],
      ['rate', 'Infinity', m.number],
      ['bank_id', `${bank.id}e0`, m.reference],
    ];
    for (const [field, value, message] of cases) {
      const res = await call<Reply>(t.url, 'POST', '/api/credit-programs', {
        token,
        form: program({ [field]: value }),
      });
      expect([res.status, res.body.errors], `${field} = ${JSON.stringify(value)}`).toEqual([
        422,
        { [field]: [message] },
      ]);
    }
    expect(await rowCount(t, 'credit_programs')).toBe(before);

    const made = await call<Reply>(t.url, 'POST', '/api/credit-programs', {
      token,
      form: program({ months: '12', rate: '1,5', min_amount: '100000' }),
    });
    expect(made.body.data).toMatchObject({ months: 12, rate: 1.5, min_amount: 100_000 });
    const path = `/api/credit-programs/${made.body.data.id}`;
    const updates: [string, string][] = [
      ['months', '1e1'],
      ['rate', '0x10'],
    ];
    for (const [field, value] of updates) {
      const res = await call<Reply>(t.url, 'PUT', path, { token, json: { [field]: value } });
      expect([res.status, Object.keys(res.body.errors ?? {})], `${field} = ${value}`).toEqual([422, [field]]);
    }
    expect((await call<Reply>(t.url, 'GET', path, { token })).body.data).toEqual(made.body.data);
  });

  it('refuses them in a list query: the page, its size and a filter', async () => {
    for (const [query, field] of [
      ['page=1e1', 'page'],
      ['per_page=1e1', 'per_page'],
      ['filter[months][from]=1e1', 'filter.months'],
      ['filter[months]=0x10', 'filter.months'],
    ]) {
      const res = await call<Reply>(t.url, 'GET', `/api/credit-programs?${query}`, { token });
      expect([res.status, Object.keys(res.body.errors ?? {})], query).toEqual([422, [field]]);
    }
    const fine = await call<Reply>(t.url, 'GET', '/api/credit-programs?page=1&per_page=10&filter[months][from]=3', {
      token,
    });
    expect(fine.status).toBe(200);
  });
});
