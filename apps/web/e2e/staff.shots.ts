import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createStaff } from './staff-support.ts';
import { apiToken, owner, signIn } from './support.ts';

/** Visual review aid for issue 10 (`npm run shots`): role editor, security panel, profile, the code step. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'compact', width: 1024, height: 768 },
];

for (const size of widths) {
  test(`staff screens at ${size.name}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const user = await createStaff(['news.show', 'news.edit', 'brand.show', 'sidebar.feed', 'feeds.show']);
    await apiToken(user);
    await signIn(page, owner, `/roles/${user.roleId}`);
    await expect(page.getByTestId('role-holders-count')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Новини: перегляд' })).toBeChecked();
    await page.screenshot({ path: `${dir}/${size.name}-role-editor.png` });
    await page.screenshot({ path: `${dir}/${size.name}-role-editor-full.png`, fullPage: true });

    await page.goto(`/admin-users/${user.id}`);
    await expect(page.getByRole('region', { name: 'Вхід і безпека' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-user-panel.png`, fullPage: true });
    await page.getByRole('button', { name: 'Посилання-запрошення' }).click();
    await expect(page.getByRole('dialog', { name: 'Посилання-запрошення' })).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-invitation.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Обліковий запис' }).click();
    await page.getByRole('menuitem', { name: 'Профіль' }).click();
    const profile = page.getByRole('dialog', { name: /^Профіль/ });
    await expect(profile).toBeVisible();
    await expect(profile.getByRole('textbox', { name: /^Ім/ })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${size.name}-profile-general.png` });
    await profile.getByRole('tab', { name: 'Сеанси' }).click();
    await expect(profile.getByText('Цей пристрій')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${size.name}-profile-sessions.png` });
    await profile.getByRole('tab', { name: 'Двоетапна перевірка' }).click();
    await profile.getByRole('button', { name: 'Налаштувати' }).click();
    const confirm = page.getByRole('dialog', { name: 'Налаштувати двоетапну перевірку?' });
    await confirm.getByLabel('Поточний пароль').fill(owner.password);
    await confirm.getByRole('button', { name: 'Налаштувати' }).click();
    await expect(profile.getByRole('img')).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-profile-enrol.png` });

    const guest = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const login = await guest.newPage();
    await login.route('**/api/auth', (route) =>
      route.fulfill({ json: { two_factor_required: true, challenge: 'shot', expires_in: 300 } }),
    );
    await login.goto('/login');
    await login.getByLabel('E-mail').fill(user.email);
    await login.getByLabel('Пароль', { exact: true }).fill(user.password);
    await login.getByRole('button', { name: 'Увійти' }).click();
    await expect(login.getByLabel('Код підтвердження')).toBeFocused();
    await login.screenshot({ path: `${dir}/${size.name}-login-code.png` });
    await login.getByRole('button', { name: 'Використати резервний код' }).click();
    await login.screenshot({ path: `${dir}/${size.name}-login-recovery.png` });
    await guest.close();
  });
}
