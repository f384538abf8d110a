import { expect, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

// A textarea grows with its text by CSS (field-sizing) where the browser can: MUI's autosize made
// the browser lay the page out for each one as a form mounted (issue 11, a form's first render).

const lines = (n: number) => Array.from({ length: n }, (_, i) => `рядок ${i + 1}`).join('\n');

test('a description grows with its text from 3 lines to 12, then scrolls, with no measuring copy', async ({ page }) => {
  await signIn(page, owner, '/directory/partners/create');
  const description = page.getByRole('textbox', { name: 'Опис' });
  await expect(description).toBeVisible();
  // MUI's autosize keeps a hidden copy of each textarea to measure its text in
  await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(0);

  const lineHeight = await description.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  const height = async () => (await description.evaluate((el) => el.clientHeight)) / lineHeight;
  expect(await height()).toBeCloseTo(3, 1);
  await description.fill(lines(7));
  expect(await height()).toBeCloseTo(7, 1);
  await description.fill(lines(30));
  expect(await height()).toBeCloseTo(12, 1);
  expect(await description.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await description.fill('');
  expect(await height()).toBeCloseTo(3, 1);
});
