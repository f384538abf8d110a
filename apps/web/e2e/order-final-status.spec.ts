import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { makeOrderFixture, makeOrderFor, type OrderFixture } from './order-fixtures.ts';
import { holdingOrderSettings } from './order-settings-lock.ts';
import { api, type Row } from './product-fixtures.ts';
import { openTab } from './product-support.ts';
import { owner, signIn } from './support.ts';

// a final status is for good (issue 27, point 4): it is asked first, saying what follows
test.describe.configure({ timeout: 90_000 });

let f: OrderFixture;
let cancelled: Row;
test.beforeAll(async () => {
  f = await makeOrderFixture();
  const made = await api('POST', '/order-statuses', {
    title: `Скасоване ${f.tag}`,
    code: `s_${f.tag}_cancel`,
    color: '#d32f2f',
    is_final: true,
  });
  if (made.status !== 201) throw new Error(`status: ${made.status} ${JSON.stringify(made.body)}`);
  cancelled = made.body.data;
  // the shop's settings return the stock of a cancelled order: added to what others set, which
  // another worker running this file's beforeAll, or the settings dialog's test, may be saving too
  await holdingOrderSettings(async () => {
    const settings = (await api<{ data: { release_status_ids: number[] } }>('GET', '/orders/settings')).body.data;
    const saved = await api('PUT', '/orders/settings', {
      ...settings,
      release_status_ids: [...settings.release_status_ids, cancelled.id],
    });
    if (saved.status !== 200) throw new Error(`settings: ${saved.status} ${JSON.stringify(saved.body)}`);
  });
});

test('the quick switch asks before a final status, saying the order locks and its stock returns; «Скасувати» changes nothing', async ({
  page,
}) => {
  const order = await makeOrderFor(f);
  await signIn(page, owner, `/orders/${order.id}`);
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes(`/api/orders/${order.id}`)) patches.push(r.url());
  });
  const quick = page.getByRole('combobox', { name: 'Змінити статус' });
  // an order's change leaves the statuses be: refetched with it, the menu opened next was redrawn
  // under the pointer when other workers had added or removed a status meanwhile (a lost click)
  const statusReads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/order-statuses') statusReads.push(r.url());
  });
  const refetched = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/orders/${order.id}`,
  );

  // a status that can be left again is applied at once, without a question
  await quick.click();
  await page.getByRole('option', { name: String(f.sent.title) }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Статус змінено' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await refetched;
  expect(statusReads).toEqual([]);

  await quick.click();
  await page.getByRole('option', { name: String(cancelled.title) }).click();
  const dialog = page.getByRole('dialog', { name: `Перевести замовлення в статус «${cancelled.title}»?` });
  await expect(dialog).toContainText('Замовлення буде закрито: його статус, товари й суми вже не змінити.');
  await expect(dialog).toContainText('Зарезервований товар повернеться на склад.');
  await expect(dialog).toContainText('Скасувати це не можна.');
  // the safe answer has the focus: Enter does not close the order
  await expect(dialog.getByRole('button', { name: 'Скасувати' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(patches).toHaveLength(1);
  expect((await api('GET', `/orders/${order.id}`)).body.data.status_id).toBe(f.sent.id);
  await expect(quick).not.toHaveAttribute('aria-disabled', 'true');

  // asked again and confirmed, it closes
  await quick.click();
  await page.getByRole('option', { name: String(cancelled.title) }).click();
  await dialog.getByRole('button', { name: `Так, «${cancelled.title}»` }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Статус змінено' }).last()).toBeVisible();
  await expect(quick).toHaveAttribute('aria-disabled', 'true');
  expect((await api('GET', `/orders/${order.id}`)).body.data.status_id).toBe(cancelled.id);
});

test('the form asks before a final status too; «Скасувати» keeps the status it had, «Так» closes the order on save', async ({
  page,
}) => {
  const order = await makeOrderFor(f);
  await signIn(page, owner, `/orders/${order.id}`);
  await openTab(page, 'Обробка');
  const form = page.getByRole('form');
  const status = form.getByRole('combobox', { name: 'Статус', exact: true });
  await expect(status).toHaveValue(String(f.fresh.title));

  await status.click();
  await page.getByRole('option', { name: String(f.done.title) }).click();
  const dialog = page.getByRole('dialog', { name: `Перевести замовлення в статус «${f.done.title}»?` });
  await expect(dialog).toContainText(
    'Після збереження замовлення буде закрито: його статус, товари й суми вже не змінити.',
  );
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue(String(f.fresh.title));

  await status.click();
  await page.getByRole('option', { name: String(f.done.title) }).click();
  await dialog.getByRole('button', { name: `Так, «${f.done.title}»` }).click();
  await expect(status).toHaveValue(String(f.done.title));
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис було успішно змінено.' })).toBeVisible();
  expect((await api('GET', `/orders/${order.id}`)).body.data.status_id).toBe(f.done.id);
});

test('a closed order’s locked fields say why in a helper text that can be read (axe: no contrast failure)', async ({
  page,
}) => {
  const order = await makeOrderFor(f);
  await api('PATCH', `/orders/${order.id}`, { status_id: f.done.id });
  await signIn(page, owner, `/orders/${order.id}`);
  await openTab(page, 'Обробка');
  const status = page.getByRole('form').getByRole('combobox', { name: 'Статус', exact: true });
  await expect(status).toHaveAccessibleDescription('Замовлення в остаточному статусі: статус уже не змінити.');
  const axe = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
