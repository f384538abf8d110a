import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { csvFile, importKit } from './import-test-kit.ts';

/** Issue 27, item 19: a product's export and import carry its attribute values, a column per attribute. */
let t: TestApp;
let owner: string;
let kit: ReturnType<typeof importKit>;
const a: Record<string, Rec & { values?: { id: number; title: string }[] }> = {};
let category: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  kit = importKit(t, owner);
  const attribute = (title: string, code: string, data_type: string, values: string[] = []) =>
    create(t, owner, 'attributes', { title, code, data_type, values: values.map((v) => ({ title: v })) });
  a.diagonal = await attribute('Діагональ, дюйм', 'diagonal', 'number');
  a.colour = await attribute('Колір корпусу', 'case_colour', 'select', ['Чорний', 'Сріблястий']);
  a.ports = await attribute('Роз’єми', 'ports', 'multiselect', ['USB-C', 'HDMI']);
  a.wifi = await attribute('Wi-Fi', 'wifi', 'boolean');
  a.note = await attribute('Примітка', 'note', 'string');
  // a second attribute of the same title: its column is told apart by its code
  a.colour2 = await attribute('Колір корпусу', 'case_colour_2', 'select', ['Чорний']);
  category = (
    await create(t, owner, 'categories', {
      title: 'Ноутбуки',
      attributes: Object.values(a).map((x) => ({ attribute: x.id })),
    })
  ).id;
  const value = (key: string, title: string) => a[key]?.values?.find((v) => v.title === title)?.id;
  await create(t, owner, 'products', {
    name: 'Ноутбук',
    sku: 'AV-1',
    category,
    price: 100_00,
    attribute_values: [
      { attribute: a.diagonal?.id, number: 15.6 },
      { attribute: a.colour?.id, value: value('colour', 'Сріблястий') },
      { attribute: a.ports?.id, value: value('ports', 'USB-C') },
      { attribute: a.ports?.id, value: value('ports', 'HDMI') },
      { attribute: a.wifi?.id, flag: true },
      { attribute: a.note?.id, text: 'Тонкий' },
      { attribute: a.colour2?.id, value: value('colour2', 'Чорний') },
    ],
  });
});
afterAll(() => t.close());

const exportPath = '/api/products/export?format=csv&search=AV-';
const valuesOf = async (sku: string) => {
  const list = await call<{ data: Rec[] }>(t.url, 'GET', `/api/products?search=${sku}`, { token: owner });
  const id = list.body.data.find((p) => p.sku === sku)?.id;
  const one = await call<{ data: Rec }>(t.url, 'GET', `/api/products/${id}`, { token: owner });
  return one.body.data.attribute_values as { attribute: number; value: number | null; number: number | null }[];
};

describe('attribute values in the product file', () => {
  it('exports a column per attribute, titled as the card shows it, values in its words', async () => {
    const [header, row] = parse(await kit.download(exportPath), { bom: true, delimiter: ';' }) as string[][];
    const cell = (label: string) => row?.[(header ?? []).indexOf(label)];
    expect(cell('Діагональ, дюйм')).toBe('15,6');
    expect(cell('Колір корпусу (case_colour)')).toBe('Сріблястий');
    expect(cell('Колір корпусу (case_colour_2)')).toBe('Чорний');
    expect(cell('Роз’єми')).toBe('USB-C; HDMI');
    expect(cell('Wi-Fi')).toBe('Так');
    expect(cell('Примітка')).toBe('Тонкий');
  });

  it('imports back unchanged, and a file that changes one attribute changes only it', async () => {
    const first = await kit.download(exportPath);
    const same = await kit.upload(first);
    expect(Object.values(same.mapping)).toContain(`attr:${a.ports?.id}`);
    expect((await kit.check('products', same)).summary).toMatchObject({ unchanged: 1, update: 0, error: 0 });
    expect((await kit.apply('products', same)).result).toMatchObject({ unchanged: 1, updated: 0, failed: 0 });
    expect((await kit.download(exportPath)).toString()).toBe(first.toString());

    const before = await valuesOf('AV-1');
    const up = await kit.upload(csvFile(['Артикул;Діагональ, дюйм;Роз’єми', 'AV-1;16;HDMI']));
    expect((await kit.check('products', up)).summary).toMatchObject({ update: 1, error: 0 });
    expect((await kit.apply('products', up)).result).toMatchObject({ updated: 1, failed: 0 });
    const after = await valuesOf('AV-1');
    const hdmi = a.ports?.values?.find((v) => v.title === 'HDMI')?.id;
    expect(after.filter((v) => v.attribute === a.diagonal?.id).map((v) => v.number)).toEqual([16]);
    expect(after.filter((v) => v.attribute === a.ports?.id).map((v) => v.value)).toEqual([hdmi]);
    // the attributes the file did not name kept their values
    const untouched = (list: typeof before) =>
      list
        .filter((v) => v.attribute !== a.diagonal?.id && v.attribute !== a.ports?.id)
        .map((v) => [v.attribute, v.value]);
    expect(untouched(after)).toEqual(untouched(before));
  });

  it('names a value the attribute does not have, or a shared title, in the report', async () => {
    const up = await kit.upload(csvFile(['Артикул;Колір корпусу (case_colour);Wi-Fi', 'AV-1;Золотий;можливо']));
    const report = await kit.check('products', up);
    expect(report.summary).toMatchObject({ error: 1 });
    expect(report.rows[0]?.message).toContain('Колір корпусу (case_colour): Не знайдено «Золотий».');
    expect(report.rows[0]?.message).toContain('Wi-Fi: «можливо»: напишіть «Так» або «Ні».');
  });
});
