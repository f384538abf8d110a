import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { csvFile, importKit } from './import-test-kit.ts';

/** Issue 27, item 2: import and export speak the words of the screens, and an export imports back unchanged. */
let t: TestApp;
let owner: string;
let kit: ReturnType<typeof importKit>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  kit = importKit(t, owner);
  ids.laptops = (await create(t, owner, 'categories', { title: 'Ноутбуки' })).id;
  ids.gamingLaptops = (await create(t, owner, 'categories', { title: 'Ігрові', parent: ids.laptops })).id;
  ids.mice = (await create(t, owner, 'categories', { title: 'Миші' })).id;
  ids.gamingMice = (await create(t, owner, 'categories', { title: 'Ігрові', parent: ids.mice })).id;
  ids.samsung = (await create(t, owner, 'brands', { name: 'Samsung' })).id;
  ids.hit = (await create(t, owner, 'product-labels', { title: 'Хіт' })).id;
  ids.black = (await create(t, owner, 'colors', { name: 'Чорний', hex: '#000000' })).id;
});
afterAll(() => t.close());

const product = async (sku: string) =>
  (await call<{ data: Rec[] }>(t.url, 'GET', `/api/products?search=${sku}`, { token: owner })).body.data.find(
    (p) => p.sku === sku,
  );

describe('a supplier’s price list in the words of the screens', () => {
  it('matches references by title (a shared name by its path), enums by label, headers by column name', async () => {
    const up = await kit.upload(
      csvFile([
        'Артикул;Назва;Основна категорія;Бренд;Наявність;Статус публікації;Ціна;Мітки;Колір',
        'SM-1;Ноутбук Samsung;Ноутбуки;Samsung;В наявності;Опубліковано;"24 999,00 ₴";Хіт;Чорний',
        'SM-2;Ігровий ноутбук;Ноутбуки / Ігрові;samsung;Під замовлення;Чернетка;1 500;;',
        'SM-3;Ігрова миша;Ігрові;Samsung;in_stock;published;100;;',
        'SM-4;Щось;Ноутбуки;Apple;Хтозна;Опубліковано;100;;',
      ]),
    );
    expect(up.mapping).toEqual({
      Артикул: 'sku',
      Назва: 'name',
      'Основна категорія': 'category',
      Бренд: 'brand',
      Наявність: 'availability',
      'Статус публікації': 'status',
      Ціна: 'price',
      Мітки: 'labels',
      Колір: 'color',
    });
    const report = await kit.check('products', up);
    expect(report.summary).toEqual({ total: 4, create: 2, update: 0, unchanged: 0, error: 2 });
    const message = (row: number) => report.rows.find((r) => r.row === row)?.message ?? '';
    expect(message(4)).toBe(
      'Основна категорія: Назву «Ігрові» мають кілька записів («Ноутбуки / Ігрові», «Миші / Ігрові»): вкажіть шлях, як-от «Ноутбуки / Ігрові».',
    );
    expect(message(5)).toContain('Бренд: Не знайдено «Apple».');
    expect(message(5)).toContain('Наявність: Немає значення «Хтозна»: оберіть одне з «В наявності», «Під замовлення»');

    const { result } = await kit.apply('products', up);
    expect(result).toEqual({ total: 4, created: 2, updated: 0, unchanged: 0, failed: 2 });
    expect(await product('SM-1')).toMatchObject({
      category: ids.laptops,
      brand: ids.samsung,
      color: ids.black,
      labels: [ids.hit],
      availability: 'in_stock',
      status: 'published',
      price: 2_499_900,
    });
    expect(await product('SM-2')).toMatchObject({
      category: ids.gamingLaptops,
      availability: 'to_order',
      status: 'draft',
      price: 150_000,
    });
  });
});

/** Exports `resource` as CSV, imports it back, exports again: the same file, no row written. */
async function roundTrip(resource: string, query = '') {
  const path = `/api/${resource}/export?format=csv&sort=created_at${query}`;
  const first = await kit.download(path);
  const up = await kit.upload(first, resource, 'export.csv');
  const rows = parse(first, { bom: true, delimiter: ';' }).length - 1;
  expect(rows).toBeGreaterThan(0);
  const report = await kit.check(resource, up);
  expect(report.summary).toEqual({ total: rows, create: 0, update: 0, unchanged: rows, error: 0 });
  const { result, errors } = await kit.apply(resource, up);
  expect(errors).toEqual([]);
  expect(result).toEqual({ total: rows, created: 0, updated: 0, unchanged: rows, failed: 0 });
  const second = await kit.download(path);
  expect(second.toString('utf8')).toBe(first.toString('utf8'));
  return first.toString('utf8');
}

describe('an export imports back unchanged', () => {
  it('products: titles, labels, shop time, no ids', async () => {
    const text = await roundTrip('products', '&search=SM-');
    const [header, ...lines] = text.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('Артикул;');
    expect(header).not.toMatch(/(^|;)(ID|id|sku|price)(;|$)/);
    const sm2 = lines.find((l) => l.includes(';SM-2;')) ?? '';
    // the shared name is written as its path, so it names the same category when read back
    expect(sm2).toContain(';Ноутбуки / Ігрові;Samsung;');
    expect(sm2).toContain(';Під замовлення;Чернетка;1500,00;');
    expect(sm2).toMatch(/;\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2};\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it('brands, colours and the new products’ sandbox', async () => {
    await create(t, owner, 'brands', { name: 'Lenovo', site_url: 'https://lenovo.com' });
    await create(t, owner, 'colors', { name: 'Білий', hex: '#ffffff' });
    await create(t, owner, 'products-sandbox', {
      name: 'Новинка',
      sku: 'SB-1',
      category: ids.gamingMice,
      brand: ids.samsung,
      price: 1000,
      source: 'Постачальник',
    });
    expect(await roundTrip('brands')).toContain('Samsung');
    expect(await roundTrip('colors')).toContain('Чорний;#000000');
    expect(await roundTrip('products-sandbox')).toContain(';Миші / Ігрові;Samsung;');
  });
});

describe('the check predicts exactly what the import does', () => {
  it('refuses at the check what a save refuses: a hook’s rule, a unique value the file repeats', async () => {
    const up = await kit.upload(
      csvFile([
        'Артикул;Назва;Основна категорія;Ціна;Стара ціна;Штрихкод EAN-13;URL-адреса (slug)',
        'W-1;Перший;Ноутбуки;100;;;',
        // the EAN's check digit is wrong: only the save's hook knows
        'W-2;Другий;Ноутбуки;100;;4820000000001;',
        // the old price must be above the price
        'W-3;Третій;Ноутбуки;100;50;;',
        'W-4;Четвертий;Ноутбуки;100;;;same-slug',
        // the same slug again in the same file: the import's second save of it is refused
        'W-5;Пʼятий;Ноутбуки;100;;;same-slug',
        'W-6;Шостий;Ноутбуки;100;;4820000000000;',
      ]),
    );
    const report = await kit.check('products', up);
    expect(report.summary).toEqual({ total: 6, create: 3, update: 0, unchanged: 0, error: 3 });
    expect(report.rows.filter((r) => r.action === 'error').map((r) => r.row)).toEqual([3, 4, 6]);
    expect(await product('W-1')).toBeUndefined();
    const { result, errors } = await kit.apply('products', up);
    expect(result).toEqual({ total: 6, created: 3, updated: 0, unchanged: 0, failed: 3 });
    expect(errors.map((e) => e.row)).toEqual([3, 4, 6]);
  });
});
