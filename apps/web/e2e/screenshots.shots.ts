import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createUser, owner, signIn } from './support.ts';

/**
 * Visual review aid, not part of `npm test`: `npm run shots` (writes to KRAMAR_SHOTS, default
 * /tmp/shots) takes each screen at desktop, compact and phone widths for a person to look at.
 */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'compact', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of widths) {
  test(`screens at ${size.name}`, async ({ page }) => {
    mkdirSync(dir ?? '.', { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-login.png` });
    await page.getByRole('button', { name: 'Увійти' }).click();
    await page.screenshot({ path: `${dir}/${size.name}-login-errors.png` });

    const user = await createUser({ scopes: ['news.show', 'unit.show', 'brand.show', 'brand.edit', 'orders.show'] });
    await signIn(page, user);
    await expect(page.getByText('Ваші доступи')).toBeVisible();
    await expect(page.locator('main .MuiChip-root').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-dashboard-user.png` });

    await page.route('**/api/directories/permissions', (route) =>
      route.fulfill({ status: 500, json: { error: 'Внутрішня помилка сервера.' } }),
    );
    await page.reload();
    await expect(page.locator('.Toastify__toast')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/${size.name}-toast.png` });
    await page.unroute('**/api/directories/permissions');

    await signIn(page, owner);
    await expect(page.getByText('Повний доступ')).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-dashboard-owner.png` });
    await page.goto('/brands/create');
    await expect(page.locator('main[data-route-name="Brands.Create"]')).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-placeholder.png` });
    await page.goto('/no/such/page');
    await page.screenshot({ path: `${dir}/${size.name}-not-found.png` });
    if (size.width > 1024) {
      await page.getByRole('button', { name: 'Меню' }).click();
      await page.screenshot({ path: `${dir}/${size.name}-rail.png` });
      await page.mouse.move(36, 400);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/${size.name}-rail-hover.png` });
    } else {
      await page.getByRole('button', { name: 'Меню' }).click();
      await page.getByRole('button', { name: 'Каталог' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/${size.name}-menu.png` });
    }
  });
}
