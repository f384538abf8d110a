import { expect, type Page, test } from '@playwright/test';
import { makeOrderFixture, makeOrderFor, type OrderFixture } from './order-fixtures.ts';
import { holdingOrderSettings } from './order-settings-lock.ts';
import { api, type Row } from './product-fixtures.ts';
import { openTab } from './product-support.ts';
import { createUser, owner, signIn } from './support.ts';

// the first run of a form brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 90_000 });

/** Money as the page shows it, with the narrow spaces of uk-UA made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const hryvnias = (kopecks: number) =>
  plain(new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'UAH' }).format(kopecks / 100));

let f: OrderFixture;
test.beforeAll(async () => {
  f = await makeOrderFixture();
});

const makeOrder = () => makeOrderFor(f);

async function addProduct(page: Page, title: string) {
  const picker = page.getByRole('combobox', { name: 'Додати товар' });
  // the whole name: another worker's fixture shares the tag's first, time-made letters
  await picker.fill(title);
  await expect(page.getByRole('option', { name: title })).toBeVisible();
  await picker.press('Enter');
  await expect(page.getByTestId('order-item').filter({ hasText: title })).toBeVisible();
}

test('a phone order is taken from start to finish: new customer, two products, a promo code, a Nova Poshta branch', async ({
  page,
}) => {
  await signIn(page, owner, '/orders/create');
  const form = page.getByRole('form');
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const name = `Олена ${f.tag}`;

  await form.getByRole('button', { name: 'Новий клієнт' }).click();
  await expect(page.getByTestId('customer-new')).toBeVisible();
  await form.getByRole('textbox', { name: /^Ім’я отримувача/ }).fill(name);
  // typed the way a caller says it: the mask keeps it as +380XXXXXXXXX
  const phone = form.getByRole('textbox', { name: /^Телефон/ });
  await phone.pressSequentially(`067${digits}`);
  await expect(phone).toHaveValue(`+38067${digits}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`${f.tag}@example.com`);

  await openTab(page, 'Товари');
  await addProduct(page, String(f.phone.name));
  await addProduct(page, String(f.case_.name));
  await page.getByTestId('order-item').nth(1).getByRole('textbox', { name: 'Кількість' }).fill('2');
  // a line's discount is in hryvnias, and says so
  await expect(page.getByRole('columnheader', { name: 'Знижка, ₴' })).toBeVisible();
  await expect(page.getByTestId('order-item').first().getByRole('textbox', { name: 'Знижка, ₴' })).toBeVisible();
  const totals = page.getByTestId('order-totals');
  // 1 234,50 + 2 × 799,00 = 2 832,50 before the code
  await expect
    .poll(async () => plain(await page.getByTestId('total-items_total').textContent()))
    .toContain(hryvnias(2832_50));
  await form.getByRole('textbox', { name: 'Промокод' }).fill(f.promo.toLowerCase());
  await expect(page.getByTestId('promo-verdict')).toContainText('Промокод застосовано');
  // 10 % off each line: 123,45 + 159,80
  await expect
    .poll(async () => plain(await totals.getByTestId('total-total').textContent()))
    .toContain(hryvnias(2549_25));

  await openTab(page, 'Доставка й оплата');
  // a branch for Nova Poshta's branch delivery (the default), no street address
  await expect(form.getByRole('textbox', { name: 'Адреса' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Місто' }).fill('Київ');
  await form.getByRole('textbox', { name: 'Відділення' }).fill('Відділення №12');

  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/orders$/.test(r.url()));
  await page.keyboard.press('Control+s');
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const order = ((await answer.json()) as { data: Row }).data;
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис був успішно створений.' })).toBeVisible();
  // the new order stays on screen, to print it or take the next call's changes, its heading focused
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.locator('main h1')).toBeFocused();

  // what was saved is what the preview showed, worked out again by the server
  const stored = (await api('GET', `/orders/${order.id}`)).body.data;
  expect(stored).toMatchObject({
    items_total: 2832_50,
    discount_total: 283_25,
    total: 2549_25,
    promo_code: f.promo,
    delivery_method: 'np_branch',
    delivery_city: 'Київ',
    delivery_branch: 'Відділення №12',
    phone: `+38067${digits}`,
  });
  expect(stored.customer_id).toEqual(expect.any(Number));
  const customer = (await api('GET', `/customers/${stored.customer_id}`)).body.data;
  expect(customer).toMatchObject({ name, phone: `+38067${digits}` });

  // the list shows it by its number, found by the phone
  await page.goto(`/orders?search=${digits}`);
  const row = page.getByRole('row').filter({ hasText: String(stored.number) });
  await expect(row).toBeVisible();
  expect(plain(await row.textContent())).toContain(hryvnias(2549_25));
});

test('Enter adds only a product the typed words name: the options of the text before are not offered', async ({
  page,
}) => {
  await signIn(page, owner, '/orders/create');
  await openTab(page, 'Товари');
  const picker = page.getByRole('combobox', { name: 'Додати товар' });
  await picker.click();
  // the list of an empty text, whose first record is not the one about to be typed
  await expect(page.getByRole('option').first()).toBeVisible();
  const title = String(f.case_.name);
  await picker.fill(title);
  await picker.press('Enter');
  await expect(page.getByTestId('order-item')).toHaveCount(0);
  await expect(page.getByRole('option', { name: title })).toBeVisible();
  await picker.press('Enter');
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-item')).toContainText(title);
});

test('after a customer is picked, the first click into «Додати товар» keeps what is typed next', async ({ page }) => {
  const earlier = await makeOrder();
  await signIn(page, owner, '/orders/create');
  const form = page.getByRole('form');
  const customer = form.getByRole('combobox', { name: 'Клієнт' });
  await customer.click();
  await customer.pressSequentially(String(earlier.phone).slice(-7));
  await page
    .getByRole('option')
    .filter({ hasText: `Покупець ${f.tag}` })
    .first()
    .click();
  await expect(form.getByRole('textbox', { name: /^Ім’я отримувача/ })).toHaveValue(`Покупець ${f.tag}`);

  await openTab(page, 'Товари');
  const picker = page.getByRole('combobox', { name: 'Додати товар' });
  await picker.click();
  // typed at once, as a manager reads the SKU off a sticker: not one key may go elsewhere
  const title = String(f.case_.name);
  await page.keyboard.type(title);
  await expect(picker).toHaveValue(title);
  await expect(picker).toBeFocused();
  await expect(page.getByRole('option', { name: title })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-item').filter({ hasText: title })).toBeVisible();
});

test('a status changed beside the form shows on the timeline with who and when, and a comment joins it', async ({
  page,
}) => {
  const order = await makeOrder();
  await signIn(page, owner);
  await page.goto(`/orders/${order.id}`);
  // the number the server gave, above the tabs as in the title
  await expect(page.getByTestId('record-summary')).toContainText(`Номер:${order.number}`);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.locator('[data-kind="created"]')).toBeVisible();

  await page.getByRole('combobox', { name: 'Змінити статус' }).click();
  await page.getByRole('option', { name: String(f.sent.title) }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Статус змінено' })).toBeVisible();
  const change = timeline.locator('[data-kind="status"]').last();
  await expect(change).toContainText(String(f.fresh.title));
  await expect(change).toContainText(String(f.sent.title));
  await expect(change).toContainText(owner.name);
  expect((await api('GET', `/orders/${order.id}`)).body.data.status_id).toBe(f.sent.id);

  const comment = page.getByRole('textbox', { name: 'Внутрішній коментар' });
  await comment.fill(`Клієнт просить подзвонити ${f.tag}`);
  await comment.press('Enter');
  await expect(timeline.locator('[data-kind="comment"]').last()).toContainText(`Клієнт просить подзвонити ${f.tag}`);
  await expect(comment).toHaveValue('');
});

test('a closed order offers no change to its status, items and sums, and the rest of it still saves', async ({
  page,
}) => {
  const order = await makeOrder();
  await signIn(page, owner, `/orders/${order.id}`);
  await openTab(page, 'Товари');
  const quantity = page.getByTestId('order-item').getByRole('textbox', { name: 'Кількість' });
  await expect(quantity).toBeEnabled();
  await expect(page.getByTestId('order-closed')).toHaveCount(0);

  // closed beside the form (asked first): the lock follows at once, without a reload
  await page.getByRole('combobox', { name: 'Змінити статус' }).click();
  await page.getByRole('option', { name: String(f.done.title) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Так, «${f.done.title}»` })
    .click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Статус змінено' })).toBeVisible();
  await expect(page.getByTestId('order-closed')).toHaveText(
    'Замовлення в остаточному статусі: його склад і суми вже не змінити.',
  );
  await expect(quantity).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Додати товар' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Промокод' })).toBeDisabled();
  // its status is for good: beside the form and in it
  const quick = page.getByRole('combobox', { name: 'Змінити статус' });
  await expect(quick).toHaveAttribute('aria-disabled', 'true');
  await expect(quick).toHaveAccessibleDescription('Замовлення в остаточному статусі: статус уже не змінити.');
  await openTab(page, 'Обробка');
  const status = page.getByRole('form').getByRole('combobox', { name: 'Статус', exact: true });
  await expect(status).toBeDisabled();
  await expect(status).toHaveAccessibleDescription('Замовлення в остаточному статусі: статус уже не змінити.');

  // opened again, closed from the start; the delivery's sums too, but not its tracking number
  await page.reload();
  await openTab(page, 'Доставка й оплата');
  const cost = page.getByRole('textbox', { name: 'Вартість доставки' });
  await expect(cost).toBeDisabled();
  await expect(cost).toHaveAccessibleDescription('Замовлення в остаточному статусі: його склад і суми вже не змінити.');
  await expect(page.getByRole('combobox', { name: 'Оплата' })).toHaveAttribute('aria-disabled', 'true');
  const tracking = page.getByRole('textbox', { name: 'Номер ТТН' });
  await expect(tracking).toBeEnabled();
  await tracking.fill('20450000000000');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Запис було успішно змінено.' })).toBeVisible();
  const saved = (await api('GET', `/orders/${order.id}`)).body.data;
  expect(saved.tracking_number).toBe('20450000000000');
  expect(saved.total).toBe(order.total);
});

test('an order prints as an invoice with the saved totals, or as a packing slip without prices', async ({ page }) => {
  const order = await makeOrder();
  await signIn(page, owner, `/orders/${order.id}`);
  await expect(page.getByRole('link', { name: 'Друк' })).toHaveAttribute('href', `/orders/${order.id}/print`);

  await page.goto(`/orders/${order.id}/print`);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet.getByRole('heading', { name: `Рахунок до замовлення № ${order.number}` })).toBeVisible();
  await expect(sheet).toContainText(String(f.phone.name));
  await expect(sheet).toContainText('Відділення №5');
  // the seller's requisites (the demo shop's when SELLER_* are unset), as on a dealer's PDF invoice
  const seller = sheet.getByRole('heading', { name: 'Постачальник' }).locator('..');
  await expect(seller).toContainText('Код ЄДРПОУ 12345678');
  await expect(seller).toContainText('IBAN UA213223130000026007233566001');
  expect(plain(await page.getByTestId('print-total').textContent())).toBe(hryvnias(Number(order.total)));

  // printed, only the sheet shows: the menu and the page's buttons stay on screen
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Надрукувати' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Пакувальний лист' }).click();
  await expect(sheet.getByRole('heading', { name: `Пакувальний лист до замовлення № ${order.number}` })).toBeVisible();
  await expect(sheet.getByRole('columnheader', { name: 'Ціна' })).toHaveCount(0);
  await expect(page.getByTestId('print-total')).toHaveCount(0);
  await expect(sheet.getByRole('heading', { name: 'Постачальник' })).toHaveCount(0);
});

test('order settings are changed on a dialog from the list, which only who may edit orders sees', async ({ page }) => {
  await signIn(page, owner, '/orders');
  const dialog = page.getByRole('dialog', { name: 'Налаштування замовлень' });
  // the dialog saves the settings it read: no other test may change them in between
  await holdingOrderSettings(async () => {
    await page.getByRole('button', { name: 'Налаштування' }).click();
    await dialog.getByRole('combobox', { name: 'Статус нового замовлення' }).click();
    await page.getByRole('option', { name: String(f.fresh.title) }).click();
    await expect(dialog.getByRole('textbox', { name: 'Нумерація починається з' })).toHaveValue(/^\d+$/);
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.locator('.Toastify__toast').filter({ hasText: 'Налаштування збережено' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
  expect((await api('GET', '/orders/settings')).body.data.new_status_id).toBe(f.fresh.id);

  const reader = await createUser({ scopes: ['orders.show'] });
  await signIn(page, reader, '/orders');
  await expect(page.getByRole('heading', { name: 'Замовлення', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Налаштування' })).toHaveCount(0);
});
