import { expect, test } from '@playwright/test';
import { makeCategory, makeProduct, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the overview shows the catalogue in figures, each opening the list filtered to it', async ({ page }) => {
  const tag = newTag('огляд');
  const root = await makeCategory(`Огляд ${tag}`);
  const child = await makeCategory(`Підкатегорія ${tag}`, root.id);
  await makeProduct('products', { name: `Без запасу ${tag}`, category: child.id, quantity: 0 });
  await makeProduct('products', { name: `На складі ${tag}`, category: child.id, quantity: 5 });

  await signIn(page, owner, '/catalog');
  await expect(page.getByRole('heading', { name: 'Огляд каталогу' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Показники каталогу' });
  await expect(figures).toHaveAttribute('aria-busy', 'false');
  // no breadcrumb here (SPEC §2): the page carries its own heading
  await expect(page.getByRole('navigation', { name: /Навігаційний ланцюжок|breadcrumb/i })).toHaveCount(0);

  await figures.getByRole('link', { name: /закінчи/ }).click();
  await expect(page).toHaveURL(/filter%5Bquantity%5D%5Bto%5D=0|filter\[quantity\]\[to\]=0/);
  await expect(page.getByRole('row').filter({ hasText: `Без запасу ${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `На складі ${tag}` })).toHaveCount(0);

  await page.goBack();
  await figures.getByRole('link', { name: /без фото/ }).click();
  await expect(page).toHaveURL(/has_image/);
  await expect(page.getByRole('button', { name: 'Прибрати: Без фото' })).toBeVisible();

  // a top-level category's bar opens its products with those of its subcategories (the figures
  // are kept 30 s by the server, so the bar taken is whichever comes first)
  await page.goBack();
  const bar = page.getByRole('region', { name: 'Товари за категоріями' }).getByRole('link').first();
  const href = (await bar.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/products\?filter%5Bcategory%5D=\d+$/);
  await bar.click();
  await expect(page.getByRole('button', { name: /^Прибрати: Основна категорія/ })).toBeVisible();
  await page.goto(`/products?filter[category]=${root.id}&search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
});
