import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// lists read newest first say how long ago each came, and a review shows its words (issue 27, point 11)
test.describe.configure({ timeout: 60_000 });

const fullDate = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;

test('a callback request says how long ago it came, with its full date on hover, beside its manager', async ({
  page,
}) => {
  const tag = newTag('дзвінок');
  const made = await api('POST', '/requests', {
    name: `Іван ${tag}`,
    phone: '+380501234567',
    message: `Передзвоніть щодо доставки ${tag}`,
  });
  expect(made.status).toBe(201);
  await signIn(page, owner, `/requests?search=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row').filter({ hasText: `Іван ${tag}` });
  const when = row.locator('time');
  await expect(when).toHaveText(/^(зараз|\d+ хв тому)$/);
  await expect(when).toHaveAttribute('title', fullDate);
  await expect(when).toHaveAttribute('datetime', String(made.body.data.created_at));
  // the manager who took it stays in sight (the message comes when there is room, or by «Колонки»)
  await expect(page.getByRole('columnheader', { name: 'Відповідальний' })).toBeVisible();
});

test('a review shows its text (its first lines, the whole on hover) and how long ago it came', async ({ page }) => {
  const tag = newTag('відгук');
  const category = await makeCategory(`Категорія ${tag}`);
  const product = await makeProduct('products', { name: `Пилосос ${tag}`, category: category.id });
  const text = `Тягне добре, але гучний. ${'Дуже докладний відгук про роботу пилососа. '.repeat(8)}${tag}`;
  const made = await api('POST', '/reviews', { product_id: product.id, author: `Олена ${tag}`, rating: 4, text });
  expect(made.status).toBe(201);
  await signIn(page, owner, `/reviews?search=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row').filter({ hasText: `Олена ${tag}` });
  await expect(row.locator('time')).toHaveText(/^(зараз|\d+ хв тому)$/);
  const shown = row.locator(`[title="${text}"]`);
  await expect(shown).toContainText('Тягне добре, але гучний.');
  // clamped to two lines: the row stays a row
  expect((await shown.boundingBox())?.height ?? 0).toBeLessThan(50);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
