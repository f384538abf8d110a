import { expect, test } from '@playwright/test';
import { api, makeCategory, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("an attribute is made in the list's dialog and opens for editing", async ({ page }) => {
  await signIn(page, owner, '/attributes');
  await page.getByRole('main').getByRole('button', { name: 'Створити', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Новий запис: Атрибут' });
  await expect(dialog).toBeVisible();
  const n = unique();
  await dialog.getByRole('textbox', { name: 'Назва' }).fill(`Діагональ ${n}`);
  // a code against the declared pattern is refused in place, before anything is sent
  await dialog.getByRole('textbox', { name: 'Код' }).fill('1bad');
  await dialog.getByRole('button', { name: 'Створити' }).click();
  await expect(dialog.getByText('Латинські літери, цифри та _, з літери.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Код' }).fill(`diag_${n}`);
  await dialog.getByRole('combobox', { name: 'Тип даних' }).click();
  await page.getByRole('option', { name: 'Число' }).click();
  await dialog.getByRole('button', { name: 'Створити' }).click();
  await expect(page.getByText('Запис був успішно створений.')).toBeVisible();
  await expect(page).toHaveURL(/\/attributes\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Код' })).toHaveValue(`diag_${n}`);
});

test('/attributes/create opens the create dialog over the list, not an edit form', async ({ page }) => {
  await signIn(page, owner, '/attributes/create');
  await expect(page).toHaveURL(/\/attributes$/);
  await expect(page.getByRole('dialog', { name: 'Новий запис: Атрибут' })).toBeVisible();
  await page.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Атрибути' })).toBeVisible();
});

test('an attribute code follows the title as it is typed, and stays once typed over (27/19)', async ({ page }) => {
  await signIn(page, owner, '/attributes');
  await page.getByRole('main').getByRole('button', { name: 'Створити', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Новий запис: Атрибут' });
  const n = unique();
  const title = dialog.getByRole('textbox', { name: 'Назва' });
  const code = dialog.getByRole('textbox', { name: 'Код' });
  await title.pressSequentially(`Об’єм пам’яті ${n}`, { delay: 20 });
  await expect(code).toHaveValue(`obiem_pamiati_${n}`);
  await code.fill(`memory_${n}`);
  await title.press('End');
  await title.pressSequentially(' ГБ');
  await expect(code).toHaveValue(`memory_${n}`);
  await code.fill('');
  await dialog.getByRole('button', { name: 'Створити' }).click();
  await expect(page.getByText('Запис був успішно створений.')).toBeVisible();
  // left empty, the server made it from the title
  await expect(page.getByRole('textbox', { name: 'Код' })).toHaveValue(`obiem_pamiati_${n}_hb`);
});

test('an attribute missing while a category is set up is made from its picker and picked at once (27/19)', async ({
  page,
}) => {
  const category = await makeCategory(newTag('Камери '));
  await signIn(page, owner, `/categories/${category.id}?tab=attributes`);
  const form = page.getByRole('form');
  await form.getByRole('button', { name: 'Додати рядок' }).click();
  const picker = form.getByRole('combobox', { name: /^Атрибут, рядок 1/ });
  const n = unique();
  await picker.click();
  await picker.pressSequentially(`Зум ${n}`, { delay: 30 });
  await page.getByRole('option', { name: `Створити «Зум ${n}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Новий запис: Атрибут' });
  await expect(dialog.getByRole('textbox', { name: 'Назва' })).toHaveValue(`Зум ${n}`);
  await expect(dialog.getByRole('textbox', { name: 'Код' })).toHaveValue(`zum_${n}`);
  await dialog.getByRole('button', { name: 'Створити' }).click();
  await expect(dialog).toBeHidden();
  // the category's form stays as it was, the new attribute in the row that asked for it
  await expect(page).toHaveURL(new RegExp(`/categories/${category.id}`));
  await expect(picker).toHaveValue(`Зум ${n}`);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  const stored = await api<{ data: Row & { attributes: { attribute: number }[] } }>(
    'GET',
    `/categories/${category.id}`,
  );
  const made = await api<{ data: Row[] }>('GET', `/attributes?search=${encodeURIComponent(`Зум ${n}`)}`);
  expect(stored.body.data.attributes.map((a) => a.attribute)).toEqual([made.body.data[0]?.id]);
});
