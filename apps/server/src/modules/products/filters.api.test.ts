import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, recordStatements } from '../../crud/test-kit.ts';
import { cachedSubtree, forgetTree, refreshTrees, treeTtlMs } from '../../crud/tree-cache.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type Attribute, catalogueMaker } from './test-helpers.ts';

let t: TestApp;
let make: ReturnType<typeof catalogueMaker>;
let phones: Rec;
let android: Rec;
let pixel: Rec;
let tvs: Rec;
let size: Attribute;
let wifi: Attribute;
let colour: Attribute;
let ports: Attribute;
const made: Record<string, Rec> = {};

beforeAll(async () => {
  t = await startTestApp();
  make = catalogueMaker(t, await ownerToken(t));
  size = await make.attribute('number');
  wifi = await make.attribute('boolean');
  colour = await make.attribute('select', ['Чорний', 'Білий']);
  ports = await make.attribute('multiselect', ['USB-C', 'HDMI']);
  const set = [size, wifi, colour, ports].map((a) => ({ attribute: a.id }));
  phones = await make.category({ attributes: set });
  android = await make.category({ parent: phones.id });
  pixel = await make.category({ parent: android.id });
  tvs = await make.category({ attributes: set });
  const [black, white] = colour.values;
  const [usbC, hdmi] = ports.values;
  made.big = await make.product({
    category: phones.id,
    attribute_values: [
      { attribute: size.id, number: 6.7 },
      { attribute: wifi.id, flag: true },
      { attribute: colour.id, value: black?.id },
      { attribute: ports.id, value: usbC?.id },
    ],
  });
  made.small = await make.product({
    category: pixel.id,
    attribute_values: [
      { attribute: size.id, number: 5.4 },
      { attribute: wifi.id, flag: false },
      { attribute: colour.id, value: white?.id },
      { attribute: ports.id, value: usbC?.id },
      { attribute: ports.id, value: hdmi?.id },
    ],
  });
  made.tv = await make.product({ category: tvs.id, attribute_values: [{ attribute: size.id, number: 55 }] });
});
afterAll(() => t.close());

const names = async (query: string, resource = 'products') => {
  const res = await make.get<Rec[]>(`/api/${resource}?sort=id&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((r) => Object.entries(made).find(([, m]) => m.id === r.id)?.[0]);
};

describe('the product list’s filters beyond its fields', () => {
  it('a category matches its whole subtree; the category tree’s own parent filter still means children', async () => {
    expect(await names(`filter[category]=${phones.id}`)).toEqual(['big', 'small']);
    expect(await names(`filter[category]=${android.id}`)).toEqual(['small']);
    expect(await names(`filter[category]=${pixel.id},${tvs.id}`)).toEqual(['small', 'tv']);
    const children = await make.get<Rec[]>(`/api/categories?filter[parent]=${phones.id}`);
    expect(children.body.data.map((c) => c.id)).toEqual([android.id]);
    expect((await make.get(`/api/products?filter[category]=abc`)).status).toBe(422);
  });

  it('a subcategory added or moved a moment ago is in its parent’s subtree at once', async () => {
    const fresh = await make.category({ parent: android.id });
    made.fresh = await make.product({ category: fresh.id });
    expect(await names(`filter[category]=${phones.id}`)).toEqual(['big', 'small', 'fresh']);
    await make.put(`/api/categories/${fresh.id}`, { parent: tvs.id });
    expect(await names(`filter[category]=${phones.id}`)).toEqual(['big', 'small']);
    expect(await names(`filter[category]=${tvs.id}`)).toEqual(['tv', 'fresh']);
    await make.post('/api/products/destroy-batch', { ids: [made.fresh.id] });
    delete made.fresh;
  });

  it('additional categories match their subtree too', async () => {
    const extra = await make.product({ category: tvs.id, categories: [pixel.id] });
    made.extra = extra;
    expect(await names(`filter[categories]=${phones.id}`)).toEqual(['extra']);
    delete made.extra;
    await make.post('/api/products/destroy-batch', { ids: [extra.id] });
  });

  it('by attribute values: any of select values, a number range, a boolean', async () => {
    const [black, white] = colour.values;
    const [usbC, hdmi] = ports.values;
    expect(await names(`filter[attr_${colour.id}]=${black?.id}`)).toEqual(['big']);
    expect(await names(`filter[attr_${colour.id}]=${black?.id},${white?.id}`)).toEqual(['big', 'small']);
    expect(await names(`filter[attr_${ports.id}]=${hdmi?.id}`)).toEqual(['small']);
    expect(await names(`filter[attr_${ports.id}]=${usbC?.id}&filter[attr_${colour.id}]=${white?.id}`)).toEqual([
      'small',
    ]);
    expect(await names(`filter[attr_${size.id}][from]=6`)).toEqual(['big', 'tv']);
    expect(await names(`filter[attr_${size.id}][from]=5&filter[attr_${size.id}][to]=7`)).toEqual(['big', 'small']);
    expect(await names(`filter[attr_${wifi.id}]=1`)).toEqual(['big']);
    expect(await names(`filter[attr_${wifi.id}]=0`)).toEqual(['small']);
  });

  it('has_image, and the sandbox reads the same filters', async () => {
    expect(await names('filter[has_image]=0')).toEqual(['big', 'small', 'tv']);
    expect(await names('filter[has_image]=1')).toEqual([]);
    const item = await make.sandbox({ category: pixel.id });
    expect(
      (await make.get<Rec[]>(`/api/products-sandbox?filter[category]=${phones.id}&filter[has_image]=0`)).body.data,
    ).toEqual([expect.objectContaining({ id: item.id })]);
  });

  it('refuses a value that does not fit and keys nobody reads', async () => {
    for (const query of [
      'filter[has_image]=yes',
      `filter[attr_${size.id}][from]=много`,
      `filter[attr_${colour.id}]=a,b`,
      `filter[attr_${colour.id}][over]=1`,
      'filter[attr_x]=1',
      'filter[nothing]=1',
    ]) {
      expect((await make.get(`/api/products?${query}`)).status, query).toBe(422);
    }
  });

  it('a filtered list is still at most two statements', async () => {
    const seen = await recordStatements(t, () =>
      make.get(`/api/products?filter[category]=${phones.id}&filter[attr_${size.id}][from]=1&filter[has_image]=0`),
    );
    const lists = seen.filter((s) => /\bproducts\b/.test(s)).length;
    expect(lists).toBeGreaterThan(0);
    expect(lists).toBeLessThanOrEqual(2);
  });

  it('a shape a list found fresh stays usable for its filter when the clock ticks past its lifetime', async () => {
    // the list refreshes the shapes it needs, then its filter reads them a moment later: at the
    // edge of the lifetime that moment made the shape stale and the filter fell back to the subquery
    const table = 'categories';
    const at = Date.now();
    forgetTree(table);
    await refreshTrees(t.app.database.db, [table], at);
    await refreshTrees(t.app.database.db, [table], at + treeTtlMs);
    expect(cachedSubtree(table, phones.id, at + treeTtlMs + 50)?.sort()).toEqual(
      [phones.id, android.id, pixel.id].sort(),
    );
    expect(await names(`filter[category]=${phones.id}`)).toEqual(['big', 'small']);
  });
});
