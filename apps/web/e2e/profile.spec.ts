import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { createStaff } from './staff-support.ts';
import { signIn } from './support.ts';

/** Issue 10: the profile keeps the name, the interface language (applied at the next sign-in) and the password. */

async function openProfile(page: Page, account = 'Обліковий запис', item = 'Профіль') {
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog', { name: new RegExp(`^${item}`) });
}

test('name, language and password from the profile; the language comes back at the next sign-in', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createStaff(['news.show']);
  await signIn(page, user);
  const profile = await openProfile(page);
  const name = profile.getByRole('textbox', { name: /^Ім’я/ });
  await expect(name).toHaveValue(user.name);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await name.fill('');
  await profile.getByRole('button', { name: 'Зберегти' }).click();
  await expect(profile.getByText('Обов’язкове поле.')).toBeVisible();
  await name.fill('Ганна Коваль');
  await profile.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('Профіль збережено.');

  await profile.getByRole('tab', { name: 'Пароль' }).click();
  await profile.getByLabel('Поточний пароль').fill('not my password');
  await profile.getByLabel('Новий пароль').fill('a long new pass phrase');
  await profile.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(profile.getByText('Поточний пароль невірний.')).toBeVisible();
  await profile.getByLabel('Поточний пароль').fill(user.password);
  await profile.getByRole('button', { name: 'Змінити пароль' }).click();
  // the newest toast is on top
  await expect(page.locator('.Toastify__toast--success').first()).toContainText('Пароль змінено');

  // the language switches at once and is kept in the profile
  await profile.getByRole('tab', { name: 'Загальне' }).click();
  // the dialog is renamed as the language changes: the radio is found by its own name
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('dialog', { name: /^Profile/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // signed out, the browser forgets its choice; the sign-in brings the profile's back
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.evaluate(() => localStorage.setItem('lang', 'uk'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вхід до адмін-панелі' })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill('a long new pass phrase');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ганна Коваль!' })).toBeVisible();
});
