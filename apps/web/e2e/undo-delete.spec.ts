import { expect, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// a safety net (issue 27, point 15): a deleted product can be taken back from its toast (orders are
// never deleted: they have no delete at all)
test.describe.configure({ timeout: 60_000 });

async function product(): Promise<Row> {
  const tag = newTag('відміна');
  const category = await makeCategory(`Категорія ${tag}`);
  return makeProduct('products', { name: `Пральна машина ${tag}`, category: category.id });
}

const status = async (path: string) => (await api('GET', path)).status;

test('a product deleted from its screen is back after «Скасувати», and nothing reached the server', async ({
  page,
}) => {
  const made = await product();
  await signIn(page, owner, `/products/${made.id}`);
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await page.getByRole('button', { name: 'Видалити', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Видалити «${made.name}»?` });
  await expect(dialog).toContainText('кілька секунд його можна повернути кнопкою «Скасувати»');
  await dialog.getByRole('button', { name: 'Видалити' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Запис був успішно видалений.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Видалення скасовано' })).toBeVisible();
  // past the toast's seconds: still there, and no delete was ever sent
  await page.waitForTimeout(7000);
  expect(await status(`/products/${made.id}`)).toBe(200);
  expect(deletes).toEqual([]);
  await page.goto(`/products?search=${encodeURIComponent(String(made.sku))}`);
  await expect(page.getByRole('link', { name: String(made.name), exact: true })).toBeVisible();
});

test('without «Скасувати» the product leaves the list at once and is deleted when the toast is gone', async ({
  page,
}) => {
  const made = await product();
  await signIn(page, owner, `/products?search=${encodeURIComponent(String(made.sku))}`);
  await expect(page.getByRole('link', { name: String(made.name), exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Видалити «${made.name}»` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Видалити' }).click();
  await expect(page.getByRole('link', { name: String(made.name), exact: true })).toHaveCount(0);
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис був успішно видалений.' })).toBeVisible();
  await expect.poll(() => status(`/products/${made.id}`), { timeout: 12_000 }).toBe(404);
});
