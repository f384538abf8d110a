import { expect, test } from '@playwright/test';
import { createStaff, totp } from './staff-support.ts';
import { owner, signIn } from './support.ts';

/** Issue 10: an invitation link sets the password and signs in; a role may require a second factor first. */

test('an invited person sets a password, then must enrol a second factor before any screen opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const user = await createStaff(['news.show'], { requireTwoFactor: true, password: false });
  await signIn(page, owner, `/admin-users/${user.id}`);
  await page.getByRole('button', { name: 'Посилання-запрошення' }).click();
  const shown = page.getByRole('dialog', { name: 'Посилання-запрошення' });
  const url = await shown.getByLabel('Посилання').inputValue();
  expect(url).toMatch(/\/login\?invite=[\w-]+$/);
  await expect(shown).toContainText('лише один раз');

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto(url);
  await expect(theirs.getByRole('heading', { name: 'Ласкаво просимо' })).toBeVisible();
  await expect(theirs.getByText(user.email)).toBeVisible();
  await expect(theirs.getByText(user.name)).toBeVisible();
  await theirs.getByLabel('Новий пароль').fill('short');
  await theirs.getByRole('button', { name: 'Зберегти пароль і увійти' }).click();
  await expect(theirs.getByText('Пароль має містити щонайменше 10 символів.')).toBeVisible();
  await theirs.getByLabel('Новий пароль').fill('password123');
  await theirs.getByRole('button', { name: 'Зберегти пароль і увійти' }).click();
  await expect(theirs.getByText(/легко вгадати/)).toBeVisible();
  await theirs.getByLabel('Новий пароль').fill(user.password);
  await theirs.getByRole('button', { name: 'Зберегти пароль і увійти' }).click();

  // signed in, but the role wants a second factor: the profile asks for it and cannot be closed
  const profile = theirs.getByRole('dialog', { name: /^Профіль/ });
  await expect(profile.getByText('Потрібна двоетапна перевірка')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Закрити' })).toHaveCount(0);
  await theirs.keyboard.press('Escape');
  await expect(profile).toBeVisible();
  await profile.getByRole('button', { name: 'Налаштувати' }).click();
  const confirm = theirs.getByRole('dialog', { name: 'Налаштувати двоетапну перевірку?' });
  await confirm.getByLabel('Поточний пароль').fill(user.password);
  await confirm.getByRole('button', { name: 'Налаштувати' }).click();
  const secret = (await profile.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  await profile.getByLabel('Код із застосунку').fill(totp(secret));
  await profile.getByRole('button', { name: 'Підтвердити й увімкнути' }).click();
  await profile.getByRole('button', { name: 'Я зберіг коди' }).click();
  await expect(profile).toBeHidden();
  await expect(theirs.getByRole('heading', { name: /^Вітаємо/ })).toBeVisible();

  // the link was used: opened again it says so and offers the normal sign-in
  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto(url);
  await expect(again.getByRole('alert')).toContainText('недійсне');
  await expect(again.getByRole('heading', { name: 'Вхід до адмін-панелі' })).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);
  await Promise.all([context.close(), later.close()]);
});
