import { expect, type Page, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// someone else's change (issue 27, point 14): a save refused with 409 compares, then keeps or takes

async function makeBrand(): Promise<Row> {
  const made = await api('POST', '/brands', { name: `Бренд ${newTag('cf')}` });
  if (made.status !== 201) throw new Error(`brand: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data;
}

/** Another person's save, made behind the open form (no version: it is taken as it comes). */
async function theyChange(id: number, values: Record<string, unknown>) {
  const res = await api('PUT', `/brands/${id}`, values);
  if (res.status !== 200) throw new Error(`their save: ${res.status} ${JSON.stringify(res.body)}`);
}

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Цей запис щойно змінив хтось інший' });

test('a save refused because someone changed the record shows their values beside mine; «Зберегти мої» saves over with mine', async ({
  page,
}) => {
  const brand = await makeBrand();
  await signIn(page, owner, `/brands/${brand.id}`);
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Офіційний сайт' }).fill('https://mine.example.com');
  const theirName = `${brand.name} (нова назва)`;
  await theyChange(brand.id, { name: theirName });

  const refused = page.waitForResponse((r) => r.url().includes(`/api/brands/${brand.id}`) && r.status() === 409);
  await page.keyboard.press('Control+s');
  await refused;
  const dialog = conflictDialog(page);
  const rows = dialog.getByTestId('conflict-fields');
  await expect(rows.locator('[data-field="name"]')).toContainText(theirName);
  await expect(rows.locator('[data-field="name"]')).toContainText(String(brand.name));
  await expect(rows.locator('[data-field="site_url"]')).toContainText('https://mine.example.com');
  // nothing was written meanwhile
  expect((await api('GET', `/brands/${brand.id}`)).body.data.site_url ?? null).toBeNull();

  await dialog.getByRole('button', { name: 'Зберегти мої' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис було успішно змінено.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // mine where I typed, theirs where I did not: their new name is not written back
  const stored = (await api('GET', `/brands/${brand.id}`)).body.data;
  expect(stored).toMatchObject({ name: theirName, site_url: 'https://mine.example.com' });
  await expect(form.getByRole('textbox', { name: /^Назва/ })).toHaveValue(theirName);
});

test('«Взяти їхні» shows the record as it is now and writes nothing', async ({ page }) => {
  const brand = await makeBrand();
  await signIn(page, owner, `/brands/${brand.id}`);
  const form = page.getByRole('form');
  const name = form.getByRole('textbox', { name: /^Назва/ });
  await name.fill(`${brand.name} (моя)`);
  await theyChange(brand.id, { name: `${brand.name} (їхня)` });

  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  const dialog = conflictDialog(page);
  const row = dialog.getByTestId('conflict-fields').locator('[data-field="name"]');
  await expect(row).toContainText(`${brand.name} (їхня)`);
  await expect(row).toContainText(`${brand.name} (моя)`);
  await dialog.getByRole('button', { name: 'Взяти їхні' }).click();
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue(`${brand.name} (їхня)`);
  expect((await api('GET', `/brands/${brand.id}`)).body.data.name).toBe(`${brand.name} (їхня)`);

  // based on their version now: the next save goes through
  await name.fill(`${brand.name} (моя, вдруге)`);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис було успішно змінено.' })).toBeVisible();
  expect((await api('GET', `/brands/${brand.id}`)).body.data.name).toBe(`${brand.name} (моя, вдруге)`);
});

test('grid editing marks each row someone saved meanwhile, with the value stored now; nothing is written', async ({
  page,
}) => {
  const tag = newTag('сітка-конфлікт');
  const category = await makeCategory(`Категорія ${tag}`);
  const mine = await makeProduct('products', { name: `А товар ${tag}`, category: category.id, price: 100_00 });
  const other = await makeProduct('products', { name: `Б товар ${tag}`, category: category.id, price: 200_00 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, owner, `/products?sort=name&search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  const cell = (row: number) => page.locator(`[data-grid-cell="${row}:price"]`);
  await cell(0).click();
  await cell(0).getByRole('textbox').fill('150');
  await page.keyboard.press('Enter');
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  // the first product's price is changed by someone else before the grid is saved
  const theirs = await api('PUT', `/products/${mine.id}`, { price: 199_00 });
  expect(theirs.status).toBe(200);

  await page.keyboard.press('Control+s');
  await expect(
    page.locator('.Toastify__toast').filter({ hasText: 'Деякі рядки щойно змінив хтось інший' }),
  ).toBeVisible();
  await expect(cell(0)).toContainText(/Змінив хтось інший, зараз: 199,00\s₴\./);
  await expect(cell(1)).not.toContainText('Змінив хтось інший');
  expect((await api('GET', `/products/${mine.id}`)).body.data.price).toBe(199_00);
  expect((await api('GET', `/products/${other.id}`)).body.data.price).toBe(200_00);
});
