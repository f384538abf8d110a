import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, owner, signIn } from './support.ts';

/** An attribute with values and a category carrying it, made through the API and removed afterwards. */
async function catalogue() {
  const token = await apiToken(owner);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${e2eBaseUrl}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json().catch(() => null)) as { data: { id: number; values?: { id: number }[] } } | null;
  };
  const tag = Date.now().toString(36);
  const attribute = await call('POST', 'attributes', {
    title: 'Колір корпусу',
    code: `body_colour_${tag}`,
    data_type: 'select',
    values: [{ title: 'чорний' }, { title: 'білий' }],
  });
  const title = `Смартфони ${tag}`;
  const category = await call('POST', 'categories', { title, attributes: [{ attribute: attribute?.data.id }] });
  if (!attribute || !category) throw new Error('catalogue not made');
  return {
    title,
    id: category.data.id,
    clear: async () => {
      await call('DELETE', `categories/${category.data.id}`);
      await call('DELETE', `attributes/${attribute.data.id}`);
    },
  };
}

test('a filter-page template and a value’s own H1: the preview follows, saving keeps them', async ({ page }) => {
  const made = await catalogue();
  try {
    await signIn(page, owner, `/categories/${made.id}/attributes/seo`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`SEO сторінок фільтрів: ${made.title}`);
    await expect(page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).toContainText(
      'SEO атрибутів категорії',
    );
    const h1 = page.getByLabel('Заголовок H1', { exact: true });
    const preview = page.getByTestId('preview-h1');

    await h1.fill('{category}: колір ');
    await h1.press('End');
    await page.getByRole('button', { name: /^Вставити \{value\}/ }).click();
    await expect(h1).toHaveValue('{category}: колір {value}');
    await expect(preview).toHaveText(`${made.title}: колір чорний`);

    // a value's own H1 wins over the template, for that value only
    await page.getByLabel('Заголовок H1 для «білий»').fill('Білі смартфони');
    await expect(preview).toHaveText('Білі смартфони');
    await page.getByRole('combobox', { name: 'Значення' }).click();
    await page.getByRole('option', { name: 'чорний' }).click();
    await expect(preview).toHaveText(`${made.title}: колір чорний`);

    // a placeholder the shop does not know is refused where it was typed
    await page.getByLabel('Тег title', { exact: true }).fill('{brand} {value}');
    await page.getByRole('button', { name: 'Зберегти' }).first().click();
    await expect(
      page.getByText('Невідомий заповнювач {brand}. Можна: {category}, {attribute}, {value}.'),
    ).toBeVisible();
    await page.getByLabel('Тег title', { exact: true }).fill('Купити {value} {category}');
    await page.getByRole('button', { name: 'Зберегти' }).first().click();
    await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();

    await page.reload();
    await expect(h1).toHaveValue('{category}: колір {value}');
    await expect(page.getByLabel('Заголовок H1 для «білий»')).toHaveValue('Білі смартфони');
    await expect(page.getByTestId('preview-title')).toHaveText(`Купити чорний ${made.title}`);
  } finally {
    await made.clear();
  }
});
