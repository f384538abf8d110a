import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenWidths } from './list-layout.ts';
import { api, makeCategory, makeProduct, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

/**
 * Review aid (`npm run shots`): /foxy-link-mappings with rows in every sync state, its unmapped
 * products dialog, a partner's sync fields and the products' bulk action, at 1440, 1024 and 390 px.
 */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

test('link mappings at every width', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(dir, { recursive: true });
  const tag = newTag('shots');
  const category = await makeCategory(`Категорія ${tag}`);
  const partner = (
    await api('POST', '/partners', {
      title: `Фокстрот ${tag}`,
      sync_url: 'https://partner.example/api/sync',
      sync_token: 'shots-token-0001',
    })
  ).body.data;
  const names = ['Чайник Bosch TWK 3A011', 'Тостер Philips HD2581', 'Мікрохвильова піч Samsung MS23K3614AW'];
  for (const [i, name] of names.entries()) {
    const product = await makeProduct('products', { name: `${name} ${tag}`, category: category.id });
    const made = await api('POST', '/foxy-link-mappings', {
      partner: partner.id,
      product: product.id,
      partner_sku: `FX-${100 + i}`,
      product_url: `https://partner.example/p/fx-${100 + i}`,
    });
    expect(made.status).toBe(201);
  }
  await makeProduct('products', { name: `Блендер Braun MQ 5235 ${tag}`, category: category.id });
  // a sync against an address nobody answers: the rows fail with the reason
  await api('POST', '/products/foxylink/sync/batch', { search: tag });
  await signIn(page, owner);
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await page.goto(`/foxy-link-mappings?filter[partner]=${partner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Зіставлення посилань' })).toBeVisible();
    await expect(page.getByText('FX-102').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/links-list-${size.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Товари без зіставлення' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(tag);
    await expect(dialog.getByText(`Блендер Braun MQ 5235 ${tag}`)).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/links-unmapped-${size.width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Закрити' }).click();
    await page.goto(`/directory/partners/${partner.id}`);
    await expect(page.locator('main h1')).toContainText(tag);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/links-partner-${size.width}.png`, fullPage: true });
    await page.goto(`/products?search=${tag}`);
    await expect(page.getByText(`Тостер Philips HD2581 ${tag}`).first()).toBeVisible();
    const all = page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' });
    if (await all.count()) await all.check();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/links-products-bulk-${size.width}.png`, fullPage: true });
  }
});
