import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl } from './env.ts';
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

test('the shop figures match the database and open their lists', async ({ page }) => {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    // three orders and a callback request of today, in the shop's day
    for (const total of [1234_00, 56_50, 100_000_00]) {
      await db.query(
        `insert into orders (name, phone, items_total, discount_total, total, created_at)
         values ('Фігура', '+380501112233', $1, 0, $1, now())`,
        [total],
      );
    }
    await db.query(`insert into requests (name, phone, status) values ('Фігура', '+380501112233', 'new')`);
    const today = `((now() at time zone 'Europe/Kyiv')::date::timestamp at time zone 'Europe/Kyiv')`;
    const { rows } = await db.query<{ orders: string; revenue: string; requests: string }>(
      `select count(*) as orders,
         coalesce(sum(total) filter (where o.status_id is null or not coalesce(
           (select release_status_ids from order_settings where id = 1), '[]') @> to_jsonb(o.status_id)), 0) as revenue,
         (select count(*) from requests where status = 'new') as requests
       from orders o where created_at >= ${today}`,
    );
    const expected = rows[0];
    if (!expected) throw new Error('no figures');
    await signIn(page, owner);
    const card = page.getByRole('region', { name: 'Сьогодні' });
    const hryvnias = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 }).format(
      Math.round(Number(expected.revenue) / 100),
    );
    await expect(card.locator('[data-figure="revenue"]')).toHaveText(`${hryvnias}\u00a0₴`);
    const orders = Number(expected.orders);
    const form = { one: 'замовлення', few: 'замовлення', many: 'замовлень', other: 'замовлення' }[
      new Intl.PluralRules('uk-UA').select(orders) as 'one'
    ];
    await expect(card.locator('[data-figure="orders"]')).toHaveText(`${orders} ${form}`);
    const waiting = page.getByRole('region', { name: 'Чекають на вас' });
    const requests = waiting.getByRole('link', { name: /заяв(ка|ки|ок) на дзвінок/ });
    await expect(requests).toContainText(String(expected.requests));
    await expect(page.getByRole('region', { name: 'Продажі за 30 днів' }).locator('svg').first()).toBeVisible();
    await requests.click();
    await expect(page).toHaveURL(/\/requests\?filter%5Bstatus%5D=new|\/requests\?filter\[status\]=new/);

    // a money card opens exactly the orders it counts: today's, by the shop's day
    await page.goBack();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/orders\?filter(%5B|\[)created_at(%5D%5B|\]\[)from(%5D|\])=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText(`Знайдено: ${orders}`, { exact: true })).toBeVisible();
    await page.goBack();
    await page.getByRole('region', { name: 'Середній чек' }).getByRole('link').click();
    await expect(page).toHaveURL(/filter(%5B|\[)revenue(%5D|\])=1/);
    await expect(page.getByRole('button', { name: /Ураховані у виторгу/ })).toBeVisible();
  } finally {
    await db.end();
  }
});

test('without the scopes of a section the figures are not shown at all', async ({ page }) => {
  const user = await createUser({ scopes: ['news.show'] });
  await signIn(page, user);
  await expect(page.getByRole('region', { name: 'Ваші доступи' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Показники магазину' })).toHaveCount(0);
});
