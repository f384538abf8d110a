import { expect, test } from '@playwright/test';
import { approvedDealer } from './dealer-support.ts';
import { e2eBaseUrl } from './env.ts';
import { invitationLink } from './manager-support.ts';
import { api, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the first visit of each screen brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 90_000 });

async function workspace(dealer: number, name: string, city = 'Київ'): Promise<Row> {
  const made = await api('POST', '/dealers/workspaces', { dealer_id: dealer, name, city, delivery_method: 'pickup' });
  expect(made.status).toBe(201);
  return made.body.data;
}

// the invitation followed to a signed-in manager who sees their one workspace is the last leg of
// dealer-journey.spec.ts (manager-support.ts)

test('the form puts the server’s refusals on their fields, and deactivating asks first and ends the sessions', async ({
  page,
}) => {
  const tag = newTag('');
  const { company, principal } = await approvedDealer(tag);
  await workspace(company.id, `Точка ${tag}`);
  await signIn(page, principal, '/dealers/managers');
  // nobody yet: the empty list invites the first
  await expect(page.getByText('Менеджерів ще немає')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Запросити менеджера' }).last().click();

  // nothing typed: the browser says so on the fields, the first one focused
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByRole('textbox', { name: 'Ім’я та прізвище' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Ім’я та прізвище' }).fill(`Петро Лис ${tag}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(principal.email);
  await page.getByRole('textbox', { name: 'Телефон' }).fill('12345');
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText('Телефон у форматі +380XXXXXXXXX.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toBeFocused();
  // a phone as people type it is taken; an e-mail that already signs in is the server's to refuse
  await page.getByRole('textbox', { name: 'Телефон' }).fill('067 123 45 67');
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText('Цей e-mail уже використовується для входу: вкажіть інший.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  const email = `${newTag('lys')}@example.com`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText(`Запрошення надіслано на ${email}.`)).toBeVisible();
  // the new manager's own screen, its heading focused
  await expect(page.getByRole('heading', { level: 1, name: `Петро Лис ${tag}` })).toBeFocused();
  const [made] = (await api<{ data: Row[] }>('GET', `/dealers-managers?search=${encodeURIComponent(email)}`)).body.data;
  expect(made).toMatchObject({ dealer_id: company.id, phone: '+380671234567', workspaces: [], active: true });

  // they set a password and sign in; deactivated, asked first, their session ends at once
  const token = /invite=([\w-]+)/.exec(await invitationLink(email))?.[1];
  const accepted = await fetch(`${e2eBaseUrl}/api/auth/invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: 'lys-pratsiuie-na-skladi' }),
  });
  expect(accepted.status).toBe(200);
  const session = ((await accepted.json()) as { access_token: string }).access_token;
  const me = () => fetch(`${e2eBaseUrl}/api/user`, { headers: { authorization: `Bearer ${session}` } });
  expect((await me()).status).toBe(200);
  await page.getByRole('switch', { name: 'Активний' }).uncheck();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  const dialog = page.getByRole('dialog', { name: `Вимкнути менеджера «Петро Лис ${tag}»?` });
  await expect(dialog.getByText('відкриті сесії завершаться', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Скасувати' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Вимкнути' }).click();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  const after = await api<{ data: Row }>('GET', `/dealers-managers/${made?.id}`);
  expect(after.body.data.active).toBe(false);
  expect((await me()).status).toBe(401);
  await expect(page.getByText('Вимкнений', { exact: true })).toBeVisible();
});

test('staff see every company’s managers and narrow them to one company', async ({ page }) => {
  const tag = newTag('');
  const first = await approvedDealer(`${tag}a`);
  const second = await approvedDealer(`${tag}b`);
  for (const [dealer, name] of [
    [first.company.id, `Оксана ${tag}`],
    [second.company.id, `Тарас ${tag}`],
  ] as const) {
    const made = await api('POST', '/dealers-managers', {
      dealer_id: dealer,
      name,
      email: `${newTag('m')}@example.com`,
      workspaces: [],
    });
    expect(made.status).toBe(201);
  }
  await signIn(page, owner, `/dealers/managers?search=${tag}`);
  await expect(page.getByRole('link', { name: `Оксана ${tag}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Тарас ${tag}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: String(second.company.legal_name) })).toBeVisible();
  const company = page.getByRole('combobox', { name: 'Компанія' });
  await company.click();
  await company.fill(String(first.company.legal_name));
  await page.getByRole('option', { name: String(first.company.legal_name) }).click();
  await expect(page).toHaveURL(
    new RegExp(`filter%5Bdealer_id%5D=${first.company.id}|filter\\[dealer_id\\]=${first.company.id}`),
  );
  await expect(page.getByRole('link', { name: `Тарас ${tag}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Оксана ${tag}` })).toBeVisible();
});

test('the list and the form hold at 390 px', async ({ page }) => {
  const tag = newTag('');
  const { company, principal } = await approvedDealer(tag);
  await workspace(company.id, `Кіоск ${tag}`);
  const made = await api('POST', '/dealers-managers', {
    dealer_id: company.id,
    name: `Дмитро ${tag}`,
    email: `${newTag('narrow')}@example.com`,
    job_title: 'Старший менеджер із закупівель',
    workspaces: [],
  });
  expect(made.status).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, principal, '/dealers/managers');
  await expect(page.getByRole('link', { name: `Дмитро ${tag}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: `Дмитро ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Дмитро ${tag}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Посада' })).toHaveValue('Старший менеджер із закупівель');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('staff invite a manager for a company they choose first, from its own workspaces', async ({ page }) => {
  const tag = newTag('');
  const { company } = await approvedDealer(tag);
  await workspace(company.id, `Павільйон ${tag}`);
  await signIn(page, owner, '/dealers/managers/new');
  // the workspaces wait for the company
  await expect(page.getByText('Спершу оберіть компанію.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Робочі простори' })).toBeDisabled();
  const picker = page.getByRole('combobox', { name: 'Компанія' });
  await picker.click();
  await picker.fill(String(company.legal_name));
  await page.getByRole('option', { name: String(company.legal_name) }).click();
  await page.getByRole('textbox', { name: 'Ім’я та прізвище' }).fill(`Галина ${tag}`);
  const email = `${newTag('staffmade')}@example.com`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Робочі простори' }).click();
  await page.getByRole('option', { name: `Павільйон ${tag} (Київ)` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText(`Запрошення надіслано на ${email}.`)).toBeVisible();
  const [made] = (await api<{ data: Row[] }>('GET', `/dealers-managers?search=${encodeURIComponent(email)}`)).body.data;
  expect(made).toMatchObject({ dealer_id: company.id, name: `Галина ${tag}` });
  expect(made?.workspaces).toHaveLength(1);
});
