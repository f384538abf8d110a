import { expect, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a chosen category brings its attributes as filters; picks stay in the address as chips', async ({ page }) => {
  const tag = newTag('фільтр');
  const memory = (
    await api('POST', '/attributes', {
      title: `Пам’ять ${tag}`,
      code: `m${tag.replace(/[^a-z0-9]/g, '')}`,
      data_type: 'select',
      status: 'published',
      values: [{ title: '128 ГБ' }, { title: '256 ГБ' }],
    })
  ).body.data;
  const [small, large] = memory.values as Row[];
  const root = await makeCategory(`Техніка ${tag}`);
  const phones = await makeCategory(`Смартфони ${tag}`, root.id);
  expect(
    (await api('PUT', `/categories/${phones.id}`, { attributes: [{ attribute: memory.id, filter: true }] })).status,
  ).toBe(200);
  for (const [name, value] of [
    ['Малий', small],
    ['Великий', large],
  ] as const) {
    await makeProduct('products', {
      name: `${name} ${tag}`,
      category: phones.id,
      attribute_values: [{ attribute: memory.id, value: value?.id }],
    });
  }

  await signIn(page, owner, `/products?sort=name&search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: 'Фільтри' }).click();
  // the main category from the tree, by a part of its name; its subcategories count too
  const category = page.getByRole('combobox', { name: 'Основна категорія' });
  await category.fill(`Техніка ${tag}`);
  await page.getByRole('option', { name: `Техніка ${tag}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Прибрати: Основна категорія: Техніка ${tag}` })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);

  // the attributes are the subcategory's: pick it, and its memory filter appears
  await category.fill(`Смартфони ${tag}`);
  await page.getByRole('option', { name: new RegExp(`Смартфони ${tag}`) }).click();
  const memoryFilter = page.getByRole('combobox', { name: `Пам’ять ${tag}` });
  await memoryFilter.click();
  await page.getByRole('option', { name: '256 ГБ' }).click();
  await expect(page).toHaveURL(new RegExp(`filter%5Battr_${memory.id}%5D=${large?.id}`));
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `Великий ${tag}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Прибрати: Пам’ять ${tag}: 256 ГБ` })).toBeVisible();

  // a reload keeps it all; the chip takes the filter off
  await page.reload();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Прибрати: Пам’ять ${tag}: 256 ГБ` }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);

  // none of them has a picture
  await page.getByRole('combobox', { name: 'Фото' }).click();
  await page.getByRole('option', { name: 'З фото', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Нічого не знайдено' })).toBeVisible();
});
