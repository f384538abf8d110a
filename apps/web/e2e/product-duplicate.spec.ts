import { expect, type Page, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// a product is duplicated from its screen, its row and Ctrl+K, and the copy opens (issue 27, point 5)
test.describe.configure({ timeout: 60_000 });

async function original(): Promise<Row> {
  const tag = newTag('дубль');
  const category = await makeCategory(`Категорія ${tag}`);
  return makeProduct('products', { name: `Ноутбук ${tag}`, category: category.id, price: 25_000_00 });
}

/** The copy the page has opened: a draft of the same product with a SKU of its own. */
async function expectCopyOpened(page: Page, of: Row): Promise<void> {
  await expect(
    page.locator('.Toastify__toast').filter({ hasText: `Створено копію-чернетку «${of.name}»` }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/products/${of.id}(\\?|$)`));
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.locator('main h1')).toHaveText(String(of.name));
  await expect(page.locator('main h1')).toBeFocused();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const copy = (await api('GET', `/products/${id}`)).body.data;
  expect(copy).toMatchObject({ name: of.name, status: 'draft', price: of.price, sku: `${of.sku}-copy` });
}

test('«Дублювати» on the product screen opens a draft copy', async ({ page }) => {
  const product = await original();
  await signIn(page, owner, `/products/${product.id}`);
  await page.getByRole('button', { name: 'Дублювати', exact: true }).click();
  await expectCopyOpened(page, product);
});

test('a product row offers «Дублювати» too', async ({ page }) => {
  const product = await original();
  await signIn(page, owner, `/products?search=${encodeURIComponent(String(product.sku))}`);
  await page.getByRole('button', { name: `Дублювати «${product.name}»` }).click();
  await expectCopyOpened(page, product);
});

test('Ctrl+K on a product screen offers «Дублювати цей товар»; Back does not make a second copy', async ({ page }) => {
  const product = await original();
  await signIn(page, owner, `/products/${product.id}`);
  await expect(page.locator('main h1')).toHaveText(String(product.name));
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Пошук або команда' });
  await palette.getByRole('combobox').fill('дублю');
  await expect(palette.getByRole('option', { name: /Дублювати цей товар/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expectCopyOpened(page, product);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(page.locator('main h1')).toHaveText(String(product.name));
  const copies = await api<{ data: Row[] }>('GET', `/products?search=${encodeURIComponent(`${product.sku}-copy`)}`);
  expect(copies.body.data).toHaveLength(1);
});
