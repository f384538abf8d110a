import { expect, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

/** The server's Content-Security-Policy is strict; the built app must run under it without a single violation. */
test('the built app runs under the strict CSP with no violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to load: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible();
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/brands/create');
  await expect(page.locator('main')).toBeVisible();
  expect(violations).toEqual([]);
});
