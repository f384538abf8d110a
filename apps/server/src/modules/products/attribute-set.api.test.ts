import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueMaker } from './test-helpers.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

interface FormAttribute {
  attribute: number;
  required: boolean;
  data_type: string;
  suffix: string | null;
  values: { id: number; title: string }[];
}

describe('GET /api/products/attribute-set', () => {
  it('gives a product editor the set of the nearest category that has one, with units and values', async () => {
    const make = catalogueMaker(t, owner);
    const unit = await create(t, owner, 'units', { title: `Дюйми ${Date.now()}`, suffix: '″' });
    const size = await make.attribute('number');
    await make.put(`/api/attributes/${size.id}`, { unit: unit.id });
    const colour = await make.attribute('select', ['Чорний', 'Білий']);
    const parent = await make.category({
      attributes: [{ attribute: size.id, required: true }, { attribute: colour.id }],
    });
    const child = await make.category({ parent: parent.id });

    // someone who edits products but may not open the categories or attributes screens
    const editor = await signIn(t.url, await createUser(t.app, { scopes: ['products.show', 'products.edit'] }));
    const res = await call<{ data: FormAttribute[] }>(
      t.url,
      'GET',
      `/api/products/attribute-set?category=${child.id}`,
      {
        token: editor,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((a) => [a.attribute, a.required, a.data_type, a.suffix])).toEqual([
      [size.id, true, 'number', '″'],
      [colour.id, false, 'select', null],
    ]);
    expect(res.body.data[1]?.values.map((v) => v.title)).toEqual(['Чорний', 'Білий']);

    const none = await call(t.url, 'GET', '/api/products/attribute-set?category=abc', { token: editor });
    expect(none.status).toBe(404);
    const stranger = await signIn(t.url, await createUser(t.app, { scopes: ['news.show'] }));
    const refused = await call(t.url, 'GET', `/api/products/attribute-set?category=${child.id}`, { token: stranger });
    expect(refused.status).toBe(403);
  });
});
