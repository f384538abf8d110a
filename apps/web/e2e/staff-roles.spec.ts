import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { ownerCall } from './staff-support.ts';
import { owner, signIn } from './support.ts';

/** Issue 10: the owner builds a role in the editor, gives it to a new person, who sees exactly its menu. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Головне меню' });
const hrefs = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const groupNames = (scope: Locator) =>
  scope.locator('[aria-expanded]').evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));

test('a role made in the editor, a user made with it and a password set: they see exactly that menu', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const roleName = `Контент-менеджер ${n}`;
  await signIn(page, owner, '/roles/create');
  await page.locator('input[name="name"]').fill(roleName);
  const editor = page.getByRole('group', { name: /^Права доступу/ });
  const count = editor.getByRole('status');
  await expect(count).toHaveText(/^Вибрано 0 прав з \d+$/);

  // the search narrows the rows; ticking "edit" ticks "view" too
  await editor.getByRole('searchbox', { name: 'Пошук розділу' }).fill('новини');
  await expect(editor.getByRole('region')).toHaveCount(1);
  await editor.getByRole('checkbox', { name: 'Новини: редагування' }).check();
  await expect(editor.getByRole('checkbox', { name: 'Новини: перегляд' })).toBeChecked();
  await editor.getByRole('searchbox', { name: 'Пошук розділу' }).fill('');
  await editor.getByRole('checkbox', { name: 'Бренди: перегляд' }).check();
  // select-all of a group, by keyboard, and its three states
  const integrations = editor.getByRole('checkbox', { name: 'Інтеграції', exact: true });
  await integrations.focus();
  await page.keyboard.press('Space');
  await expect(integrations).toBeChecked();
  await editor.getByRole('checkbox', { name: 'Фіди: редагування' }).uncheck();
  await expect(integrations).toBeChecked({ indeterminate: true });
  await expect(count).toHaveText(/^Вибрано 6 прав з \d+$/);
  expect(await axeFindings(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page).toHaveURL(/\/roles\/\d+$/);

  const roles = await ownerCall<{ data: { id: number; permissions: string[] }[] }>(
    'GET',
    `/roles?search=${encodeURIComponent(n)}`,
  );
  const role = roles.data[0];
  expect(role?.permissions.sort()).toEqual(
    ['brand.show', 'feeds.show', 'foxy_link.edit', 'news.edit', 'news.show', 'sidebar.feed'].sort(),
  );

  // the user, with that role picked in the form
  const email = `h10-${n}@kramar.test`;
  await page.goto('/admin-users/create');
  await page.locator('input[name="name"]').fill(`Оксана ${n}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('#field-roles').fill(n);
  await page.getByRole('option', { name: roleName, exact: true }).click();
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin-users\/\d+$/);
  const users = await ownerCall<{ data: { id: number }[] }>('GET', `/admin-users?search=${encodeURIComponent(email)}`);
  const userId = users.data[0]?.id;
  expect(userId).toBeDefined();

  // a password from the security panel, which warns that their sessions end
  await page.goto(`/admin-users/${userId}`);
  const panel = page.getByRole('region', { name: 'Вхід і безпека' });
  await expect(
    panel.getByRole('list', { name: 'Сеанси' }).or(panel.getByText('Активних сеансів немає.')),
  ).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);
  await panel.getByRole('button', { name: 'Задати пароль' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новий пароль' });
  await expect(dialog).toContainText('сеанси');
  await dialog.getByLabel('Новий пароль').fill('password');
  await dialog.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(dialog.getByText(/щонайменше 10 символів/)).toBeVisible();
  const password = `correct horse ${n}`;
  await dialog.getByLabel('Новий пароль').fill(password);
  await dialog.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.Toastify__toast--success')).toContainText('змінено');

  // the role's panel counts its holder
  await page.goto(`/roles/${role?.id}`);
  await expect(page.getByTestId('role-holders-count')).toHaveText('Роль має 1 користувач.');

  // the new person signs in through the form, elsewhere, and sees the menu of those scopes only
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto('/login');
  await theirs.getByLabel('E-mail').fill(email);
  await theirs.getByLabel('Пароль', { exact: true }).fill(password);
  await theirs.getByRole('button', { name: 'Увійти' }).click();
  await expect(nav(theirs).getByRole('link', { name: 'Новини' })).toBeVisible();
  expect(await groupNames(nav(theirs))).toEqual(['Каталог', 'Контент', 'Інтеграції']);
  expect(await hrefs(nav(theirs))).toEqual(['/dashboard', '/brands', '/news', '/feeds', '/foxy-link-mappings']);
  await context.close();
});
