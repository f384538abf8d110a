import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byDependency, encoded, validBody } from '../test/resource-samples.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { listableFields } from './list-fields.ts';
import { loadResources } from './load-resources.ts';

/**
 * A list's first page is written by the database as JSON (list-json.ts), a record by the server
 * from its row (records.ts). On every declared resource, with a record of every field filled, the
 * two say the same: the same fields, the same values (times in UTC with milliseconds, money and
 * references as numbers, lists as arrays). A far page, read as rows, and a cursor's page are
 * compared with each other in crud-list and crud-scale.
 */
const resources = byDependency(await loadResources());

type Rec = Record<string, unknown> & { id: number };
type List = { data: Rec[] };

let t: TestApp;
let token: string;
const refs: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
  for (const r of resources) {
    const res = await call<{ data: Rec }>(t.url, 'POST', `/api/${r.name}`, {
      token,
      ...encoded(validBody(r, refs), 'form'),
    });
    if (res.status !== 201) throw new Error(`create ${r.name}: ${res.status} ${JSON.stringify(res.body)}`);
    refs[r.name] = res.body.data.id;
  }
}, 180_000);
afterAll(() => t?.close());

const get = async <T>(path: string) => {
  const res = await call<T>(t.url, 'GET', path, { token });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe.each(resources.map((r) => [r.name, r] as const))('%s', (name, resource) => {
  it('lists each record as the record itself reads', async () => {
    const id = refs[name] as number;
    const listed = (await get<List>(`/api/${name}?sort=-id&per_page=10`)).data.find((row) => row.id === id);
    if (!listed) throw new Error(`${name}: record ${id} is not on the first page`);
    expect(Object.keys(listed).sort()).toEqual(listableFields(resource).sort());
    const whole = (await get<{ data: Rec }>(`/api/${name}/${id}`)).data;
    expect(listed).toEqual(Object.fromEntries(Object.keys(listed).map((key) => [key, whole[key]])));
  });
});
