import { expect, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// a feed is rebuilt from its row, its last build shows in the list, its public link is copied (issue 31)
test.describe.configure({ timeout: 60_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('«Оновити» builds a feed: toast, job, build facts in the row; the public link copies and answers', async ({
  page,
}) => {
  const tag = newTag('фід');
  const category = await makeCategory(`Категорія ${tag}`);
  // published without a picture: the build writes it to the skipped list
  await makeProduct('products', { name: `Чайник ${tag}`, category: category.id, status: 'published' });
  const created = await api('POST', '/feeds', {
    name: `Фід ${tag}`,
    format: 'google_merchant',
    base_url: 'https://shop.example.test',
    categories: [category.id],
  });
  expect(created.status).toBe(201);
  const feed: Row = created.body.data;

  await signIn(page, owner, `/feeds?search=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row').filter({ hasText: `Фід ${tag}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Оновити фід «Фід ${tag}»` }).click();
  await expect(
    page.locator('.Toastify__toast').filter({ hasText: `Збірку фіду «Фід ${tag}» поставлено в чергу` }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Фонові завдання|Виконує/ }).click();
  await expect(page.getByRole('dialog', { name: 'Фонові завдання' })).toContainText('Збірка фіду');
  await page.keyboard.press('Escape');

  // the build's facts reach the row: when, no items, one skipped
  await expect
    .poll(async () => (await api('GET', `/feeds/${feed.id}`)).body.data.last_finished_at, { timeout: 20_000 })
    .toBeTruthy();
  await page.reload();
  await expect(row.getByRole('cell')).toContainText([`Фід ${tag}`, /\d{2}\.\d{2}\.\d{4}/, '0', '1']);
  const facts = (await api('GET', `/feeds/${feed.id}`)).body.data;
  expect(facts).toMatchObject({ last_items: 0, last_skipped: 1, skipped_no_picture: 1 });

  await row.getByRole('button', { name: 'Копіювати посилання' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Посилання скопійовано' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`/feeds/${String(feed.token)}\\.xml$`));
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<rss version="2.0"');
});
