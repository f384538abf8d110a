import { type Browser, expect, type Page } from '@playwright/test';
import { lastLetter } from './dealer-support.ts';
import { e2eBaseUrl } from './env.ts';

/** The invitation link of the last letter to `email`, read from the outbox (no SMTP server in the browser tests). */
export async function invitationLink(email: string): Promise<string> {
  const link = /http\S+\/login\?invite=[\w-]+/.exec(await lastLetter(email, 'invitation'))?.[0];
  if (!link) throw new Error(`no invitation link in the letter to ${email}`);
  return link;
}

export interface InvitedManager {
  name: string;
  email: string;
  password: string;
}

/**
 * The last leg of issue 28's walk, from a principal's signed-in page at /dealers: it invites a
 * manager for the one workspace `workspace`, the manager follows the e-mailed link in a browser
 * of their own, sets a password, lands in the dealer panel and sees that workspace alone
 * (`others` are the company's workspaces they must not see). Answers the manager's page.
 */
export async function inviteManagerForOneWorkspace(
  page: Page,
  browser: Browser,
  manager: InvitedManager,
  workspace: string,
  others: readonly string[],
): Promise<Page> {
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await nav.getByRole('link', { name: 'Менеджери', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Менеджери' })).toBeVisible();
  await page.getByRole('link', { name: 'Запросити менеджера' }).first().click();
  await expect(page).toHaveURL(/\/dealers\/managers\/new$/);
  await page.getByRole('textbox', { name: 'Ім’я та прізвище' }).fill(manager.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(manager.email);
  await page.getByRole('textbox', { name: 'Посада' }).fill('Менеджер із закупівель');
  const spaces = page.getByRole('combobox', { name: 'Робочі простори' });
  await spaces.click();
  await page.getByRole('option', { name: new RegExp(`^${workspace}`) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText(`Запрошення надіслано на ${manager.email}.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: manager.name })).toBeVisible();

  const link = await invitationLink(manager.email);
  expect(link.startsWith(`${e2eBaseUrl}/login?invite=`)).toBe(true);
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Ласкаво просимо' })).toBeVisible();
  await expect(theirs.getByText(manager.email)).toBeVisible();
  await theirs.getByLabel('Новий пароль').fill(manager.password);
  await theirs.getByRole('button', { name: 'Зберегти пароль і увійти' }).click();
  await expect(theirs).toHaveURL(/\/dealers$/);

  // their menu is the dealer panel without the managers: those are the principal's
  const theirNav = theirs.getByRole('navigation', { name: 'Головне меню' });
  await expect(theirNav.getByRole('link', { name: 'Панель керування' })).toBeVisible();
  await expect(theirNav.getByRole('link', { name: 'Менеджери', exact: true })).toHaveCount(0);
  await theirNav.getByRole('link', { name: 'Робочі простори', exact: true }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Робочі простори' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: workspace, exact: true })).toBeVisible();
  for (const other of others) await expect(theirs.getByRole('link', { name: other, exact: true })).toHaveCount(0);
  return theirs;
}
