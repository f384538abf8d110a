import { expect, type Page, test } from '@playwright/test';
import { freshEdrpou, lastLetter } from './dealer-support.ts';
import { e2eBaseUrl } from './env.ts';
import { inviteManagerForOneWorkspace } from './manager-support.ts';
import { api, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// the issue's «Done when», start to finish: four people, three browsers, each screen's first load
test.describe.configure({ timeout: 120_000 });

/** The sidebar's groups (its buttons) and where its links lead: a dealer's is one group under /dealers. */
async function menuOf(page: Page): Promise<{ groups: string[]; outside: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return {
    groups: await nav.getByRole('button').allTextContents(),
    outside: hrefs.filter((href) => !href.startsWith('/dealers')),
  };
}

test('a guest applies, a moderator approves, the dealer signs in to its panel alone, invites a manager, who sees only their workspace', async ({
  page,
  browser,
}) => {
  const tag = newTag('');
  const company = `ТОВ «Шлях ${tag}»`;
  const principal = { email: `${newTag('boss')}@example.com`, password: 'синій трамвай їде повз парк' };
  const group = await api('POST', '/price-groups', { name: `Опт ${tag}`, discount: 10 });
  expect(group.status).toBe(201);

  // 1. the guest's application
  await page.goto('/register');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Юридична назва').fill(company);
  await field('Код ЄДРПОУ').fill(freshEdrpou());
  await field('Юридична адреса').fill('м. Одеса, вул. Дерибасівська, 5');
  await field('Контактна особа').fill('Андрій Шевчук');
  await field('Телефон').fill(`+38063${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  await field('E-mail компанії').fill(`${newTag('office')}@example.com`);
  await field('Ваше ім’я').fill('Андрій Шевчук');
  await field('E-mail для входу').fill(principal.email);
  await page.getByLabel('Пароль', { exact: true }).fill(principal.password);
  await page.getByRole('button', { name: 'Надіслати заявку' }).click();
  await expect(page.getByRole('heading', { name: 'Заявку надіслано' })).toBeVisible();
  // pending: it may not sign in yet, and hears why
  await page.getByRole('link', { name: 'Увійти' }).click();
  await page.getByLabel('E-mail').fill(principal.email);
  await page.getByLabel('Пароль', { exact: true }).fill(principal.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByText('Заявку вашої компанії ще розглядають.', { exact: false })).toBeVisible();

  // 2. the moderator approves it
  const staff = await browser.newPage();
  await signIn(staff, owner, '/dealers-users/moderation');
  const row = staff.getByRole('listitem', { name: company });
  await expect(row.getByText('ЄДРПОУ правильний')).toBeVisible();
  await row.getByRole('button', { name: 'Схвалити' }).click();
  const dialog = staff.getByRole('dialog', { name: `Схвалити заявку «${company}»?` });
  await dialog.getByRole('combobox', { name: 'Цінова група' }).click();
  await dialog.getByRole('combobox', { name: 'Цінова група' }).fill(`Опт ${tag}`);
  await staff.getByRole('option', { name: `Опт ${tag}` }).click();
  await dialog.getByRole('combobox', { name: 'Менеджер магазину' }).click();
  await dialog.getByRole('combobox', { name: 'Менеджер магазину' }).fill(owner.name);
  await staff.getByRole('option', { name: owner.name }).first().click();
  await dialog.getByRole('button', { name: 'Схвалити' }).click();
  await expect(staff.getByText('Схвалено 1 заявку.')).toBeVisible();
  await staff.close();

  // 3. the letter says so, with the way in
  const approved = await lastLetter(principal.email, 'dealer-approved');
  expect(approved).toContain(company);
  const signInLink = /http\S+\/login/.exec(approved)?.[0] ?? '';
  expect(signInLink).toBe(`${e2eBaseUrl}/login`);
  await page.goto(signInLink);
  await page.getByLabel('E-mail').fill(principal.email);
  await page.getByLabel('Пароль', { exact: true }).fill(principal.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  expect(await menuOf(page)).toEqual({ groups: ['Дилерська панель'], outside: [] });

  // 4. its two trading points
  const [shop, store] = [`Магазин ${tag}`, `Склад ${tag}`];
  const ids: number[] = [];
  for (const name of [shop, store]) {
    await page.goto('/dealers/workspaces');
    await page.getByRole('button', { name: 'Додати робочий простір' }).click();
    const adding = page.getByRole('dialog', { name: 'Додати робочий простір' });
    await adding.getByRole('textbox', { name: 'Назва' }).fill(name);
    await adding.getByRole('textbox', { name: 'Місто' }).fill('Одеса');
    await adding.getByRole('textbox', { name: 'Відділення Нової пошти' }).fill('Відділення №3');
    await adding.getByRole('button', { name: 'Додати' }).click();
    await expect(page.getByText('Запис був успішно створений.').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    ids.push(Number(/\/dealers\/workspaces\/(\d+)$/.exec(page.url())?.[1]));
  }
  await page.goto('/dealers');
  await expect(page.getByRole('region', { name: 'Робочі простори' }).getByRole('link', { name: store })).toBeVisible();

  // 5. the principal invites a manager for the shop from «Менеджери»; the manager sets a password
  // from the invitation and sees their workspace alone
  const manager = {
    name: 'Ірина Бойко',
    email: `${newTag('manager')}@example.com`,
    password: 'зелений ліхтар світить уночі',
  };
  const managerPage = await inviteManagerForOneWorkspace(page, browser, manager, shop, [store]);
  expect(await menuOf(managerPage)).toEqual({ groups: ['Дилерська панель'], outside: [] });
  await managerPage.goto('/dealers');
  const workspaces = managerPage.getByRole('region', { name: 'Робочі простори' });
  await expect(workspaces.getByRole('link', { name: shop })).toBeVisible();
  await expect(workspaces.getByRole('link', { name: store })).toHaveCount(0);
  // a manager acts for its workspaces, it does not add the company's
  await managerPage.goto('/dealers/workspaces');
  await expect(managerPage.getByRole('link', { name: shop })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: 'Додати робочий простір' })).toHaveCount(0);
  // the other workspace is as missing as one that never was
  await managerPage.goto(`/dealers/workspaces/${ids[1]}`);
  await expect(managerPage.getByText('Такого робочого простору немає або він вам недоступний.')).toBeVisible();
  await managerPage.context().close();

  // the principal's list names them, the workspace they act for, and that they have signed in
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Менеджери', exact: true })
    .click();
  const listed = page.getByRole('row', { name: new RegExp(manager.name) });
  await expect(listed.getByRole('cell', { name: `${shop} (Одеса)` })).toBeVisible();
  await expect(listed.getByText('Активний')).toBeVisible();
  await expect(listed.getByText('Ще не входив')).toHaveCount(0);
});
