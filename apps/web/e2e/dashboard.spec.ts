import { expect, test } from '@playwright/test';
import { createUser, owner, signIn } from './support.ts';

test('greets by name, shows the date in Ukrainian and the scopes grouped', async ({ page }) => {
  const user = await createUser({ scopes: ['news.show', 'news.edit', 'unit.show'], name: 'Марія Шевчук' });
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Вітаємо, Марія Шевчук!' })).toBeVisible();
  const today = new Intl.DateTimeFormat('uk-UA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Kyiv',
  }).format(new Date());
  await expect(page.getByText(`Сьогодні ${today}`)).toBeVisible();

  const card = page.getByRole('region', { name: 'Ваші доступи' });
  await expect(card.getByText('3 дозволи у 2 розділах')).toBeVisible();
  const content = card.getByRole('region', { name: 'Контент' });
  await expect(content.getByText('· 2 дозволи', { exact: true })).toBeVisible();
  await expect(content.getByText('Новини: перегляд')).toBeVisible();
  await expect(content.getByText('Новини: редагування')).toBeVisible();
  const directory = card.getByRole('region', { name: 'Довідники' });
  await expect(directory.getByText('· 1 дозвіл', { exact: true })).toBeVisible();
  await expect(directory.getByText('Одиниці виміру: перегляд')).toBeVisible();
  await expect(page).toHaveTitle('Головна · Крамар — адмін-панель');
});

test('a skeleton stands in while the permissions load', async ({ page }) => {
  const user = await createUser({ scopes: ['news.show'] });
  await page.route('**/api/directories/permissions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await signIn(page, user);
  const card = page.getByRole('region', { name: 'Ваші доступи' });
  await expect(card.locator('.MuiSkeleton-root').first()).toBeVisible();
  await expect(card.getByText('Новини: перегляд')).toBeVisible();
  await expect(card.locator('.MuiSkeleton-root')).toHaveCount(0);
});

test('the owner gets a "Повний доступ" chip instead of a list', async ({ page }) => {
  await signIn(page, owner);
  const card = page.getByRole('region', { name: 'Ваші доступи' });
  await expect(card.getByText('Повний доступ')).toBeVisible();
  await expect(card.getByText(/^\d+ дозвол(ів|и|у)? у \d+ розділ(ах|і)$/)).toBeVisible();
  await expect(card.getByRole('region')).toHaveCount(0);
});
