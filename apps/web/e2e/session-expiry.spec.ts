import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { e2eBaseUrl, e2eDatabaseUrl } from './env.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

/** Issue 12.1: a session that ends during work costs nothing typed, and the save still happens. */

const token = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));
const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('kramar.draft:')));

/** Ends the page's session on the server, as an expiry or a sign-out elsewhere would. */
async function expire(page: Page) {
  const dead = await token(page);
  const res = await fetch(`${e2eBaseUrl}/api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${dead}` } });
  expect(res.status).toBe(204);
}

async function newsTitled(title: string): Promise<{ title: string; excerpt: string | null }[]> {
  const t = await apiToken(owner);
  const res = await fetch(`${e2eBaseUrl}/api/news?search=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${t}` },
  });
  return ((await res.json()) as { data: { title: string; excerpt: string | null }[] }).data;
}

async function typeNews(page: Page, title: string, excerpt: string) {
  await page.goto('/news/create');
  await page.getByRole('textbox', { name: 'Заголовок', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Анонс', exact: true }).fill(excerpt);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Сеанс завершився' });
const save = (page: Page) => page.getByRole('button', { name: 'Зберегти', exact: true }).first();

test('a save after the session ended asks for the password over the form, then creates the record', async ({
  page,
}) => {
  const title = `Після сеансу ${Date.now()}`;
  await signIn(page, owner);
  await typeNews(page, title, 'Анонс, який не можна втратити');
  await expire(page);
  await save(page).click();

  const asked = dialog(page);
  await expect(asked).toBeVisible();
  await expect(asked.getByLabel('E-mail')).toHaveValue(owner.email);
  await expect(asked.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  // the page under it is the same: still the form, the owner's menu, no read-only banner, no toast
  await expect(page).toHaveURL(/\/news\/create$/);
  await expect(page.locator('nav a[href="/admin-users"]')).toBeAttached();
  await expect(page.getByText('Ви можете лише переглядати')).toHaveCount(0);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await expect(page.locator('input[name="title"]')).toHaveValue(title);
  expect(await drafts(page)).toHaveLength(1);
  await page.screenshot({ path: '/tmp/me12/session-dialog-1440.png' });

  await asked.getByLabel('Пароль').fill(owner.password);
  await asked.getByRole('button', { name: 'Увійти й продовжити' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.locator('.Toastify__toast').first()).toContainText(/створ/i);
  expect(await newsTitled(title)).toEqual([
    expect.objectContaining({ title, excerpt: 'Анонс, який не можна втратити' }),
  ]);
  expect(await drafts(page)).toEqual([]);
});

test('a reload while the dialog is up keeps the draft for the same user after signing in', async ({ page }) => {
  const title = `Перезавантаження ${Date.now()}`;
  await signIn(page, owner);
  await typeNews(page, title, 'Збережений анонс');
  await expire(page);
  await save(page).click();
  await expect(dialog(page)).toBeVisible();

  page.on('dialog', (prompt) => void prompt.accept());
  await page.reload();
  // the first load with a dead session goes to /login, as it always did
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Пароль', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/news/create');
  await expect(page.getByRole('textbox', { name: 'Заголовок', exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Анонс', exact: true })).toHaveValue('Збережений анонс');
  await save(page).click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  expect(await newsTitled(title)).toEqual([expect.objectContaining({ excerpt: 'Збережений анонс' })]);
  expect(await drafts(page)).toEqual([]);
});

test('signing out from the dialog drops the held save but keeps the draft', async ({ page }) => {
  const title = `Вихід ${Date.now()}`;
  await signIn(page, owner);
  await typeNews(page, title, 'Анонс');
  await expire(page);
  await save(page).click();
  await dialog(page).getByRole('button', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await newsTitled(title)).toEqual([]);
  await signIn(page, owner, '/news/create');
  await expect(page.getByRole('textbox', { name: 'Заголовок', exact: true })).toHaveValue(title);
});

test('a different user signing in through the dialog replays nothing: the dashboard reloads', async ({ page }) => {
  const scopes = ['news.show', 'news.edit'];
  const first = await createUser({ scopes, name: 'Перша Особа' });
  const second = await createUser({ scopes, name: 'Друга Особа' });
  const title = `Чужий запис ${Date.now()}`;
  await signIn(page, first);
  await typeNews(page, title, 'Анонс');
  await expire(page);
  // the e-mail now belongs to someone else (an admin moved it): the dialog's sign-in is theirs
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  await db.query('update admin_users set email = $1 where email = $2', [`gone-${first.email}`, first.email]);
  await db.query('update admin_users set email = $1 where email = $2', [first.email, second.email]);
  await db.end();

  await save(page).click();
  await dialog(page).getByLabel('Пароль').fill(second.password);
  await dialog(page).getByRole('button', { name: 'Увійти й продовжити' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вітаємо, Друга Особа!' })).toBeVisible();
  expect(await newsTitled(title)).toEqual([]);
});
