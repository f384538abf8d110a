import { edrpouCheckDigit } from '@kramar/contract';
import { expect, type Page, test } from '@playwright/test';
import { api, newTag } from './product-fixtures.ts';

// the first visit brings the application's chunk in on a loaded 2-core machine
test.describe.configure({ timeout: 60_000 });

let n = 0;
const digits = (length: number) => String((Date.now() * 7 + ++n * 7919) % 10 ** length).padStart(length, '0');
/** A fresh EDRPOU code with its check digit (and a broken twin of it). */
function edrpou(): { valid: string; broken: string } {
  const first7 = digits(7);
  const check = edrpouCheckDigit(`${first7}0`) ?? 0;
  return { valid: `${first7}${check}`, broken: `${first7}${(check + 1) % 10}` };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a guest applies at /register: checks in the browser, a taken code on its field, then the answer', async ({
  page,
}) => {
  const tag = newTag('');
  const taken = edrpou();
  const own = edrpou();
  const made = await api('POST', '/dealers-users', {
    legal_name: `ТОВ «Зайнятий ${tag}»`,
    edrpou: taken.valid,
    legal_address: 'м. Львів, пл. Ринок, 1',
    contact_person: 'Іван Зайнятий',
    phone: `+38050${digits(7)}`,
    email: `${newTag('taken')}@example.com`,
  });
  expect(made.status).toBe(201);
  const principalEmail = `${newTag('principal')}@example.com`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Подати заявку на співпрацю' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Заявка на співпрацю' })).toBeVisible();
  // the honeypot is out of a person's reach: not read out, not in the tab order
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);

  // nothing typed: every required field says so, and the first one takes the focus
  await page.getByRole('button', { name: 'Надіслати заявку' }).click();
  await expect(field(page, 'Юридична назва')).toBeFocused();
  await expect(page.getByText('Заповніть це поле.')).toHaveCount(9);

  await field(page, 'Юридична назва').fill(`ТОВ «Світло ${tag}»`);
  await field(page, 'Код ЄДРПОУ').fill(own.broken);
  await field(page, 'Юридична адреса').fill('м. Київ, вул. Хрещатик, 22');
  await field(page, 'Контактна особа').fill('Олена Петренко');
  await field(page, 'Телефон').fill(`067 ${digits(3)} ${digits(2)} ${digits(2)}`);
  await field(page, 'E-mail компанії').fill(`${newTag('office')}@example.com`);
  await field(page, 'Ваше ім’я').fill('Олена Петренко');
  await field(page, 'E-mail для входу').fill(principalEmail);
  await page.getByLabel('Пароль', { exact: true }).fill('мідний вітер гортає сторінки');
  // the keyboard sends it: Enter in the last field
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(field(page, 'Код ЄДРПОУ')).toBeFocused();
  await expect(page.getByText('Код ЄДРПОУ не проходить перевірку контрольної цифри', { exact: false })).toBeVisible();

  // a code another company holds: the server's word on its field, naming nobody
  await field(page, 'Код ЄДРПОУ').fill(taken.valid);
  await page.getByRole('button', { name: 'Надіслати заявку' }).click();
  await expect(page.getByText('Компанія з таким кодом ЄДРПОУ вже зареєстрована або подала заявку.')).toBeVisible();
  await expect(field(page, 'Код ЄДРПОУ')).toBeFocused();
  await expect(page.getByText(`Зайнятий ${tag}`)).toHaveCount(0);

  await field(page, 'Код ЄДРПОУ').fill(own.valid);
  await page.getByRole('button', { name: 'Надіслати заявку' }).click();
  await expect(page.getByRole('heading', { name: 'Заявку надіслано' })).toBeFocused();
  await expect(page.getByText(`напишемо на ${principalEmail}`, { exact: false })).toBeVisible();

  const found = await api<{ data: { legal_name: string; status: string; phone: string }[] }>(
    'GET',
    `/dealers-users?search=${own.valid}`,
  );
  expect(found.body.data).toEqual([
    expect.objectContaining({
      legal_name: `ТОВ «Світло ${tag}»`,
      status: 'pending',
      phone: expect.stringMatching(/^\+38067\d{7}$/),
    }),
  ]);

  await page.getByRole('link', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Вхід до адмін-панелі' })).toBeVisible();
});

test('the application holds at 390 px: one column, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Заявка на співпрацю' })).toBeVisible();
  // the code and the VAT number share a row on a desktop, not on a phone
  const code = await field(page, 'Код ЄДРПОУ').boundingBox();
  const vat = await field(page, 'ІПН платника ПДВ (необов’язково)').boundingBox();
  expect(code && vat && vat.y > code.y + code.height).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
