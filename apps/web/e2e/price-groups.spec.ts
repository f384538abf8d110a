import { expect, test } from '@playwright/test';
import { api, makeCategory, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the first visit of the form brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 60_000 });

test('a price group opens on its terms; a category’s row asks for the one value its kind needs', async ({ page }) => {
  const tag = newTag('');
  const category = await makeCategory(`Освітлення ${tag}`);
  const made = await api('POST', '/price-groups', { name: `Опт ${tag}`, discount: 12 });
  expect(made.status).toBe(201);

  await signIn(page, owner, `/dealers/price-groups/${made.body.data.id}`);
  // the terms a manager reads first: the base discount and the minimum order, without scrolling
  await expect(page.getByRole('tab', { name: 'Умови', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Базова знижка, %' })).toHaveValue('12');
  await page.getByRole('textbox', { name: 'Мінімальна сума замовлення' }).fill('3000');

  await page.getByRole('tab', { name: 'Особливі ціни' }).click();
  const rows = page.getByRole('group', { name: 'Ціни за категоріями' });
  await rows.getByRole('button', { name: 'Додати рядок' }).click();
  const picker = rows.getByRole('combobox', { name: 'Категорія, рядок 1' });
  await picker.click();
  await picker.fill(`Освітлення ${tag}`);
  await page.getByRole('option', { name: `Освітлення ${tag}` }).click();
  // a percent row asks for the percent, not for a price
  await expect(rows.getByRole('textbox', { name: 'Знижка, %, рядок 1' })).toBeVisible();
  await expect(rows.getByRole('textbox', { name: 'Фіксована ціна, рядок 1' })).toHaveCount(0);
  await rows.getByRole('combobox', { name: 'Тип, рядок 1' }).selectOption({ label: 'Фіксована ціна' });
  await expect(rows.getByRole('textbox', { name: 'Знижка, %, рядок 1' })).toHaveCount(0);
  await rows.getByRole('textbox', { name: 'Фіксована ціна, рядок 1' }).fill('999');

  await page.getByRole('tab', { name: 'Знижки за кількість' }).click();
  const tiers = page.getByRole('group', { name: 'Знижки за кількість' });
  await tiers.getByRole('button', { name: 'Додати рядок' }).click();
  await tiers.getByRole('textbox', { name: 'Від кількості, шт., рядок 1' }).fill('10');
  await tiers.getByRole('textbox', { name: 'Додаткова знижка, %, рядок 1' }).fill('3');

  await page.getByRole('button', { name: 'Зберегти' }).first().click();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  const saved = await api<{ data: Record<string, unknown> }>('GET', `/price-groups/${made.body.data.id}`);
  expect(saved.body.data).toMatchObject({
    min_order_amount: 300_000,
    category_overrides: [expect.objectContaining({ category: category.id, kind: 'price', price: 99_900 })],
    tiers: [expect.objectContaining({ min_quantity: 10 })],
  });
});
