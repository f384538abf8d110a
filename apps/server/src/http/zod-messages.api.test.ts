import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
});
afterAll(() => t.close());

type Body = { message?: string; errors?: Record<string, string[]> };
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
    const english = await call<Body>(t.url, 'POST', '/api/categories/migrate-preview', {
      token: owner,
      json: { ...plan, source: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.errors?.source).toEqual(['Must be a number.']);
  });
});
