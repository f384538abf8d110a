import { expect, test } from '@playwright/test';
import { createUser, owner, signIn } from './support.ts';

const token = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('access_token'));

test('a guest is sent to /login from any protected route', async ({ page }) => {
  for (const path of ['/dashboard', '/brands/create', '/dealers/orders/5', '/no/such/page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вхід до адмін-панелі' })).toBeVisible();
});

test('signing in through the form stores the token and opens the dashboard', async ({ page }) => {
  const user = await createUser({ scopes: ['news.show'], name: 'Оксана Коваль' });
  await page.goto('/login');
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await email.fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вітаємо, Оксана Коваль!' })).toBeVisible();
  expect(await token(page)).toMatch(/.{20,}/);
});

test('wrong credentials show the 422 message on the e-mail field', async ({ page }) => {
  const user = await createUser({ scopes: [] });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Увійти' }).click();
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Невірний e-mail або пароль.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await token(page)).toBeNull();
});

test('empty fields are caught before any request', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/auth', (route) => {
    calls += 1;
    return route.continue();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Вкажіть e-mail.');
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAccessibleDescription('Вкажіть пароль.');
  expect(calls).toBe(0);
});

test('too many tries: the 429 message shows in an alert', async ({ page }) => {
  // Mocked: the real limit counts per address, and every test here comes from 127.0.0.1.
  await page.route('**/api/auth', (route) =>
    route.fulfill({ status: 429, json: { message: 'Забагато невдалих спроб входу. Спробуйте через хвилину.' } }),
  );
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('someone@kramar.test');
  await page.getByLabel('Пароль', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Забагато невдалих спроб входу. Спробуйте через хвилину.');
});

test('the submit button is disabled while signing in', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth', async (route) => {
    await held;
    await route.fulfill({ status: 422, json: { message: 'x', errors: { email: ['Невірний e-mail або пароль.'] } } });
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('someone@kramar.test');
  await page.getByLabel('Пароль', { exact: true }).fill('whatever');
  const submit = page.getByRole('button', { name: 'Увійти' });
  await submit.click();
  await expect(submit).toBeDisabled();
  release();
  await expect(submit).toBeEnabled();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Пароль', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Показати пароль' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Сховати пароль' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the root path redirects to /dashboard', async ({ page }) => {
  await signIn(page, owner, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main[data-route-name="Dashboard"]')).toBeVisible();
});

test('a signed-in user who opens /login goes to /dashboard', async ({ page }) => {
  await signIn(page, owner);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вітаємо, Власник!' })).toBeVisible();
});

test('signing out revokes the session and guards the app again', async ({ page }) => {
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Вітаємо, Власник!' })).toBeVisible();
  const before = await token(page);
  await page.getByRole('button', { name: 'Обліковий запис' }).click();
  await expect(page.getByRole('menu')).toContainText('owner@kramar.test');
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
  await page.getByRole('menuitem', { name: 'Вийти' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(await token(page)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // the old token is dead on the server too
  const status = await page.evaluate(
    (t) => fetch('/api/user', { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status),
    before,
  );
  expect(status).toBe(401);
});

test('every request carries the bearer token', async ({ page }) => {
  const seen: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/directories/permissions')) seen.push(request.headers().authorization);
  });
  await signIn(page, owner);
  await expect(page.getByText('Повний доступ')).toBeVisible();
  const stored = await token(page);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toBe(`Bearer ${stored}`);
});
