import { edrpouCheckDigit } from '@kramar/contract';
import { expect, test } from '@playwright/test';
import { api, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the first visit of each screen brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 60_000 });

let n = 0;
const digits = (length: number) => String((Date.now() * 7 + ++n * 7919) % 10 ** length).padStart(length, '0');

async function made(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await api('POST', path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A pending application, as a company made by staff starts. */
function application(name: string): Promise<Row> {
  const first7 = digits(7);
  return made('/dealers-users', {
    legal_name: name,
    edrpou: `${first7}${edrpouCheckDigit(`${first7}0`)}`,
    legal_address: 'м. Київ, вул. Хрещатик, 1',
    contact_person: 'Олена Коваль',
    phone: `+38067${digits(7)}`,
    email: `${newTag('dealer')}@example.com`,
  });
}

test('moderation: an application is rejected with a reason and another approved in bulk, each asked first', async ({
  page,
}) => {
  const tag = newTag('');
  const group = await made('/price-groups', { name: `Опт ${tag}`, discount: 12 });
  const refused = await application(`ТОВ «Відмова ${tag}»`);
  const accepted = await application(`ТОВ «Партнер ${tag}»`);
  await signIn(page, owner, '/dealers-users/moderation');
  await expect(page.getByRole('heading', { name: 'Модерація дилерів' })).toBeVisible();

  const refusedRow = page.getByRole('listitem', { name: `ТОВ «Відмова ${tag}»` });
  await expect(refusedRow.getByText('ЄДРПОУ правильний')).toBeVisible();
  await refusedRow.getByRole('button', { name: 'Відхилити' }).click();
  const rejectDialog = page.getByRole('dialog', { name: `Відхилити заявку «ТОВ «Відмова ${tag}»»?` });
  // a reason is required: the applicant reads it
  await rejectDialog.getByRole('button', { name: 'Відхилити' }).click();
  await expect(rejectDialog.getByText('Вкажіть причину.')).toBeVisible();
  await rejectDialog.getByRole('textbox', { name: 'Причина' }).fill('Не надано документів');
  await rejectDialog.getByRole('button', { name: 'Відхилити' }).click();
  await expect(page.getByText('Відхилено 1 заявку.')).toBeVisible();
  await expect(refusedRow).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Вибрати заявку «ТОВ «Партнер ${tag}»»` }).check();
  await expect(page.getByText('Вибрано 1 заявку')).toBeVisible();
  await page.getByRole('button', { name: 'Схвалити' }).first().click();
  const approveDialog = page.getByRole('dialog', { name: `Схвалити заявку «ТОВ «Партнер ${tag}»»?` });
  await approveDialog.getByRole('combobox', { name: 'Цінова група' }).click();
  await approveDialog.getByRole('combobox', { name: 'Цінова група' }).fill(`Опт ${tag}`);
  await page.getByRole('option', { name: `Опт ${tag}` }).click();
  await approveDialog.getByRole('combobox', { name: 'Менеджер магазину' }).click();
  await approveDialog.getByRole('combobox', { name: 'Менеджер магазину' }).fill(owner.name);
  await page.getByRole('option', { name: owner.name }).first().click();
  await approveDialog.getByRole('button', { name: 'Схвалити' }).click();
  await expect(page.getByText('Схвалено 1 заявку.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `ТОВ «Партнер ${tag}»` })).toHaveCount(0);

  const after = async (id: number) => (await api('GET', `/dealers-users/${id}`)).body.data;
  expect(await after(refused.id)).toMatchObject({ status: 'rejected', decision_reason: 'Не надано документів' });
  expect(await after(accepted.id)).toMatchObject({ status: 'approved', price_group_id: group.id });

  // the company's page: its status, group, and blocking (asked first, with a reason) and unblocking
  await page.goto(`/dealers-users/${accepted.id}`);
  const panel = page.getByRole('region', { name: 'Дилер', exact: true });
  await expect(panel.getByText('Схвалений')).toBeVisible();
  await expect(panel.getByText(`Опт ${tag}`)).toBeVisible();
  await panel.getByRole('button', { name: 'Заблокувати' }).click();
  const blockDialog = page.getByRole('dialog', { name: `Заблокувати дилера «ТОВ «Партнер ${tag}»»?` });
  await blockDialog.getByRole('textbox', { name: 'Причина' }).fill('Борг за рахунком');
  await blockDialog.getByRole('button', { name: 'Заблокувати' }).click();
  await expect(page.getByText('Дилера заблоковано.')).toBeVisible();
  await expect(panel.getByText('Заблокований')).toBeVisible();
  await panel.getByRole('button', { name: 'Розблокувати' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Розблокувати' }).click();
  await expect(page.getByText('Дилера розблоковано.')).toBeVisible();
  expect(await after(accepted.id)).toMatchObject({ status: 'approved' });
});
