import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

/** axe-core's WCAG 2.1 A/AA rules; serious and critical findings fail. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login screen, with its errors shown, is accessible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Увійти' }).click();
  expect(await violations(page)).toEqual([]);
});

test('the shell and dashboard are accessible, on desktop and in the compact variant', async ({ page }) => {
  await signIn(page, owner);
  await expect(page.getByText('Ваші доступи')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/brands/create');
  await expect(page.locator('main')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
