import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { e2eBaseUrl } from './env.ts';
import { makeCatalogue, makeProduct } from './product-support.ts';
import { ownerCall } from './staff-support.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Пошук або команда' });
const input = (page: Page) => palette(page).getByRole('combobox');
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name });

/** A record made through the real API, so the palette can find it by name. */
async function createBrand(name: string): Promise<number> {
  const res = await fetch(`${e2eBaseUrl}/api/brands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiToken(owner)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) throw new Error(`brand not created: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('Ctrl+K opens the palette; "нов" offers the News section and its create action; Enter goes there', async ({
  page,
}) => {
  await signIn(page, owner);
  await expect(page.getByRole('button', { name: /Пошук або команда… Ctrl K/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill('нов');
  await expect(option(page, /^Новини\s*Контент$/)).toBeVisible();
  await expect(option(page, /^Створити новину/)).toBeVisible();
  // the best match is first: Enter opens the News list
  await expect(palette(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(palette(page).getByRole('option').first()).toContainText('Новини');
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news$/);
  await expect(palette(page)).toBeHidden();

  // the arrows move, Enter runs the chosen action; the place is then among the recent ones
  await page.keyboard.press('Control+k');
  await input(page).fill('створити новину');
  await expect(option(page, /^Створити новину/)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\/create$/);
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('group', { name: 'Нещодавні' }).getByRole('option')).toHaveCount(2);
});

test('a record found by its name through autocomplete opens its edit screen', async ({ page }) => {
  const name = `Зоряний кит ${Date.now().toString(36)}`;
  const id = await createBrand(name);
  await signIn(page, owner);
  await page.getByRole('button', { name: /Пошук або команда/ }).click();
  await input(page).fill(name);
  const records = palette(page).getByRole('group', { name: 'Бренди' });
  await expect(records.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await expect(palette(page).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/brands/${id}$`));
  await expect(page.getByRole('textbox', { name: /Назва/ })).toHaveValue(name);
});

test('a user without a scope is offered neither its section, nor its action, nor its records', async ({ page }) => {
  const name = `Тихий лис ${Date.now().toString(36)}`;
  await createBrand(name);
  await signIn(page, await createUser({ scopes: ['news.show', 'unit.show', 'unit.edit'] }));
  await expect(page.getByRole('button', { name: /Пошук або команда/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await input(page).fill('нов');
  await expect(option(page, /^Новини\s*Контент$/)).toBeVisible();
  // news.show without news.edit: the section, never its create action
  await expect(option(page, /^Створити новину/)).toHaveCount(0);
  await input(page).fill('бренд');
  await expect(palette(page).getByRole('status')).toHaveText('Нічого не знайдено за запитом «бренд».');
  await input(page).fill(name);
  await expect(palette(page).getByRole('status')).toHaveText(/Нічого не знайдено/);
  await input(page).fill('одиниц');
  await expect(option(page, /^Створити одиницю виміру/)).toBeVisible();
});

test('? shows the shortcuts, but not while typing; Esc closes and gives focus back', async ({ page }) => {
  await signIn(page, owner);
  const account = page.getByRole('button', { name: 'Обліковий запис' });
  await account.focus();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Клавіатурні скорочення' });
  await expect(help).toBeVisible();
  for (const text of ['Ctrl', 'K', 'S', '?', 'Esc', 'Зберегти форму']) await expect(help).toContainText(text);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(account).toBeFocused();

  await page.keyboard.press('Control+k');
  await input(page).pressSequentially('що?');
  await expect(input(page)).toHaveValue('що?');
  await expect(help).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(account).toBeFocused();

  // opened by its button, closed by Esc: focus is back on the button
  const trigger = page.getByRole('button', { name: /Пошук або команда/ });
  await trigger.click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});

test('on a phone the top bar has a compact search button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Пошук або команда… Ctrl K' }).click();
  await input(page).fill('нов');
  await expect(option(page, /^Новини\s*Контент$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
});

// issue 27: staff look an order up by its number first, and «новий товар» means a product
test('an order is found by its number; «новий товар» creates a product, not a new-product request', async ({
  page,
}) => {
  const product = await makeProduct(await makeCatalogue());
  const order = await ownerCall<{ data: { id: number; number: number } }>('POST', '/orders', {
    name: 'Олена Коваль',
    phone: '+380671234500',
    items: [{ product_id: product.id, quantity: 1 }],
  });
  await signIn(page, owner);
  await page.getByRole('button', { name: /Пошук або команда/ }).click();
  await input(page).fill(String(order.data.number));
  const orders = palette(page).getByRole('group', { name: 'Замовлення' });
  await expect(orders.getByRole('option', { name: new RegExp(String(order.data.number)) })).toBeVisible();
  await orders.getByRole('option', { name: new RegExp(String(order.data.number)) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.data.id}$`));

  await page.getByRole('button', { name: /Пошук або команда/ }).click();
  await input(page).fill('новий товар');
  await expect(palette(page).getByRole('option').first()).toContainText('Створити новий товар');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/create$/);
});
