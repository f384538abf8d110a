import { expect, type Locator, type Page, test } from '@playwright/test';
import { createUser, owner, signIn } from './support.ts';

/** A menu item's name, with the "скоро" mark an unbuilt section carries (soon.spec checks which). */
const item = (name: string) => new RegExp(`^${name}\\s*(скоро)?$`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Головне меню' });
const hrefs = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const groupNames = (scope: Locator) =>
  scope.locator('[aria-expanded]').evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));

/** SPEC §2 "Menu layout", desktop, in order. */
const desktopGroups = [
  'Дилерська панель',
  'Замовлення',
  'Каталог',
  'Маркетинг',
  'Клієнти',
  'SEO',
  'Контент',
  'Довідники',
  'Адміністрування',
  'Інтеграції',
];
const desktopLinks = [
  '/dashboard',
  '/dealers',
  '/dealers/orders',
  '/dealers/managers',
  '/dealers/workspaces',
  '/dealers/catalog',
  '/orders',
  '/orders/create',
  '/catalog',
  '/products',
  '/products-sandbox',
  '/categories',
  '/attributes',
  '/attributes-group',
  '/brands',
  '/colors',
  '/banners',
  '/interactive-sections',
  '/promos',
  '/requests',
  '/reviews',
  '/customers',
  '/dealers-users',
  '/dealers-users/moderation',
  '/seo-module',
  '/redirect-urls',
  '/news',
  '/actions',
  '/video-items',
  '/pages',
  '/pages-faq',
  '/directory/units',
  '/directory/currency',
  '/directory/partners',
  '/directory/labels',
  '/directory/statutes',
  '/directory/synonyms',
  '/credit-programs',
  '/admin-users',
  '/roles',
  '/feeds',
  '/foxy-link-mappings',
  '/file-manager',
];

test('the owner sees every group and item of the desktop menu', async ({ page }) => {
  await signIn(page, owner);
  await expect(nav(page).getByRole('link', { name: 'Головна' })).toBeVisible();
  expect(await groupNames(nav(page))).toEqual(desktopGroups);
  expect(await hrefs(nav(page))).toEqual(desktopLinks);
  for (const name of ['Панель керування', 'Створити замовлення', 'Нові товари', 'Сторінки FAQ', 'Файловий менеджер']) {
    await expect(nav(page).getByRole('link', { name: item(name) })).toBeVisible();
  }
});

test('news.show + unit.show: Home, Content › News and Directory › Units, nothing else', async ({ page }) => {
  await signIn(page, await createUser({ scopes: ['news.show', 'unit.show'] }));
  await expect(nav(page).getByRole('link', { name: 'Новини' })).toBeVisible();
  expect(await groupNames(nav(page))).toEqual(['Контент', 'Довідники']);
  expect(await hrefs(nav(page))).toEqual(['/dashboard', '/news', '/directory/units']);
  await expect(nav(page).getByRole('link')).toHaveText([item('Головна'), item('Новини'), item('Одиниці виміру')]);
});

test('no scopes at all: Home only, no empty group', async ({ page }) => {
  await signIn(page, await createUser({ scopes: [] }));
  await expect(nav(page).getByRole('link', { name: 'Головна' })).toBeVisible();
  expect(await groupNames(nav(page))).toEqual([]);
  expect(await hrefs(nav(page))).toEqual(['/dashboard']);
});

test('a section the role does not open says so, with the way back, and asks the server nothing', async ({ page }) => {
  await signIn(page, await createUser({ scopes: ['news.show'] }));
  await expect(nav(page).getByRole('link', { name: 'Новини' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/products') && asked.push(r.url()));
  for (const [path, section] of [
    ['/products', 'Товари'],
    ['/products/12/show', 'Товари'],
    ['/orders/create', 'Створити замовлення'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Немає доступу до розділу «${section}»` })).toBeVisible();
    await expect(page.getByText('Не вдалося завантажити список')).toHaveCount(0);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  }
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'На головну' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('administration and integrations also need their sidebar scopes', async ({ page }) => {
  await signIn(page, await createUser({ scopes: ['roles.show', 'feeds.show', 'sidebar.feed', 'dealer.manager_user'] }));
  await expect(nav(page).getByRole('link', { name: 'Фіди' })).toBeVisible();
  expect(await groupNames(nav(page))).toEqual(['Дилерська панель', 'Інтеграції']);
  expect(await hrefs(nav(page))).toEqual(['/dashboard', '/dealers/managers', '/feeds']);
});

test('groups collapse and remember it; the active item is highlighted', async ({ page }) => {
  await signIn(page, await createUser({ scopes: ['news.show', 'actions.show', 'unit.show'] }));
  const content = nav(page).getByRole('button', { name: 'Контент' });
  await expect(content).toHaveAttribute('aria-expanded', 'true');
  await content.click();
  await expect(content).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Новини' })).toBeHidden();
  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'Контент' })).toHaveAttribute('aria-expanded', 'false');
  await nav(page).getByRole('button', { name: 'Контент' }).click();
  await nav(page).getByRole('link', { name: 'Акції' }).click();
  await expect(page).toHaveURL(/\/actions$/);
  await expect(nav(page).getByRole('link', { name: 'Акції' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Новини' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/actions/12');
  await expect(nav(page).getByRole('link', { name: 'Акції' })).toHaveClass(/active/);
});

test.describe('compact variant at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('no permanent sidebar; the toggle opens the menu and groups pop out their items', async ({ page }) => {
    await signIn(page, owner);
    await expect(page.locator('main[data-route-name="Dashboard"]')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(nav(page)).toBeHidden();
    expect((await page.locator('main').boundingBox())?.x).toBe(0);

    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Головна' })).toBeVisible();
    await nav(page).getByRole('button', { name: 'Дилерська панель' }).click();
    const popout = page.getByRole('menu');
    await expect(popout.getByRole('menuitem')).toHaveText([
      item('Панель керування'),
      item('Замовлення дилерів'),
      item('Менеджери'),
      item('Робочі простори'),
      item('Каталог дилера'),
    ]);
    await expect(popout.getByRole('menuitem', { name: 'Замовлення дилерів' })).toHaveAttribute(
      'href',
      '/dealers-orders',
    );
    await expect(popout.getByRole('menuitem', { name: 'Менеджери' })).toHaveAttribute('href', '/dealers-managers');
    await popout.getByRole('menuitem', { name: 'Замовлення дилерів' }).click();
    await expect(page).toHaveURL(/\/dealers\/orders$/);
    await expect(page.locator('main[data-route-name="Dealers.Orders.Index"]')).toBeVisible();
    await expect(nav(page)).toBeHidden();
  });

  test('the compact menu leaves out pages, FAQ and the file manager', async ({ page }) => {
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(nav(page).getByRole('link', { name: 'Файловий менеджер' })).toHaveCount(0);
    await nav(page).getByRole('button', { name: 'Контент' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      item('Новини'),
      item('Акції'),
      item('Відео'),
    ]);
  });

  test('new products need foxy_link.edit in the compact menu', async ({ page }) => {
    await signIn(page, await createUser({ scopes: ['products.show'] }));
    await page.getByRole('button', { name: 'Меню' }).click();
    await nav(page).getByRole('button', { name: 'Каталог' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([item('Товари')]);

    await signIn(page, await createUser({ scopes: ['foxy_link.edit'] }));
    await page.getByRole('button', { name: 'Меню' }).click();
    await nav(page).getByRole('button', { name: 'Каталог' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([item('Нові товари')]);
  });
});
