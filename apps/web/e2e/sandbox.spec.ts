import { expect, type Page, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

/** New products of one tag waiting for review, listed by name. */
async function waiting(names: string[], extra: Record<string, unknown> = {}): Promise<{ tag: string; rows: Row[] }> {
  const tag = newTag('нові');
  const category = await makeCategory(`Категорія ${tag}`);
  const rows: Row[] = [];
  for (const name of names) {
    rows.push(
      await makeProduct('products-sandbox', {
        name: `${name} ${tag}`,
        category: category.id,
        source: 'Постачальник',
        ...extra,
      }),
    );
  }
  return { tag, rows };
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openList(page: Page, tag: string, count: number): Promise<void> {
  await signIn(page, owner, `/products-sandbox?sort=name&search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(count);
}

/** The products made of approved items, found by the tag in their names. */
const productsNamed = async (tag: string) =>
  (await api<{ data: Row[] }>('GET', `/products?search=${encodeURIComponent(tag)}`)).body.data;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('one new product is approved from its row and becomes a product', async ({ page }) => {
  const { tag, rows } = await waiting(['Навушники', 'Павербанк']);
  await openList(page, tag, 2);
  await page.getByRole('button', { name: `Затвердити «Навушники ${tag}»` }).click();
  await expect(page.getByText('Затверджено 1 товар: він уже в каталозі.')).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  expect((await productsNamed(tag)).map((p) => p.name)).toEqual([`Навушники ${tag}`]);
  expect((await api('GET', `/products-sandbox/${rows[0]?.id}`)).status).toBe(404);
});

test('many are approved at once; one that cannot be a product is named with its reason and stays', async ({ page }) => {
  const { tag, rows } = await waiting(['Чохол', 'Кабель', 'Зарядка']);
  // a product already holds this SKU: the third item cannot become a product as it is
  const taken = rows[2]?.sku as string;
  const category = rows[2]?.category as number;
  await makeProduct('products', { name: `Інший ${newTag('товар')}`, category, sku: taken });
  await openList(page, tag, 3);
  await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
  await page
    .getByRole('region', { name: 'Дії з вибраними записами' })
    .getByRole('button', { name: 'Затвердити' })
    .click();
  await expect(page.getByText('Затверджено 2 товари: вони вже в каталозі.')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '1 товар не затверджено' });
  await expect(dialog).toContainText(`Зарядка ${tag}`);
  await expect(dialog).toContainText(/Артикул|вже|зайнят/i);
  await dialog.getByRole('button', { name: 'Закрити' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, `Зарядка ${tag}`)).toBeVisible();
  expect((await productsNamed(tag)).length).toBe(2);
});

test('a new product is rejected with a reason after a confirmation, from its side panel', async ({ page }) => {
  const { tag, rows } = await waiting(['Смартфон', 'Планшет']);
  await openList(page, tag, 2);
  await rowOf(page, `Смартфон ${tag}`).getByRole('cell').nth(1).click();
  const panel = page.getByRole('complementary', { name: `Смартфон ${tag}` });
  await expect(panel.getByRole('textbox', { name: 'Назва' })).toHaveValue(`Смартфон ${tag}`);
  await panel.getByRole('button', { name: 'Відхилити' }).click();
  const dialog = page.getByRole('dialog', { name: 'Відхилити 1 товар?' });
  await dialog.getByLabel('Причина (необов’язково)').fill('Дубль наявного товару');
  await dialog.getByRole('button', { name: 'Відхилити' }).click();
  await expect(page.getByText('Відхилено 1 товар.')).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  expect((await api('GET', `/products-sandbox/${rows[0]?.id}`)).status).toBe(404);
  expect(await productsNamed(tag)).toEqual([]);
});

test('a new product is corrected in the side panel', async ({ page }) => {
  const { tag, rows } = await waiting(['Монітор']);
  await openList(page, tag, 1);
  await rowOf(page, `Монітор ${tag}`).getByRole('cell').nth(1).click();
  const name = page.getByRole('textbox', { name: 'Назва' });
  await name.fill(`Монітор 27 ${tag}`);
  // the form's header button (its sticky save bar repeats it)
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  expect((await api('GET', `/products-sandbox/${rows[0]?.id}`)).body.data.name).toBe(`Монітор 27 ${tag}`);
});

// issue 27.6: approving from the panel ignored what was typed in it, refused the item for a field
// just corrected, and after an approval that went through said «Помилка 404»
test('approving from the side panel saves what is typed first, and says nothing of a 404 after', async ({ page }) => {
  const { tag, rows } = await waiting(['Роутер']);
  // a product already holds the item's SKU: as saved, the item cannot become a product
  const taken = rows[0]?.sku as string;
  await makeProduct('products', {
    name: `Інший ${newTag('товар')}`,
    category: rows[0]?.category as number,
    sku: taken,
  });
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/products-sandbox/')) statuses.push(r.status());
  });
  await openList(page, tag, 1);
  await rowOf(page, `Роутер ${tag}`).getByRole('cell').nth(1).click();
  const panel = page.getByRole('complementary', { name: `Роутер ${tag}` });
  const sku = `${taken}-N`;
  await panel.getByRole('textbox', { name: 'Артикул' }).fill(sku);
  await panel.getByRole('button', { name: 'Затвердити' }).click();
  await expect(page.getByText('Затверджено 1 товар: він уже в каталозі.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(0);
  expect((await productsNamed(tag)).map((p) => [p.name, p.sku])).toEqual([[`Роутер ${tag}`, sku]]);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/Помилка 404/)).toHaveCount(0);
  expect(statuses.filter((status) => status === 404)).toEqual([]);
});
