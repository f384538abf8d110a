import { sortableColumns } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { hasAutocomplete } from './autocomplete.ts';
import { loadResources } from './load-resources.ts';
import { ownerToken } from './test-kit.ts';

/** Every declared resource, whoever added it: its routes exist and its declared columns are real. */
const resources = await loadResources();

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

describe.each(resources.map((r) => [r.name, r] as const))('%s', (name, resource) => {
  it('lists by every sortable column both ways, and searches', async () => {
    for (const column of sortableColumns(resource)) {
      for (const sort of [column, `-${column}`]) {
        const res = await call(t.url, 'GET', `/api/${name}?sort=${sort}`, { token: owner });
        expect(res.status, `${name} sort=${sort} ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
    const search = Object.values(resource.fields).some((f) => f.searchable) ? 'search=%D0%B0&' : '';
    const res = await call<{ data: unknown[] }>(t.url, 'GET', `/api/${name}?${search}per_page=10`, { token: owner });
    // every table starts empty but the staff's: the owner made at first start («Власник») is found
    const present = name === 'admin-users' ? 1 : 0;
    expect(res).toMatchObject({ status: 200, body: { meta: { total: present, last_page: 1 } } });
    expect(res.body.data).toHaveLength(present);
  });

  it('answers 404 for a missing record and 422 for an empty create', async () => {
    expect((await call(t.url, 'GET', `/api/${name}/987654`, { token: owner })).status).toBe(404);
    const lists = ['boolean', 'strings', 'blocks'];
    const required = Object.values(resource.fields).some((f) => f.required && !f.readOnly && !lists.includes(f.kind));
    if (required) expect((await call(t.url, 'POST', `/api/${name}`, { token: owner, json: {} })).status).toBe(422);
  });

  it('has autocomplete and directory routes where declared or referenced', async () => {
    if (hasAutocomplete(resource, resources)) {
      const res = await call(t.url, 'GET', `/api/${name}/autocomplete?search=x`, { token: owner });
      expect(res).toMatchObject({ status: 200, body: { data: [] } });
    }
    if (resource.extras.directory) {
      const res = await call(t.url, 'GET', `/api/directories/${resource.extras.directory}`, { token: owner });
      expect(res).toMatchObject({ status: 200, body: { data: [] } });
    }
  });
});
