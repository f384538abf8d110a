import { expect, type Page, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the first visit of each screen brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 60_000 });

let phones = 0;
const phone = () => `+38063${String(Date.now() % 100_000).padStart(5, '0')}${String(++phones % 100).padStart(2, '0')}`;

async function made(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await api('POST', path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function product(tag: string): Promise<Row> {
  const category = await makeCategory(`Категорія ${tag}`);
  return makeProduct('products', { name: `Товар ${tag}`, category: category.id, quantity: 10 });
}

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

test('reviews are published two at once and one rejected from its row; the product rating follows', async ({
  page,
}) => {
  const tag = newTag('відгук');
  const p = await product(tag);
  for (const [author, rating] of [
    [`Ірина ${tag}`, 5],
    [`Олег ${tag}`, 4],
    [`Марта ${tag}`, 2],
  ] as const) {
    await made('/reviews', { product_id: p.id, author, rating, text: 'Гарний товар' });
  }
  await signIn(page, owner, `/reviews?filter[product_id]=${p.id}&sort=author`);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  // the product by its name, not its id
  await expect(rows.first()).toContainText(`Товар ${tag}`);
  const rating = page.getByTestId('product-rating');
  await expect(rating).toHaveText('ще немає');
  await expect(page.getByRole('img', { name: 'Оцінка 5 з 5' })).toBeVisible();

  await page.getByRole('checkbox', { name: `Вибрати «Ірина ${tag}»` }).check();
  await page.getByRole('checkbox', { name: `Вибрати «Олег ${tag}»` }).check();
  await page
    .getByRole('region', { name: 'Дії з вибраними записами' })
    .getByRole('button', { name: 'Опублікувати' })
    .click();
  await expect(toast(page, 'Опубліковано 2 відгуки.')).toBeVisible();
  await expect(rating).toHaveText('4,5');
  await expect(page.getByText('2 опубліковані відгуки')).toBeVisible();

  await page.getByRole('button', { name: `Відхилити відгук «Олег ${tag}»` }).click();
  await expect(toast(page, 'Відхилено 1 відгук.')).toBeVisible();
  await expect(rating).toHaveText('5');
  const stored = await api('GET', `/products/${p.id}`);
  expect(stored.body.data).toMatchObject({ rating: 5, reviews_count: 1 });
});

test('a new callback request becomes an order in one click from its row', async ({ page }) => {
  const tag = newTag('заявка');
  const p = await product(tag);
  const name = `Андрій ${tag}`;
  const request = await made('/requests', { name, phone: phone(), product_id: p.id, message: 'Передзвоніть' });
  await signIn(page, owner, `/requests?search=${encodeURIComponent(tag)}`);
  await page.getByRole('link', { name: 'Лише нові' }).click();
  await expect(page).toHaveURL(/filter%5Bstatus%5D=new|filter\[status\]=new/);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);

  await page.getByRole('button', { name: `Створити замовлення із заявки «${name}»` }).click();
  await expect(toast(page, 'Замовлення створено.')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(/\/orders\/(\d+)$/.exec(page.url())?.[1]);
  const linked = (await api('GET', `/requests/${request.id}`)).body.data;
  expect(linked).toMatchObject({ order_id: orderId, status: 'in_progress' });
  const order = (await api('GET', `/orders/${orderId}`)).body.data;
  expect(order).toMatchObject({ name, source: 'site', total: p.price });
});

// issue 27: a request's manager read «#1»: a reference without a directory is named by its title
test('a request names its manager, not «#id»', async ({ page }) => {
  const tag = newTag('менеджер');
  const me = (await api<{ data: { id: number; name: string } }>('GET', '/user')).body.data;
  await made('/requests', { name: `Ірина ${tag}`, phone: phone(), manager_id: me.id });
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signIn(page, owner, `/requests?search=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.getByText(me.name, { exact: true })).toBeVisible();
  await expect(row.getByText(`#${me.id}`, { exact: true })).toHaveCount(0);
});

test('a duplicate customer is merged into another, keeping both orders', async ({ page }) => {
  const tag = newTag('клієнт');
  const p = await product(tag);
  const target = await made('/customers', { name: `Петро ${tag}`, phone: phone() });
  const source = await made('/customers', { name: `Дубль ${tag}`, phone: phone(), notes: 'Дзвонити ввечері' });
  const status = await made('/order-statuses', { title: `Прийняте ${tag}`, code: `k_${Date.now().toString(36)}` });
  for (const c of [target, source]) {
    await made('/orders', {
      customer_id: c.id,
      name: c.name,
      phone: c.phone,
      status_id: status.id,
      items: [{ product_id: p.id, quantity: 1 }],
    });
  }
  await signIn(page, owner, `/customers/${target.id}`);
  const panel = page.getByRole('region', { name: 'Замовлення клієнта' });
  await expect(panel.getByRole('link')).toHaveCount(1);
  // each order with its status by name (the panel showed none)
  await expect(panel.getByRole('row').nth(1)).toContainText(`Прийняте ${tag}`);

  await panel.getByRole('button', { name: 'Об’єднати з дублем' }).click();
  const dialog = page.getByRole('dialog', { name: 'Об’єднати клієнтів' });
  await dialog.getByRole('combobox', { name: 'Дубль' }).fill(`Дубль ${tag}`);
  // a namesake is told apart by the phone under the name (issue 27, point 19)
  const option = page.getByRole('option', { name: `Дубль ${tag}` });
  await expect(option).toContainText(String(source.phone));
  await option.click();
  await dialog.getByRole('button', { name: 'Об’єднати', exact: true }).click();
  await expect(toast(page, 'Клієнтів об’єднано.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('link')).toHaveCount(2);
  expect((await api('GET', `/customers/${source.id}`)).status).toBe(404);
  const merged = (await api('GET', `/customers/${target.id}`)).body.data;
  expect(merged).toMatchObject({ orders_count: 2, extra_phones: [source.phone] });
  expect(String(merged.notes)).toContain('Дзвонити ввечері');
});

// issue 27.3: «Опублікувати» in the panel ignored the reply typed there, and «Зберегти» after it
// wrote «На модерації» back while the toasts said published
test('a review published from its panel takes the reply typed there, and a later save keeps it published', async ({
  page,
}) => {
  const tag = newTag('відповідь');
  const p = await product(tag);
  const review = await made('/reviews', { product_id: p.id, author: `Ганна ${tag}`, rating: 4, text: 'Добре' });
  await signIn(page, owner, `/reviews?filter[product_id]=${p.id}&record=${review.id}`);
  const panel = page.getByRole('complementary', { name: new RegExp(`Ганна ${tag}`) });
  const reply = panel.getByRole('textbox', { name: 'Відповідь магазину' });
  await reply.fill('Дякуємо за відгук!');
  await panel.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(toast(page, 'Опубліковано 1 відгук.')).toBeVisible();
  await expect
    .poll(async () => (await api('GET', `/reviews/${review.id}`)).body.data)
    .toMatchObject({ status: 'published', reply: 'Дякуємо за відгук!' });

  await reply.fill('Дякуємо! Чекаємо знову.');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect
    .poll(async () => (await api('GET', `/reviews/${review.id}`)).body.data)
    .toMatchObject({ status: 'published', reply: 'Дякуємо! Чекаємо знову.' });
});
