import { expect, type Page, test } from '@playwright/test';
import { createUser, signIn } from './support.ts';

const permissions = '**/api/directories/permissions';
const toasts = (page: Page) => page.locator('.Toastify__toast');

async function answer(page: Page, status: number, json: unknown) {
  await page.route(permissions, (route) => route.fulfill({ status, json }));
}

test.beforeEach(async ({ page }) => {
  // a staff member (not the owner) whose dashboard asks for the permissions directory
  const user = await createUser({ scopes: ['news.show'] });
  await signIn(page, user);
  await page.goto('/login'); // parks on a page that asks for nothing; signed in, so it bounces to /dashboard
});

test('403 → toast "Заборонено"', async ({ page }) => {
  await answer(page, 403, { message: 'Заборонено' });
  await page.goto('/dashboard');
  await expect(toasts(page)).toHaveText(['Заборонено']);
  await expect(page.getByText('Не вдалося завантажити перелік доступів.')).toBeVisible();
});

test('404 → toast "Помилка 404: Сторінка не знайдена"', async ({ page }) => {
  await answer(page, 404, { message: 'Не знайдено.' });
  await page.goto('/dashboard');
  await expect(toasts(page)).toHaveText(['Помилка 404: Сторінка не знайдена']);
});

test("500 → the server's error field as a toast, which can be dismissed", async ({ page }) => {
  await answer(page, 500, { error: 'Внутрішня помилка сервера.' });
  await page.goto('/dashboard');
  const toast = toasts(page);
  await expect(toast).toHaveText(['Внутрішня помилка сервера.']);
  await toast.getByRole('button', { name: /close|закрити/i }).click();
  await expect(toast).toHaveCount(0);
});

test('500 without an error field still says the server failed (issue 12)', async ({ page }) => {
  await answer(page, 500, { something: 'else' });
  await page.goto('/dashboard');
  await expect(page.getByText('Не вдалося завантажити перелік доступів.')).toBeVisible();
  await expect(toasts(page)).toHaveText(['Помилка на сервері. Спробуйте ще раз пізніше.']);
});

test('401 during work → the sign-in dialog over the page, token dropped, no toast; "Вийти" → /login', async ({
  page,
}) => {
  await answer(page, 401, { message: 'Потрібно увійти в систему.' });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершився' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.waitForTimeout(300);
  await expect(toasts(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вхід до адмін-панелі' })).toBeVisible();
});

test('an expired session found on load sends the user to /login quietly', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('access_token', 'revoked-or-made-up'));
  await page.goto('/brands');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(toasts(page)).toHaveCount(0);
});

test('toasts stay 5 s by default', async ({ page }) => {
  await answer(page, 403, { message: 'Заборонено' });
  await page.goto('/dashboard');
  await expect(toasts(page)).toHaveCount(1);
  await page.waitForTimeout(3500);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0, { timeout: 4000 });
});
