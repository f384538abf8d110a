import { expect, type Page, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

const bar = (page: Page) => page.getByRole('region', { name: 'Збереження змін' });

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });

// each test saves a record or two through the server
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, owner);
  await expect(page.locator('main[data-route-name="Dashboard"]')).toBeVisible();
});

test('a long form with changes keeps save in sight: the bar, Ctrl+S, and discard', async ({ page }) => {
  await page.goto('/news/create');
  const title = page.getByRole('textbox', { name: 'Заголовок' });
  await expect(title).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  // the form runs far below the window (its cards come one per render): the header's save button is the only other one
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5))
    .toBe(true);

  await title.fill('Новина зі смуги збереження');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('Незбережені зміни');
  await expect(bar(page)).toContainText('Ctrl+S');
  expect(await inViewport(page, '[data-testid="save-bar"]')).toBe(true);
  // said to screen readers as it appears
  await expect(page.getByRole('status').filter({ hasText: 'Незбережені зміни' })).toHaveCount(1);

  // at the foot of the form the bar sits below the last field, not over it; scrolled there on each
  // look, as a card still arriving (one per render) or a lazy editor growing moves the foot down
  const lastField = page.getByRole('textbox', { name: 'Тег description' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const field = await lastField.boundingBox();
      const box = await bar(page).boundingBox();
      return field && box ? box.y - (field.y + field.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);

  await bar(page).getByRole('button', { name: 'Скасувати' }).click();
  await expect(title).toHaveValue('');
  await expect(bar(page)).toHaveCount(0);

  await title.fill('Новина зі смуги збереження');
  await expect(bar(page)).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.locator('.Toastify__toast')).toHaveCount(1);
  // a new record stays on its own screen, saved: the bar is gone
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(bar(page)).toHaveCount(0);
});

test('an edit form: discard restores the stored values, save from the bar keeps the new ones', async ({ page }) => {
  await page.goto('/news/create');
  await page.getByRole('textbox', { name: 'Заголовок' }).fill('Стара назва');
  await page.keyboard.press('Control+s');
  // the new record's own form is the edit form
  await expect(page).toHaveURL(/\/news\/\d+$/);
  const title = page.getByRole('textbox', { name: 'Заголовок' });
  await expect(title).toHaveValue('Стара назва');

  await title.fill('Нова назва');
  await bar(page).getByRole('button', { name: 'Скасувати' }).click();
  await expect(title).toHaveValue('Стара назва');
  await expect(bar(page)).toHaveCount(0);

  await title.fill('Нова назва');
  await bar(page).getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.locator('.Toastify__toast').last()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await expect(title).toHaveValue('Нова назва');
});

for (const width of [1024, 390]) {
  test(`the bar fits the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/promos/create');
    const first = page.locator('main form input:not([type="hidden"])').first();
    await first.fill('SAVEBAR10');
    await expect(bar(page)).toBeVisible();
    expect(await inViewport(page, '[data-testid="save-bar"]')).toBe(true);
    await expect(bar(page).getByRole('button', { name: 'Зберегти' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
