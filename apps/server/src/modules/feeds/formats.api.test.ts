import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken } from '../../crud/test-kit.ts';
import { call, startTestApp, type TestApp } from '../../test/test-app.ts';
import { fetchFeed, product, refresh } from './test-kit.ts';

let t: TestApp;
let owner: string;
let root: number;
let child: number;
let nasty: number;
const dtd = path.join(import.meta.dirname, 'yml.dtd');
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
});

// quotes, ampersands, angle brackets, emoji, control characters and Cyrillic in every text field
const name = 'Чайник "Смарт" & <Ко> \'ТМ\' 🚀\u0001\u0008 кінець';
const clean = 'Чайник "Смарт" & <Ко> \'ТМ\' 🚀 кінець';
const brandName = 'Бренд & "Лапки" <🦄>\u000b';

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  // Google's taxonomy number is set on the root only: the subcategory takes it
  root = (await create(t, owner, 'categories', { title: 'Техніка & «Дім»', google_product_category: 604 })).id;
  child = (await create(t, owner, 'categories', { title: 'Чайники <електро>', parent: root })).id;
  const other = (await create(t, owner, 'categories', { title: 'Інше' })).id;
  const brand = (await create(t, owner, 'brands', { name: 'Бренд & "Лапки" <🦄>' })).id;
  await t.app.database.db.execute(sql`update brands set name = ${brandName} where id = ${brand}`);
  const attr = (
    await create(t, owner, 'attributes', { title: 'Потужність & "сила"', code: 'power', data_type: 'string' })
  ).id;
  nasty = await product(t, {
    name,
    category: child,
    brand,
    sku: 'KT-1&"2"',
    ean: '4820000000017',
    price: 123_450,
    old_price: 150_000,
    gallery: ['products/2026/11/чайник 1.jpg', 'products/2026/11/b.jpg'],
    description: '<p>Опис &amp; "лапки" 😀\u0007 <b>жирний</b></p><p>Другий &lt;абзац&gt;</p>',
  });
  await t.app.database.db.execute(
    sql`insert into products_attribute_values (owner_id, position, attribute, text) values (${nasty}, 0, ${attr}, ${'2 кВт & <більше> 🔥\u0002'})`,
  );
  await product(t, { name: 'Звичайний чайник', category: root, sku: 'KT-2', price: 99_900 });
  await product(t, { name: 'Не з цих категорій', category: other, sku: 'X-1' });
  await product(t, { name: 'Чернетка', category: root, status: 'draft' });
});
afterAll(() => t.close());

async function built(format: string, extra: Record<string, unknown> = {}) {
  const feed = await create(t, owner, 'feeds', {
    name: `Фід ${format}`,
    format,
    base_url: 'https://shop.example.test/',
    categories: [root],
    utm_source: 'market & co',
    ...extra,
  });
  const job = await refresh(t, owner, feed.id);
  expect(job.status, JSON.stringify(job)).toBe('done');
  const res = await fetchFeed(t, String(feed.token), format === 'csv' ? 'csv' : 'xml');
  expect(res.status).toBe(200);
  return { feed, text: await res.text(), res };
}

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
type Item = Record<string, unknown>;

describe('Google Merchant Center', () => {
  it('writes RSS 2.0 with the g: namespace, each item with the required fields in their formats', async () => {
    const { text, res } = await built('google_merchant');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const doc = parser.parse(text);
    expect(doc.rss['@version']).toBe('2.0');
    expect(doc.rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = asList<Item>(doc.rss.channel.item);
    // the published products of the subtree; the draft and the other category are left out
    expect(items).toHaveLength(2);
    for (const item of items) {
      for (const f of [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:availability',
        'g:price',
        'g:condition',
      ]) {
        expect(item[f], f).toBeTruthy();
      }
      expect(item['g:price']).toMatch(/^\d+\.\d{2} UAH$/);
      expect(['in_stock', 'out_of_stock', 'preorder', 'backorder']).toContain(item['g:availability']);
      expect(String(item['g:link'])).toMatch(
        /^https:\/\/shop\.example\.test\/product\/.+\?utm_source=market\+%26\+co$/,
      );
      expect(String(item['g:image_link'])).toMatch(/^https:\/\//);
    }
    const n = items.find((i) => i['g:id'] === 'KT-1&"2"') as Item;
    expect(n['g:title']).toBe(clean);
    expect(n['g:brand']).toBe('Бренд & "Лапки" <🦄>');
    expect(n['g:description']).toBe('Опис & "лапки" 😀 жирний\nДругий <абзац>');
    expect(n['g:price']).toBe('1500.00 UAH');
    expect(n['g:sale_price']).toBe('1234.50 UAH');
    expect(n['g:gtin']).toBe('4820000000017');
    expect(n['g:mpn']).toBe('KT-1&"2"');
    expect(n['g:product_type']).toBe('Техніка & «Дім» > Чайники <електро>');
    expect(n['g:google_product_category']).toBe('604');
    expect(n['g:additional_image_link']).toBe('https://shop.example.test/uploads/products/2026/11/b.jpg');
    expect(n['g:image_link']).toBe(
      `https://shop.example.test/uploads/products/2026/11/${encodeURIComponent('чайник 1.jpg')}`,
    );
  });
});

describe('YML for Rozetka and Prom.ua', () => {
  for (const [format, stock] of [
    ['rozetka_yml', 'stock_quantity'],
    ['prom_yml', 'quantity_in_stock'],
  ] as const) {
    it(`${format}: valid against the DTD, params per attribute value, every text round-trips`, async () => {
      const { text } = await built(format);
      const dir = mkdtempSync(path.join(tmpdir(), 'kramar-yml-'));
      writeFileSync(path.join(dir, 'feed.xml'), text);
      // throws with xmllint's complaint when the file breaks the DTD
      execFileSync('xmllint', ['--noout', '--dtdvalid', dtd, path.join(dir, 'feed.xml')], { stdio: 'pipe' });
      const doc = parser.parse(text);
      const shop = doc.yml_catalog.shop;
      expect(shop.currencies.currency['@id']).toBe('UAH');
      expect(asList<Item>(shop.categories.category).map((c) => c['#text'])).toEqual([
        'Техніка & «Дім»',
        'Чайники <електро>',
      ]);
      const offers = asList<Item>(shop.offers.offer);
      expect(offers).toHaveLength(2);
      const n = offers.find((o) => o['@id'] === String(nasty)) as Item;
      expect(n).toMatchObject({
        '@available': 'true',
        name: clean,
        vendor: 'Бренд & "Лапки" <🦄>',
        vendorCode: 'KT-1&"2"',
        price: '1234.50',
        oldprice: '1500.00',
        currencyId: 'UAH',
        categoryId: String(child),
        barcode: '4820000000017',
        [stock]: '5',
      });
      expect(asList(n.picture)).toHaveLength(2);
      expect(n.param).toMatchObject({ '@name': 'Потужність & "сила"', '#text': '2 кВт & <більше> 🔥' });
    });
  }
});

describe('Hotline and CSV', () => {
  it('Hotline: a price list with firm, categories and items that parses back', async () => {
    const { text } = await built('hotline');
    const doc = parser.parse(text);
    expect(doc.price.firmName).toBe('shop.example.test');
    const items = asList<Item>(doc.price.items.item);
    expect(items).toHaveLength(2);
    const n = items.find((i) => i.id === String(nasty)) as Item;
    expect(n).toMatchObject({
      name: clean,
      vendor: 'Бренд & "Лапки" <🦄>',
      priceRUAH: '1234.50',
      stock: 'В наявності',
    });
  });

  it('CSV: the chosen columns in order, a markup rounded to …9', async () => {
    const { text } = await built('csv', {
      csv_columns: ['sku', 'name', 'price', 'brand'],
      price_rule: 'markup',
      price_percent: 10,
      rounding: 'nine',
    });
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('sku;name;price;brand');
    // 999.00 + 10 % = 1098.90 → 1099; 1234.50 + 10 % = 1357.95 → 1359
    expect(lines).toContain('KT-2;Звичайний чайник;1099.00;');
    expect(lines).toContain(`"KT-1&""2""";"${clean.replace(/"/g, '""')}";1359.00;"Бренд & ""Лапки"" <🦄>"`);
  });

  it('refuses a markup without a percent and a daily schedule without a time (422)', async () => {
    const res = await call(t.url, 'POST', '/api/feeds', {
      token: owner,
      json: { name: 'x', format: 'csv', base_url: 'https://a.example', price_rule: 'markup', schedule: 'daily' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { price_percent: [expect.any(String)], daily_at: [expect.any(String)] } });
  });
});
