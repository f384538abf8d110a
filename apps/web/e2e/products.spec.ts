import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { e2eBaseUrl } from './env.ts';
import { type Catalogue, makeCatalogue, makeProduct, openTab, pngOf } from './product-support.ts';
import { ownerCall } from './staff-support.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

// the first run of a form brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 60_000 });

/** Saves the form and waits for the server's answer. */
async function saveAndWait(page: Page) {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/products\/\d+$/.test(r.url()));
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  expect((await answer).status()).toBe(200);
}

let c: Catalogue;
test.beforeAll(async () => {
  c = await makeCatalogue();
});

test('a product is made with typed attribute values, refused while a required one is empty, and reads them back', async ({
  page,
}) => {
  await signIn(page, owner, '/products/create');
  const form = page.getByRole('form');
  const sku = `TV-${c.tag}-1`;
  await form.getByRole('textbox', { name: 'Назва', exact: true }).fill(`Телевізор ${c.tag}`);
  await form.getByRole('textbox', { name: 'Артикул', exact: true }).fill(sku);
  await form.getByRole('combobox', { name: 'Основна категорія' }).fill(c.category.title.slice(0, 14));
  await page.getByRole('option', { name: c.category.title, exact: true }).click();
  await openTab(page, 'Ціна й склад');
  await form.getByRole('textbox', { name: 'Ціна', exact: true }).fill('19999');

  await openTab(page, 'Характеристики');
  const select = form.getByRole('combobox', { name: c.select.title });
  const diagonal = form.getByRole('textbox', { name: c.number.title });
  const smart = form.getByRole('switch', { name: c.flag.title });
  await expect(select).toBeVisible();
  // the number says its unit
  await expect(form.getByText(c.number.suffix, { exact: true })).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);
  await diagonal.fill('55,5');
  await smart.check();

  // the required select is refused before anything is sent
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/products')) posted += 1;
  });
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(select).toHaveAccessibleDescription('Заповніть обов’язкову характеристику.');
  expect(posted).toBe(0);

  await select.selectOption({ label: 'OLED' });
  await expect(select).not.toHaveAccessibleDescription('Заповніть обов’язкову характеристику.');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис був успішно створений.' })).toBeVisible();
  // the new product stays on screen (to add a kit, a photo), its heading focused
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.locator('main h1')).toBeFocused();

  const { data } = await ownerCall<{ data: { id: number }[] }>('GET', `/products?search=${sku}`);
  const id = data[0]?.id;
  expect(id).toBeDefined();
  await page.goto(`/products/${id}?tab=attributes`);
  await expect(select.locator('option:checked')).toHaveText('OLED');
  await expect(diagonal).toHaveValue('55,5');
  await expect(smart).toBeChecked();

  // a change keeps the rows: the select's row is the same row with another value
  const before = await ownerCall<{ data: { attribute_values: { id: number; attribute: number }[] } }>(
    'GET',
    `/products/${id}`,
  );
  // the server's refusal of one row lands on that attribute's input
  const at = before.data.attribute_values.findIndex((r) => r.attribute === c.number.id);
  const refusal = 'Число поза межами атрибута.';
  await page.route(`**/api/products/${id}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: { message: 'Дані містять помилки.', errors: { [`attribute_values.${at}.number`]: [refusal] } },
        })
      : route.fallback(),
  );
  await diagonal.fill('65');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(diagonal).toHaveAccessibleDescription(refusal);
  await page.unroute(`**/api/products/${id}`);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис було успішно змінено.' })).toBeVisible();
  const after = await ownerCall<{ data: { attribute_values: { id: number; attribute: number; number: number }[] } }>(
    'GET',
    `/products/${id}`,
  );
  const rowOf = (rows: { id: number; attribute: number }[], attribute: number) =>
    rows.find((r) => r.attribute === attribute);
  expect(rowOf(after.data.attribute_values, c.number.id)?.id).toBe(
    rowOf(before.data.attribute_values, c.number.id)?.id,
  );
  expect(Number(after.data.attribute_values.find((r) => r.attribute === c.number.id)?.number)).toBe(65);
});

test('a gallery takes several files, is reordered by its buttons, loses one, and saves in that order', async ({
  page,
}) => {
  const first = await makeProduct(c);
  // one stored picture to begin with, sent as the web sends it
  const token = await apiToken(owner);
  const body = new FormData();
  body.set('_method', 'PUT');
  body.set('gallery[0]', new Blob([new Uint8Array(pngOf(10))], { type: 'image/png' }), 'stored.png');
  const res = await fetch(`${e2eBaseUrl}/api/products/${first.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(res.status).toBe(200);
  const stored = ((await res.json()) as { data: { gallery: string[] } }).data.gallery[0] as string;

  await signIn(page, owner, `/products/${first.id}?tab=media`);
  const gallery = page.getByRole('group', { name: 'Галерея' });
  const pictures = gallery.getByRole('listitem');
  await expect(pictures).toHaveCount(1);
  await expect(pictures.first()).toHaveAccessibleName('Фото 1 з 1, головне');

  await gallery.locator('input[type="file"]').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: pngOf(80) },
    { name: 'b.png', mimeType: 'image/png', buffer: pngOf(160) },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') },
  ]);
  await expect(gallery.getByRole('alert')).toContainText('«notes.png» — не зображення');
  await expect(pictures).toHaveCount(3);
  await expect(gallery).toContainText('3 з 20');
  expect(await axeFindings(page, 'main')).toEqual([]);

  // the stored one moves right by the keyboard; the focus follows it
  const right = gallery.getByRole('button', { name: 'Посунути праворуч фото 1' });
  await right.focus();
  await page.keyboard.press('Enter');
  await expect(gallery.getByRole('button', { name: 'Посунути праворуч фото 2' })).toBeFocused();
  await expect(pictures.first()).toHaveAccessibleName('Фото 1 з 3, головне');
  // the last new one goes
  await gallery.getByRole('button', { name: 'Прибрати фото 3' }).click();
  await expect(pictures).toHaveCount(2);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис було успішно змінено.' })).toBeVisible();

  const saved = await ownerCall<{ data: { gallery: string[] } }>('GET', `/products/${first.id}`);
  expect(saved.data.gallery).toHaveLength(2);
  expect(saved.data.gallery[1]).toBe(stored);
  expect(saved.data.gallery[0]).not.toBe(stored);

  // «make main» puts the stored picture first again; dragging puts it back second
  await page.reload();
  await expect(pictures).toHaveCount(2);
  await gallery.getByRole('button', { name: 'Зробити головним фото 2' }).click();
  await expect(pictures.first().getByRole('img')).toHaveAttribute('src', /thumbs/);
  await pictures.nth(0).dragTo(pictures.nth(1));
  await saveAndWait(page);
  const dragged = await ownerCall<{ data: { gallery: string[] } }>('GET', `/products/${first.id}`);
  expect(dragged.data.gallery).toEqual(saved.data.gallery);

  // files dropped onto the zone are added after the others
  await gallery.getByTestId('gallery-gallery').evaluate(
    (zone, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [...pngOf(220)],
  );
  await expect(pictures).toHaveCount(3);
  await expect(pictures.nth(2)).toHaveAccessibleName('Фото 3 з 3');
  await expect(pictures.nth(2)).toContainText('Новий файл');
  await gallery.getByRole('button', { name: 'Прибрати фото 3' }).click();

  // emptied, the gallery is cleared
  await gallery.getByRole('button', { name: 'Прибрати фото 1' }).click();
  await gallery.getByRole('button', { name: 'Прибрати фото 1' }).click();
  await expect(pictures).toHaveCount(0);
  await saveAndWait(page);
  await expect
    .poll(async () => (await ownerCall<{ data: { gallery: string[] } }>('GET', `/products/${first.id}`)).data.gallery)
    .toEqual([]);
});

test('a reader without products.edit lands on the read-only card from the list', async ({ page }) => {
  const product = await makeProduct(c, {
    old_price: 2_499_900,
    short_description: 'Коротко про телевізор',
    description: '<p>Опис з <strong>жирним</strong> словом<img src=x onerror="window.hacked=1"></p>',
    attribute_values: [
      { attribute: c.select.id, value: c.select.values[1]?.id },
      { attribute: c.number.id, number: 55.5 },
      { attribute: c.flag.id, flag: true },
    ],
  });
  const reader = await createUser({ scopes: ['products.show', 'categories.show', 'attributes.show'] });
  await signIn(page, reader, `/products?search=${product.sku}`);
  await page.getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}/show$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const main = page.getByRole('main');
  // prices as Ukrainian money, the old one beside it
  await expect(main.getByRole('region', { name: 'Ціна й склад' })).toContainText('Ціна: 19 999,00 ₴');
  await expect(main.getByRole('region', { name: 'Ціна й склад' })).toContainText('Стара ціна: 24 999,00 ₴');
  await expect(main.getByText('В наявності', { exact: true })).toBeVisible();
  await expect(main.getByText(c.category.title, { exact: true })).toBeVisible();
  // attributes with their units, the select by its value's title
  const attributes = main.getByRole('region', { name: 'Характеристики' });
  await expect(attributes).toContainText(`${c.number.title}55,5 дюйм`);
  await expect(attributes).toContainText(`${c.select.title}OLED`);
  await expect(attributes).toContainText(`${c.flag.title}Так`);
  // the description keeps its formatting and nothing of it runs
  const description = main.getByRole('region', { name: 'Опис' });
  await expect(description.locator('strong')).toHaveText('жирним');
  await expect(description.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  // nothing offers to change it
  await expect(main.getByRole('link', { name: 'Редагувати' })).toHaveCount(0);
  expect(await axeFindings(page, 'main')).toEqual([]);
});

test('a kit is made from its product’s screen, with its totals worked out live, and listed there', async ({ page }) => {
  const own = await makeProduct(c);
  const other = await makeProduct(c, { price: 100_000 });
  await signIn(page, owner, `/products/${own.id}`);
  const panel = page.getByRole('region', { name: 'Комплекти' });
  await expect(panel).toContainText('Комплектів ще немає.');
  await panel.getByRole('link', { name: 'Новий комплект' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${own.id}/kit/create$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Новий комплект' })).toBeVisible();

  const form = page.getByRole('form');
  // the kit's product is the one in the address, and stays so
  const product = form.getByRole('textbox', { name: 'Товар', exact: true });
  await expect(product).toHaveValue(own.name);
  await expect(product).not.toBeEditable();
  await form.getByRole('textbox', { name: 'Назва', exact: true }).fill(`Комплект ${c.tag}`);

  const totals = page.getByTestId('kit-totals');
  await expect(totals).toContainText('19 999,00 ₴');
  const items = form.getByRole('group', { name: 'Товари комплекту' });
  await items.getByRole('button', { name: 'Додати рядок' }).click();
  await items.getByRole('combobox', { name: 'Товар, рядок 1' }).fill(other.name.slice(0, 14));
  await page.getByRole('option', { name: other.name, exact: true }).click();
  await items.getByRole('textbox', { name: 'Кількість, рядок 1' }).fill('2');
  await items.getByRole('textbox', { name: 'Знижка, %, рядок 1' }).fill('10');
  // 19 999 + 2 × 1 000 in full, 19 999 + 2 × 900 with the discount
  await expect(totals).toContainText('21 999,00 ₴');
  await expect(totals).toContainText('21 799,00 ₴');
  await expect(totals).toContainText('200,00 ₴ (1 %)');
  expect(await axeFindings(page, 'main')).toEqual([]);
  // a fixed price per unit instead
  await items.getByRole('combobox', { name: 'Тип знижки, рядок 1' }).selectOption({ label: 'Фіксована ціна' });
  await items.getByRole('textbox', { name: 'Ціна в комплекті, рядок 1' }).fill('750');
  await expect(totals).toContainText('21 499,00 ₴');

  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис був успішно створений.' })).toBeVisible();
  // back on the product's screen, which lists it with the total the server worked out
  await expect(page).toHaveURL(new RegExp(`/products/${own.id}$`));
  const kit = panel.getByRole('link', { name: `Комплект ${c.tag}` });
  await expect(panel).toContainText('21 499,00 ₴');
  await kit.click();
  await expect(page).toHaveURL(new RegExp(`/products/${own.id}/kit/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Комплект ${c.tag}` })).toBeVisible();
  await expect(totals).toContainText('21 499,00 ₴');
  await expect(page.getByRole('textbox', { name: 'Товар', exact: true })).toHaveValue(own.name);
});
