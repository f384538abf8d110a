import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byDependency, encoded, validBody } from '../test/resource-samples.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { loadResources } from './load-resources.ts';

/**
 * A list's first page is written by the database (list-json.ts), a record by Node (records.ts):
 * for every declared resource, the record a list shows is the record its own address shows, key
 * for key and in the same order: times in UTC with milliseconds, money and references as numbers,
 * lists as arrays, a relation's ids.
 */
const resources = byDependency(await loadResources());

type Rec = Record<string, unknown> & { id: number };

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

const list = async (name: string, query: string) =>
  (await call<{ data: Rec[] }>(t.url, 'GET', `/api/${name}?${query}`, { token })).body;

describe('a list written by the database', () => {
  for (const r of resources) {
    it(`shows ${r.name} as the record's own address does`, async () => {
      const id = refs[r.name] as number;
      const shown = (await call<{ data: Rec }>(t.url, 'GET', `/api/${r.name}/${id}`, { token })).body.data;
      const first = await list(r.name, 'sort=-id&per_page=10');
      const listed = first.data.find((x) => x.id === id);
      expect(listed, `${r.name} ${id} on the first page`).toBeDefined();
      const keys = Object.keys(listed as Rec);
      expect(keys).toEqual(Object.keys(shown).filter((k) => keys.includes(k)));
      expect(listed).toEqual(Object.fromEntries(keys.map((k) => [k, shown[k]])));
    });
  }
});
