import { expect, type Page, test } from '@playwright/test';
import { createUser, signIn } from './support.ts';

test('the sign-in page switches language; the server’s refusal then comes in English', async ({ page }) => {
  const user = await createUser({ scopes: [] });
  await page.goto('/login');
  const languages = page.getByRole('group', { name: 'Мова інтерфейсу' });
  await expect(languages.getByRole('button', { name: 'Українська' })).toHaveAttribute('aria-pressed', 'true');
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the admin panel' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Wrong e-mail or password.');

  // the choice outlives a reload, and signing in keeps it
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the admin panel' })).toBeVisible();
  await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вхід до адмін-панелі' })).toBeVisible();
});

/** The form's own save button, in its header (the sticky bar repeats it once there are changes). */
const save = (page: Page) => page.locator('main').getByRole('button', { name: 'Save', exact: true }).first().click();

test('in English, a form’s own checks and the server’s 422 both speak English', async ({ page }) => {
  const title = `Unit ${Date.now().toString(36)}`;
  await signIn(page, await createUser({ scopes: ['unit.show', 'unit.edit'] }));
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/directory/units/create');
  const name = page.getByRole('textbox', { name: /Name|Title/ }).first();
  await expect(name).toBeVisible();
  await save(page);
  await expect(name).toHaveAccessibleDescription('Required.');

  await name.fill(title);
  await page.getByRole('textbox', { name: /Suffix/ }).fill('pcs');
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'The record was created.' })).toBeVisible();

  // the same title again: only the server knows it is taken, and says so in English
  await page.goto('/directory/units/create');
  await page
    .getByRole('textbox', { name: /Name|Title/ })
    .first()
    .fill(title);
  await page.getByRole('textbox', { name: /Suffix/ }).fill('pcs');
  await save(page);
  await expect(page.getByRole('textbox', { name: /Name|Title/ }).first()).toHaveAccessibleDescription(
    'This value already exists.',
  );
});
