import { expect, test } from '@playwright/test';
import { tradingSetup } from './dealer-order-support.ts';

test.describe.configure({ timeout: 120_000 });

// The dealer panel draws the staff's shell around its own menu. The shell's top bar asked for the
// staff's background jobs on every screen, and the server refused a dealer's session each time (403).
test('a dealer walks the panel and the server refuses it nothing', async ({ page }) => {
  const { dealer } = await tradingSetup();
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(dealer.principal.email);
  await page.getByLabel('Пароль', { exact: true }).fill(dealer.principal.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  for (const path of [
    '/dealers',
    '/dealers/catalog',
    '/dealers/orders',
    '/dealers/orders/new',
    '/dealers/workspaces',
    '/dealers/managers',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
});
