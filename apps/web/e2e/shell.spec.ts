import { expect, type Page, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

const sidebar = (page: Page) => page.getByTestId('sidebar');
const width = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? -1;
const drawerKey = (page: Page) => page.evaluate(() => localStorage.getItem('drawer'));

test.beforeEach(async ({ page }) => {
  await signIn(page, owner);
  await expect(page.locator('main[data-route-name="Dashboard"]')).toBeVisible();
});

test('the sidebar toggle is remembered under localStorage "drawer" across reloads', async ({ page }) => {
  await expect.poll(() => width(page)).toBe(256);
  const toggle = page.getByRole('button', { name: 'Меню' });
  await toggle.click();
  await page.mouse.move(900, 500);
  await expect.poll(() => width(page)).toBe(72);
  expect(await drawerKey(page)).toBe('false');
  await page.reload();
  await expect(page.locator('main[data-route-name="Dashboard"]')).toBeVisible();
  await expect.poll(() => width(page)).toBe(72);
  await page.getByRole('button', { name: 'Меню' }).click();
  await expect.poll(() => width(page)).toBe(256);
  expect(await drawerKey(page)).toBe('true');
  await page.reload();
  await expect.poll(() => width(page)).toBe(256);
});

test('the rail is 72 px and widens to 256 on hover without moving the content', async ({ page }) => {
  await page.getByRole('button', { name: 'Меню' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(() => width(page)).toBe(72);
  const main = page.locator('main');
  const mainX = (await main.boundingBox())?.x;
  expect(mainX).toBe(72);
  await page.mouse.move(36, 500);
  await expect.poll(() => width(page)).toBe(256);
  expect((await main.boundingBox())?.x).toBe(mainX);
  // the labels are there to read while it is widened
  await expect(page.getByRole('link', { name: 'Бренди' })).toBeVisible();
  await page.mouse.move(900, 500);
  await expect.poll(() => width(page)).toBe(72);
});

test('the breadcrumb starts with the panel title and follows the route nesting', async ({ page }) => {
  await page.goto('/brands/create');
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
  await expect(crumbs.getByRole('link', { name: 'Крамар — адмін-панель' })).toHaveAttribute('href', '/dashboard');
  await expect(crumbs.getByRole('link', { name: 'Бренди' })).toHaveAttribute('href', '/brands');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Новий бренд');

  await page.goto('/products/7/kit/3');
  await expect(crumbs.getByRole('link', { name: 'Товари' })).toHaveAttribute('href', '/products');
  await expect(crumbs.getByRole('link', { name: 'Редагування товару' })).toHaveAttribute('href', '/products/7');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Редагування комплекту');

  await crumbs.getByRole('link', { name: 'Крамар — адмін-панель' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the breadcrumb is hidden on Products.Edit, Categories.Edit, Attributes.Edit and Catalog.Index', async ({
  page,
}) => {
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
  for (const [path, name] of [
    ['/products/1', 'Products.Edit'],
    ['/categories/4', 'Categories.Edit'],
    ['/attributes/9', 'Attributes.Edit'],
    ['/catalog', 'Catalog.Index'],
  ]) {
    await page.goto(path ?? '');
    await expect(page.locator(`main[data-route-name="${name}"]`)).toBeVisible();
    await expect(crumbs).toHaveCount(0);
  }
  await page.goto('/products/1/show');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Перегляд товару');
});

test('a centred spinner shows in the page area while a screen loads', async ({ page }) => {
  await page.route(/list-screen-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Бренди' }).click();
  await expect(page.locator('main').getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Бренди' })).toBeVisible();
  await expect(page.locator('main').getByRole('progressbar')).toHaveCount(0);
});

test('the page scrolls to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 300 });
  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Бренди' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Новини' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новини' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the logo links to the shop site from the server-set meta tag', async ({ page }) => {
  const logo = page.getByRole('banner').getByRole('link', { name: 'Крамар', exact: true });
  await expect(logo).toHaveAttribute('href', 'https://shop.example.test/');
  await expect(logo).toHaveAttribute('target', '_blank');
  await expect(logo).toHaveAttribute('rel', /noopener/);
});

test('old dealer addresses redirect, unknown ones show a friendly page inside the shell', async ({ page }) => {
  await page.goto('/dealers-orders');
  await expect(page).toHaveURL(/\/dealers\/orders$/);
  await expect(page.locator('main[data-route-name="Dealers.Orders.Index"]')).toBeVisible();
  await page.goto('/dealers-managers');
  await expect(page).toHaveURL(/\/dealers\/managers$/);
  await expect(page.locator('main[data-route-name="Dealers.Managers.Index"]')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.locator('main[data-route-name="NotFound"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
});

test('the interface switches to English and back, and remembers it', async ({ page }) => {
  await page.getByRole('button', { name: 'Обліковий запис' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Власник!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Brands' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Kramar — admin panel' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вітаємо, Власник!' })).toBeVisible();
});

test('whoever asks for less motion gets menus without a transition and buttons without a ripple', async ({ page }) => {
  const account = page.getByRole('button', { name: 'Обліковий запис' });
  const paper = page.locator('.MuiMenu-paper');
  const transition = () => paper.evaluate((el) => getComputedStyle(el).transitionDuration);
  await account.click();
  await expect(paper).toBeVisible();
  expect(await transition()).not.toMatch(/^0s(, 0s)*$/);
  await page.keyboard.press('Escape');
  await expect(paper).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await account.click();
  await expect(paper).toBeVisible();
  expect(await transition()).toMatch(/^0s(, 0s)*$/);
  await expect(account.locator('.MuiTouchRipple-root')).toHaveCount(0);
});
