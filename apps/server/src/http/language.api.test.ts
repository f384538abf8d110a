import { apiMessages, fieldMessages } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../crud/test-kit.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
});
afterAll(() => t.close());

type Body = { message?: string; error?: string; errors?: Record<string, string[]> };
const english = { 'accept-language': 'en-GB,en;q=0.9' };

describe('the server answers in the language the client asks for (issue 12 point 12)', () => {
  it('a 422 in English: the summary and each field, parameters kept', async () => {
    const before = await rowCount(t, 'news');
    const res = await call<Body>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: 'x'.repeat(300), status: 'nope' },
      headers: english,
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.body.message).toBe('The data contain errors.');
    expect(res.body.errors?.title).toEqual(['At most 255 characters.']);
    expect(res.body.errors?.status).toEqual(['Choose a value from the list.']);
    expect(await rowCount(t, 'news')).toBe(before);
  });

  it('Ukrainian without the header, and for a language we do not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'de-DE,fr;q=0.8' }] as Record<string, string>[]) {
      const res = await call<Body>(t.url, 'POST', '/api/news', { token: owner, json: { status: 'draft' }, headers });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-language')).toBe('uk');
      expect(res.body).toMatchObject({ message: apiMessages.validation, errors: { title: [fieldMessages.required] } });
    }
  });

  it('refusals before any route runs: no token, no scope, an unknown record, a wrong sign-in', async () => {
    expect((await call<Body>(t.url, 'GET', '/api/news', { headers: english })).body.message).toBe('Please sign in.');
    const missing = await call<Body>(t.url, 'GET', '/api/news/987654', { token: owner, headers: english });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    const wrong = await call<Body>(t.url, 'POST', '/api/auth', {
      json: { email: 'owner@kramar.test', password: 'not the password' },
      headers: english,
    });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('Wrong e-mail or password.');
  });

  it('a list query it cannot run, and malformed JSON', async () => {
    const sort = await call<Body>(t.url, 'GET', '/api/news?sort=nope', { token: owner, headers: english });
    expect(sort.status).toBe(422);
    expect(sort.body.errors?.sort).toEqual(['This field cannot be sorted by.']);
    const res = await fetch(`${t.url}/api/news`, {
      method: 'POST',
      headers: { ...english, authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON.' });
  });

  it('data is never translated: a record named with a message of ours comes back as it was stored', async () => {
    const created = await call<{ data: { id: number; title: string } }>(t.url, 'POST', '/api/news', {
      token: owner,
      json: { title: fieldMessages.required, status: 'draft' },
      headers: english,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toBe(fieldMessages.required);
    const shown = await call<{ data: { title: string } }>(t.url, 'GET', `/api/news/${created.body.data.id}`, {
      token: owner,
      headers: english,
    });
    expect(shown.body.data.title).toBe(fieldMessages.required);
  });
});

const preview = (body: unknown) =>
  call<Body>(t.url, 'POST', '/api/categories/migrate-preview', { token: owner, json: body });
const plan = { source: 1, target: 2, include_subcategories: false, attributes: [], values: [] };

// a bug fixed: routes validated by zod answered in its locale's words, with English type names
// («очікується число, отримано string», «очікується, що int буде <=9007199254740991»)
describe('zod-validated routes say what the rest of the API says', () => {
  it('names a wrong type, a fraction, a limit and a yes/no in the fields’ own words', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...plan, source: 'x' }, { source: ['Має бути числом.'] }],
      [{ ...plan, source: 1.5 }, { source: ['Має бути цілим числом.'] }],
      [{ ...plan, source: 1e300 }, { source: ['Не більше 9007199254740991.'] }],
      [{ ...plan, include_subcategories: 'yes' }, { include_subcategories: ['Має бути так або ні.'] }],
      [{ ...plan, attributes: {} }, { attributes: ['Має бути списком.'] }],
      [{ target: 2 }, { source: ['Обов’язкове поле.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await preview(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toMatchObject(errors);
    }
  });

  it('names each unknown field as the generic routes do, and speaks English to an English reader', async () => {
    const one = await preview({ ...plan, extra: 1 });
    expect(one.body.errors).toEqual({ extra: ['Невідоме поле.'] });
    const profile = await call<Body>(t.url, 'PUT', '/api/user/profile', {
      token: owner,
      json: { owner: true, roles: [1] },
    });
    expect(profile.status).toBe(422);
    expect(profile.body.errors).toMatchObject({ owner: ['Невідоме поле.'], roles: ['Невідоме поле.'] });
    const inEnglish = await call<Body>(t.url, 'POST', '/api/categories/migrate-preview', {
      token: owner,
      json: { ...plan, source: 'x' },
      headers: english,
    });
    expect(inEnglish.body.errors?.source).toEqual(['Must be a number.']);
  });
});
