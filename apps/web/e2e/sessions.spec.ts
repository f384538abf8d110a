import { expect, type Page, test } from '@playwright/test';
import { createStaff } from './staff-support.ts';
import { owner, signIn } from './support.ts';

/** Issue 10: a session ended from another browser (by its owner, or by an admin) ends on its next request. */

const sessionDialog = (page: Page) => page.getByRole('dialog', { name: 'Сеанс завершився' });

test('a session ended from another browser context meets the sign-in on its next request', async ({ browser }) => {
  test.setTimeout(60_000);
  const user = await createStaff(['news.show']);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signIn(a, user);
  await signIn(b, user);

  // B lists its sessions and ends A's, the one that is not "this device"
  await b.getByRole('button', { name: 'Обліковий запис' }).click();
  await b.getByRole('menuitem', { name: 'Профіль' }).click();
  const profile = b.getByRole('dialog', { name: /^Профіль/ });
  await profile.getByRole('tab', { name: 'Сеанси' }).click();
  const list = profile.getByRole('list', { name: 'Сеанси' });
  await expect(list.getByText('Цей пристрій')).toHaveCount(1);
  const others = list.getByRole('button', { name: /^Завершити сеанс/ });
  const before = await others.count();
  expect(before).toBeGreaterThanOrEqual(1);
  // the newest other session is A's (sign-ins through the API in createStaff and signIn are older)
  await others.first().click();
  await expect(b.locator('.Toastify__toast--success')).toContainText('Сеанс завершено');
  await expect(others).toHaveCount(before - 1);

  // A's next request finds its session gone: the sign-in dialog, and out to /login
  await a.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Новини' }).click();
  await expect(sessionDialog(a)).toBeVisible();
  await sessionDialog(a).getByRole('button', { name: 'Вийти' }).click();
  await expect(a).toHaveURL(/\/login$/);

  // an administrator ends all of B's sessions from the user's security panel
  const admin = await browser.newContext();
  const o = await admin.newPage();
  await signIn(o, owner, `/admin-users/${user.id}`);
  const panel = o.getByRole('region', { name: 'Вхід і безпека' });
  await panel.getByRole('button', { name: 'Завершити всі сеанси' }).click();
  await o
    .getByRole('dialog', { name: 'Завершити всі сеанси?' })
    .getByRole('button', { name: 'Завершити всі сеанси' })
    .click();
  await expect(o.locator('.Toastify__toast--success')).toContainText(/Завершено \d+ сеанс/);
  await expect(panel.getByText('Активних сеансів немає.')).toBeVisible();

  await b.reload();
  await expect(b).toHaveURL(/\/login$/);
  await Promise.all([first.close(), second.close(), admin.close()]);
});
