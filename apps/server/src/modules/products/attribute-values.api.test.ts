import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec, rowCount } from '../../crud/test-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { type Attribute, catalogueMaker } from './test-helpers.ts';

let t: TestApp;
let make: ReturnType<typeof catalogueMaker>;
let text: Attribute;
let size: Attribute;
let wifi: Attribute;
let colour: Attribute;
let ports: Attribute;
let category: Rec;
beforeAll(async () => {
  t = await startTestApp();
  make = catalogueMaker(t, await ownerToken(t));
  text = await make.attribute('string');
  size = await make.attribute('number');
  wifi = await make.attribute('boolean');
  colour = await make.attribute('select', ['Чорний', 'Білий']);
  ports = await make.attribute('multiselect', ['USB-C', 'HDMI', 'Jack']);
  category = await make.category({
    attributes: [
      { attribute: text.id },
      { attribute: size.id, required: true },
      { attribute: wifi.id },
      { attribute: colour.id },
      { attribute: ports.id },
    ],
  });
});
afterAll(() => t.close());

type Row = { attribute: number; value: number | null; number: number | null; text: string | null; flag: boolean };
const base = () => ({ category: category.id, attribute_values: [{ attribute: size.id, number: 6.1 }] });

describe('attribute values typed by their attribute', () => {
  it('stores each type in its column, a multiselect as a row per value, and drops empty rows', async () => {
    const [usbC, hdmi] = ports.values;
    const p = await make.product({
      category: category.id,
      attribute_values: [
        { attribute: text.id, text: 'Алюміній' },
        { attribute: size.id, number: 6.1 },
        { attribute: wifi.id, flag: false },
        { attribute: colour.id, value: colour.values[1]?.id },
        { attribute: ports.id, value: usbC?.id },
        { attribute: ports.id, value: hdmi?.id },
        { attribute: text.id, text: '' },
      ],
    });
    const rows = p.attribute_values as Row[];
    expect(rows.map((r) => [r.attribute, r.value, r.number, r.text, r.flag])).toEqual([
      [text.id, null, null, 'Алюміній', false],
      [size.id, null, 6.1, null, false],
      [wifi.id, null, null, null, false],
      [colour.id, colour.values[1]?.id, null, null, false],
      [ports.id, usbC?.id, null, null, false],
      [ports.id, hdmi?.id, null, null, false],
    ]);
    // the form sends back what it read: the rows keep their ids and nothing changes
    const again = await make.put<Rec>(`/api/products/${p.id}`, { attribute_values: rows });
    expect(again.status).toBe(200);
    expect((again.body.data.attribute_values as Row[]).length).toBe(6);
  });

  it('refuses a field the type does not use, on that row', async () => {
    const res = await make.post('/api/products', {
      name: 'Телефон',
      sku: 'TYPED-1',
      price: 100,
      ...base(),
      attribute_values: [
        { attribute: size.id, number: 6.1, text: 'шість' },
        { attribute: colour.id, value: colour.values[0]?.id, flag: true },
        { attribute: text.id, number: 3 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'attribute_values.0.text': ['Це поле не для атрибута такого типу.'],
      'attribute_values.1.flag': ['Це поле не для атрибута такого типу.'],
      'attribute_values.2.number': ['Це поле не для атрибута такого типу.'],
    });
    expect(await rowCount(t, 'products_attribute_values')).toBe(6);
  });

  it('refuses a value of another attribute, a repeated value and a second row of a select', async () => {
    const res = await make.post('/api/products', {
      name: 'Телефон',
      sku: 'TYPED-2',
      price: 100,
      ...base(),
      attribute_values: [
        { attribute: size.id, number: 6.1 },
        { attribute: colour.id, value: ports.values[0]?.id },
        { attribute: ports.id, value: ports.values[2]?.id },
        { attribute: ports.id, value: ports.values[2]?.id },
        { attribute: size.id, number: 7 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'attribute_values.1.value': ['Оберіть значення цього атрибута.'],
      'attribute_values.3.value': ['Це значення вже обрано.'],
      'attribute_values.4.attribute': ['Цей атрибут уже має значення в іншому рядку.'],
    });
  });

  it('refuses an attribute outside the category’s set and asks for the required ones by title', async () => {
    const other = await make.attribute('string');
    const res = await make.post('/api/products', {
      name: 'Телефон',
      sku: 'TYPED-3',
      price: 100,
      category: category.id,
      attribute_values: [{ attribute: other.id, text: 'х' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'attribute_values.0.attribute': ['Цього атрибута немає в наборі основної категорії товару.'],
      attribute_values: [`Заповніть атрибут «${size.title}»: він обов’язковий у цій категорії.`],
    });
    // in English at the door
    const en = await fetch(`${t.url}/api/products`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        authorization: `Bearer ${await tokenOf()}`,
      },
      body: JSON.stringify({ name: 'Phone', sku: 'TYPED-4', price: 100, category: category.id }),
    });
    expect(((await en.json()) as { errors: Record<string, string[]> }).errors.attribute_values).toEqual([
      `Fill in the attribute “${size.title}”: it is required in this category.`,
    ]);
  });

  it('a subcategory without a set of its own takes its nearest ancestor’s', async () => {
    const child = await make.category({ parent: category.id });
    const grandchild = await make.category({ parent: child.id });
    const res = await make.post('/api/products', {
      name: 'Телефон',
      sku: 'TYPED-5',
      price: 100,
      category: grandchild.id,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['attribute_values']);
    const ok = await make.product({ category: grandchild.id, attribute_values: [{ attribute: size.id, number: 5 }] });
    expect((ok.attribute_values as Row[]).length).toBe(1);
  });

  it('moving a product to another category checks its rows against the new set', async () => {
    const p = await make.product(base());
    const bare = await make.category({ attributes: [{ attribute: text.id }] });
    const res = await make.put(`/api/products/${p.id}`, { category: bare.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'attribute_values.0.attribute': ['Цього атрибута немає в наборі основної категорії товару.'],
    });
    // a price change leaves the values alone
    expect((await make.put(`/api/products/${p.id}`, { price: 5 })).status).toBe(200);
  });

  it('sandbox items are typed the same way but may wait without the required values', async () => {
    const item = await make.sandbox({ category: category.id });
    expect(item.attribute_values).toEqual([]);
    const bad = await make.post('/api/products-sandbox', {
      name: 'Новий',
      sku: 'NEW-TYPED',
      price: 1,
      category: category.id,
      attribute_values: [{ attribute: wifi.id, text: 'так' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'attribute_values.0.text': ['Це поле не для атрибута такого типу.'] });
  });
});

let token: string | undefined;
const tokenOf = async () => {
  token ??= await ownerToken(t);
  return token;
};
