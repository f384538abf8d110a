import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, owner, signIn } from './support.ts';

/** Issue 12.13: the small slips that make staff doubt a screen. */

test.setTimeout(90_000);

let token: string;
test.beforeAll(async () => {
  token = await apiToken(owner);
});

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${e2eBaseUrl}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

const promo = (code: string, extra: Record<string, unknown>) =>
  api<{ id: number }>('promo-codes', { method: 'POST', body: JSON.stringify({ code, ...extra }) });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test('a cross-field message names the other field', async ({ page }) => {
  await signIn(page, owner, '/credit-programs/create');
  const form = page.getByRole('form');
  await form.getByLabel(/^Мінімальна сума/).fill('1000');
  const max = form.getByLabel(/^Максимальна сума/);
  await max.fill('500');
  await page.getByRole('button', { name: 'Зберегти' }).first().click();
  await expect(max).toHaveAccessibleDescription(/Не менше, ніж «Мінімальна сума»\./);
});

test('a range filter’s chip says its bound once', async ({ page }) => {
  await signIn(page, owner, '/banners?filter[ends_at][to]=2026-12-01');
  const chip = page.getByRole('button', { name: /Показувати до:/ });
  await expect(chip).toContainText('Показувати до: … – 01.12.2026');
  await expect(chip).not.toContainText('до: до');
});

test('a discount shows its unit in the list and in the form', async ({ page }) => {
  const mark = `U${unique()}`;
  await promo(`${mark}P`, { discount_type: 'percent', discount_value: 10 });
  await promo(`${mark}F`, { discount_type: 'fixed', discount_value: 50 });
  await signIn(page, owner, `/promos?search=${mark}`);
  await expect(page.getByRole('row', { name: new RegExp(`${mark}P`) })).toContainText('10\u00a0%');
  await expect(page.getByRole('row', { name: new RegExp(`${mark}F`) })).toContainText('50\u00a0₴');

  await page.goto('/promos/create');
  const form = page.getByRole('form');
  const value = form.getByLabel(/^Розмір знижки/);
  await expect(value.locator('xpath=..')).toContainText('%');
  await form.getByRole('combobox', { name: /^Тип знижки/ }).click();
  await page.getByRole('option', { name: 'Фіксована сума' }).click();
  await expect(value.locator('xpath=..')).toContainText('₴');
});

test('a promo’s row shows the state its dates give it, as the cards count it', async ({ page }) => {
  const mark = `S${unique()}`;
  await promo(`${mark}SOON`, { discount_type: 'fixed', discount_value: 5, starts_at: inDays(2) });
  await promo(`${mark}OVER`, { discount_type: 'fixed', discount_value: 5, starts_at: inDays(-3), ends_at: inDays(-2) });
  await promo(`${mark}NOW`, { discount_type: 'fixed', discount_value: 5 });
  await signIn(page, owner, `/promos?search=${mark}`);
  await expect(page.getByRole('row', { name: new RegExp(`${mark}SOON`) })).toContainText('Запланований');
  await expect(page.getByRole('row', { name: new RegExp(`${mark}OVER`) })).toContainText('Завершений');
  await expect(page.getByRole('row', { name: new RegExp(`${mark}NOW`) })).toContainText('Активний');
  // the amber and blue chips are readable (WCAG AA contrast)
  const axe = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
});

test('the delete question reads the same from a row, the bulk bar and the form', async ({ page }) => {
  const mark = `X${unique()}`;
  const first = await promo(`${mark}A`, { discount_type: 'fixed', discount_value: 5 });
  await promo(`${mark}B`, { discount_type: 'fixed', discount_value: 5 });
  await signIn(page, owner, `/promos?search=${mark}`);
  const body = 'Запис буде видалено назавжди. Цю дію не можна скасувати.';

  await page.getByRole('button', { name: `Видалити «${mark}A»` }).click();
  let dialog = page.getByRole('dialog', { name: `Видалити «${mark}A»?` });
  await expect(dialog).toContainText(body);
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
  await page.getByRole('button', { name: 'Видалити', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Видалити 2 записи?' });
  await expect(dialog).toContainText('Вибрані записи буде видалено назавжди. Цю дію не можна скасувати.');
  await dialog.getByRole('button', { name: 'Скасувати' }).click();

  await page.goto(`/promos/${first.id}`);
  await page.getByRole('button', { name: 'Видалити', exact: true }).click();
  dialog = page.getByRole('dialog', { name: `Видалити «${mark}A»?` });
  await expect(dialog).toContainText(body);
  await expect(dialog.getByRole('button')).toHaveText(['Скасувати', 'Видалити']);
});
