import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenWidths } from './list-layout.ts';
import { api, makeCategory, makeProduct, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

/** Review aid (`npm run shots`): /feeds with built feeds, and a feed's form, at 1440, 1024 and 390 px. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

test('the feeds list and form at every width', async ({ page }) => {
  mkdirSync(dir, { recursive: true });
  const tag = newTag('shots');
  const category = await makeCategory(`Категорія ${tag}`);
  await makeProduct('products', { name: `Чайник ${tag}`, category: category.id, status: 'published' });
  let last = 0;
  for (const format of ['google_merchant', 'rozetka_yml', 'prom_yml', 'hotline', 'csv']) {
    const res = await api('POST', '/feeds', {
      name: `${format} ${tag}`,
      format,
      base_url: 'https://shop.example.test',
      categories: [category.id],
      schedule: format === 'csv' ? 'daily' : 'hourly',
      daily_at: '03:30',
    });
    last = res.body.data.id;
    await api('POST', `/feeds/${last}/refresh`, {});
  }
  await expect
    .poll(async () => (await api('GET', `/feeds/${last}`)).body.data.last_finished_at, { timeout: 20_000 })
    .toBeTruthy();
  await signIn(page, owner);
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await page.goto(`/feeds?search=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Фіди' })).toBeVisible();
    await expect(page.getByRole('link', { name: `csv ${tag}`, exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/feeds-list-${size.width}.png`, fullPage: true });
    await page.goto(`/feeds/${last}`);
    await expect(page.locator('main h1')).toContainText(tag);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/feeds-form-${size.width}.png`, fullPage: true });
  }
});
