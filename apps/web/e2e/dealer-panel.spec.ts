import { expect, test } from '@playwright/test';
import { approvedDealer } from './dealer-support.ts';
import { api, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the first visit of each screen brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 60_000 });

test('a dealer signs in to its own panel: its company, workspaces and terms; it keeps a workspace’s details', async ({
  page,
}) => {
  const tag = newTag('');
  const { company, principal } = await approvedDealer(tag);

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(principal.email);
  await page.getByLabel('Пароль', { exact: true }).fill(principal.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await expect(page.getByRole('heading', { level: 1, name: String(company.legal_name) })).toBeVisible();
  await expect(page.getByText('Співпраця активна')).toBeVisible();
  // its manager at the shop, to call or write to
  await expect(page.getByRole('region', { name: 'Ваш менеджер у магазині' }).getByText(owner.name)).toBeVisible();

  // the dealer panel alone: no staff dashboard, no staff group
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await expect(nav.getByRole('link', { name: 'Панель керування' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Головна' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Товари' })).toHaveCount(0);
  // the staff's dashboard sends a dealer back to its own
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dealers$/);

  await page.getByRole('link', { name: 'Робочі простори', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Робочі простори' })).toBeVisible();
  await expect(page.getByText('Робочих просторів ще немає.')).toBeVisible();

  // a workspace made for it by staff shows up with its group's terms
  const made = await api('POST', '/dealers/workspaces', {
    dealer_id: company.id,
    name: `Магазин ${tag}`,
    city: 'Київ',
    delivery_method: 'pickup',
  });
  expect(made.status).toBe(201);
  await page.reload();
  await page.getByRole('link', { name: `Магазин ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Магазин ${tag}` })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Цінова група' });
  await expect(terms.getByText(`Опт ${tag} · −12 %`)).toBeVisible();
  await expect(terms.getByText('Мінімальне замовлення 5 000,00 ₴', { exact: false })).toBeVisible();
  // the dealer does not choose its prices
  await expect(terms.getByRole('button', { name: 'Змінити цінову групу' })).toHaveCount(0);

  const details = page.getByRole('region', { name: 'Дані робочого простору' });
  await details.getByRole('textbox', { name: 'Телефон' }).fill('12345');
  await details.getByRole('button', { name: 'Зберегти' }).click();
  await expect(details.getByText('Телефон у форматі +380XXXXXXXXX.')).toBeVisible();
  await details.getByRole('textbox', { name: 'Телефон' }).fill('+380501234567');
  await details.getByRole('combobox', { name: 'Доставка' }).click();
  await page.getByRole('option', { name: 'Нова пошта, відділення' }).click();
  await details.getByRole('textbox', { name: 'Відділення Нової пошти' }).fill('Відділення №7');
  await details.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  const saved = await api<{ data: Record<string, unknown> }>('GET', `/dealers/workspaces/${made.body.data.id}`);
  expect(saved.body.data).toMatchObject({
    phone: '+380501234567',
    delivery_method: 'np_branch',
    np_branch: 'Відділення №7',
  });
});

test('staff filter every dealer’s workspaces and move one to another price group, asked first', async ({ page }) => {
  const tag = newTag('');
  const { company } = await approvedDealer(tag);
  const other = await api('POST', '/price-groups', { name: `Опт плюс ${tag}`, discount: 20 });
  const made = await api('POST', '/dealers/workspaces', {
    dealer_id: company.id,
    name: `Склад ${tag}`,
    city: 'Бровари',
    delivery_method: 'pickup',
  });
  expect(made.status).toBe(201);

  await signIn(page, owner, '/dealers/workspaces');
  await page.getByRole('searchbox', { name: 'Пошук за назвою чи містом' }).fill(tag);
  await expect(page.getByRole('link', { name: `Склад ${tag}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: String(company.legal_name) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));

  await page.getByRole('link', { name: `Склад ${tag}` }).click();
  const terms = page.getByRole('region', { name: 'Цінова група' });
  await expect(terms.getByText(`Опт ${tag}`, { exact: true })).toBeVisible();
  const picker = terms.getByRole('combobox', { name: 'Нова цінова група' });
  await picker.click();
  await picker.fill(`Опт плюс ${tag}`);
  await page.getByRole('option', { name: `Опт плюс ${tag}` }).click();
  await terms.getByRole('button', { name: 'Змінити цінову групу' }).click();
  const dialog = page.getByRole('dialog', { name: `Змінити цінову групу «Склад ${tag}»?` });
  await expect(dialog.getByText('оформлені замовлення не зміняться', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Змінити цінову групу' }).click();
  await expect(page.getByText('Цінову групу змінено.')).toBeVisible();
  await expect(terms.getByText(`Опт плюс ${tag}`, { exact: true }).first()).toBeVisible();

  const after = await api<{ data: { price_group_id: number } }>('GET', `/dealers/workspaces/${made.body.data.id}`);
  expect(after.body.data.price_group_id).toBe(other.body.data.id);
});
