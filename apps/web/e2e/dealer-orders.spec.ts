import { expect, type Page, test } from '@playwright/test';
import { dealerApi, tradingSetup } from './dealer-order-support.ts';
import { api, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the first visit of each screen brings its chunks in on a loaded 2-core machine
// one after another: each test sets the shop's one dealer-order settings (the status a new order
// gets), and run side by side one placed its order under the other's status (red once in a full run)
test.describe.configure({ timeout: 90_000, mode: 'default' });

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

test('a dealer on a phone finds goods, pastes a quick order and places it; staff move its status', async ({
  browser,
}) => {
  const s = await tradingSetup();
  const fresh = await s.status('Нове дилерське', '#1976d2');
  const sent = await s.status('Відвантажено', '#7b1fa2');
  const saved = await api('PUT', '/dealers/orders/settings', { new_status_id: fresh.id });
  expect(saved.status).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'uk-UA' });
  const page = await phone.newPage();
  await signIn(page, s.dealer.principal, '/dealers/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог дилера' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Пошук за назвою чи артикулом' }).fill(`Дриль ${s.tag}`);
  const cards = page.getByRole('list', { name: 'Товари' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  // the dealer's price (−12 %) with retail crossed out, which a screen reader hears as what it was
  await expect(cards.getByText('2 640,00 ₴')).toBeVisible();
  await expect(cards.getByText('3 000,00 ₴', { exact: true })).toBeVisible();
  await expect(cards.getByText('Роздрібна ціна 3 000,00 ₴', { exact: true })).toBeAttached();
  const quantity = cards.getByRole('spinbutton', { name: `Кількість: Дриль ${s.tag}` });
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(toast(page, 'додано до чернетки')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Чернетка замовлення' });
  await expect(summary).toContainText('1 рядок · 2 640,00 ₴');

  await summary.getByRole('link', { name: 'До чернетки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Нове замовлення дилера' })).toBeVisible();
  await expect(page.getByText('Мінімальне замовлення для вашої цінової групи', { exact: false })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Артикул і кількість, по рядку' })
    .fill(`${s.saw.sku}\t2\nNO-SUCH-${s.tag};1`);
  await page.getByRole('button', { name: 'Перевірити' }).click();
  const report = page.getByRole('table', { name: 'Результат перевірки' });
  await expect(report.getByText('Невідомий артикул')).toBeVisible();
  await expect(report.getByText('Гаразд')).toBeVisible();
  await report.getByRole('button', { name: `Прибрати рядок 2 (NO-SUCH-${s.tag})` }).click();
  await page.getByRole('button', { name: 'Додати 1 рядок до чернетки' }).click();
  await expect(toast(page, 'До чернетки додано 1 рядок.')).toBeVisible();
  const lines = page.getByRole('table', { name: 'Рядки чернетки' });
  await expect(lines.getByText(`Пилка ${s.tag}`)).toBeVisible();
  await expect(page.getByText('Разом: 5 280,00 ₴')).toBeVisible();

  // the workspace's delivery is where placing starts
  await expect(page.getByRole('textbox', { name: 'Відділення Нової пошти' })).toHaveValue('Відділення №3');
  await page.getByRole('textbox', { name: 'Коментар до замовлення' }).fill(`Привезти до обіду ${s.tag}`);
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(page).toHaveURL(/\/dealers\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('region', { name: 'Статус', exact: true }).getByText(String(fresh.title))).toBeVisible();
  const order = await api<{ data: Row & { items: { price: number }[]; source: string } }>('GET', `/orders/${id}`);
  expect(order.body.data.source).toBe('dealer');
  expect(order.body.data.items.map((i) => i.price).sort()).toEqual([1320_00, 2640_00]);

  // staff work it in /orders like any order
  const staffPage = await browser.newPage();
  await signIn(staffPage, owner, `/orders/${id}`);
  await staffPage.getByRole('combobox', { name: 'Змінити статус' }).click();
  await staffPage.getByRole('option', { name: String(sent.title) }).click();
  await expect(toast(staffPage, 'Статус змінено')).toBeVisible();
  await staffPage.close();

  await page.reload();
  const statusCard = page.getByRole('region', { name: 'Статус', exact: true });
  await expect(statusCard.getByText(String(sent.title))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Історія статусів' }).getByText(String(sent.title))).toBeVisible();
  await phone.close();
});

test('the catalogue keeps its filters in the address, and a quantity typed and Enter adds to the draft', async ({
  page,
}) => {
  const s = await tradingSetup();
  await signIn(page, s.dealer.principal, `/dealers/catalog?workspace=${s.space.id}`);
  await page.getByRole('searchbox', { name: 'Пошук за назвою чи артикулом' }).fill(s.tag);
  const table = page.getByRole('table', { name: 'Товари' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`search=${s.tag}`));

  await page.getByRole('combobox', { name: 'Категорія' }).click();
  await page.getByRole('option', { name: `Дрилі ${s.tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`filter%5Bcategory%5D=${s.leaf.id}|filter\\[category\\]=${s.leaf.id}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Категорія' }).click();
  await page.getByRole('option', { name: `Інструмент ${s.tag}` }).click();
  // the parent takes its subtree in
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Сортування' }).click();
  await page.getByRole('option', { name: 'Спершу дешевші' }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(table.getByRole('row').nth(1)).toContainText(`Пилка ${s.tag}`);
  await page.getByRole('textbox', { name: 'Ціна від, ₴' }).fill('2000');
  await expect(page).toHaveURL(/price_min%5D=200000|price_min\]=200000/);
  await expect(table.getByRole('row')).toHaveCount(2);

  // a reload (or a bookmark) opens the same list
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Пошук за назвою чи артикулом' })).toHaveValue(s.tag);
  await expect(page.getByRole('textbox', { name: 'Ціна від, ₴' })).toHaveValue('2000');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`Дриль ${s.tag}`);

  // keyboard only: focus the quantity, type, Enter
  const quantity = table.getByRole('spinbutton', { name: `Кількість: Дриль ${s.tag}` });
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(toast(page, `«Дриль ${s.tag}»: 3 шт. додано до чернетки.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Чернетка замовлення' })).toContainText('1 рядок · 7 920,00 ₴');
  const draft = await dealerApi(s.dealer.principal, 'GET', `/dealers/orders/draft?workspace=${s.space.id}`);
  expect(draft.body.data.lines).toMatchObject([{ product_id: s.drill.id, quantity: 3 }]);
});

test('a dealer cancels while the status allows, reorders into the draft and uploads a CSV to the quick order', async ({
  page,
}) => {
  const s = await tradingSetup();
  const fresh = await s.status('Прийнято', '#0288d1');
  const cancelled = await s.status('Скасовано дилером', '#d32f2f');
  const saved = await api('PUT', '/dealers/orders/settings', {
    new_status_id: fresh.id,
    cancel_status_ids: [fresh.id],
    cancel_status_id: cancelled.id,
  });
  expect(saved.status).toBe(200);
  await dealerApi(s.dealer.principal, 'POST', '/dealers/orders/draft/lines', {
    workspace: s.space.id,
    lines: [{ product_id: s.drill.id, quantity: 2 }],
  });
  const placed = await dealerApi(s.dealer.principal, 'POST', '/dealers/orders', { workspace: s.space.id });
  expect(placed.status).toBe(201);
  const { id, number } = placed.body.data as { id: number; number: number };

  await signIn(page, s.dealer.principal, `/dealers/orders/${id}`);
  await page.getByRole('button', { name: 'Скасувати', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Скасувати замовлення №${number}?` });
  await dialog.getByRole('button', { name: 'Так, скасувати замовлення' }).click();
  await expect(toast(page, 'Замовлення скасовано.')).toBeVisible();
  const status = page.getByRole('region', { name: 'Статус', exact: true });
  await expect(status.getByText(String(cancelled.title))).toBeVisible();
  // the cancel status is not one a dealer may cancel in
  await expect(page.getByRole('button', { name: 'Скасувати', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Повторити' }).click();
  await expect(page).toHaveURL(new RegExp(`/dealers/orders/new\\?workspace=${s.space.id}`));
  await expect(page.getByRole('table', { name: 'Рядки чернетки' }).getByText(`Дриль ${s.tag}`)).toBeVisible();

  const csv = `Артикул;Кількість\r\n${s.saw.sku};2\r\nNO-SUCH-${s.tag};1\r\n`;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  const report = page.getByRole('table', { name: 'Результат перевірки' });
  await expect(report.getByText('Невідомий артикул')).toBeVisible();
  await expect(report.getByText(`Пилка ${s.tag}`, { exact: false })).toBeVisible();
  await expect(report.getByText('Рядок 2 · кількість 2')).toBeVisible();
});
