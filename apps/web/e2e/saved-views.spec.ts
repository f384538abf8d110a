import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Збережені вигляди списку' });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function createNews(title: string): Promise<void> {
  const res = await fetch(`${e2eBaseUrl}/api/news`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiToken(owner)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, status: 'draft' }),
  });
  if (!res.ok) throw new Error(`news not created: ${res.status}`);
}

async function saveView(page: Page, name: string, opts: { share?: boolean } = {}) {
  await page.getByRole('button', { name: 'Зберегти вигляд' }).click();
  const dialog = page.getByRole('dialog', { name: 'Зберегти вигляд списку' });
  await dialog.getByRole('textbox', { name: /Назва вигляду/ }).fill(name);
  if (opts.share) await dialog.getByRole('checkbox', { name: 'Показувати всім користувачам' }).check();
  await dialog.getByRole('textbox', { name: /Назва вигляду/ }).press('Enter');
  await expect(toast(page, 'Вигляд збережено.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a list’s filters and sort saved as a named tab come back with one click, after a reload too', async ({
  page,
}) => {
  await signIn(
    page,
    await createUser({ scopes: ['news.show', 'news.edit'] }),
    '/news?sort=-published_at&filter[status]=draft',
  );
  await expect(tabs(page).getByRole('tab', { name: 'Усі записи' })).toHaveAttribute('aria-selected', 'false');
  await saveView(page, 'Чернетки за датою');
  const view = tabs(page).getByRole('tab', { name: 'Чернетки за датою' });
  await expect(view).toHaveAttribute('aria-selected', 'true');
  // what is shown is already the view: nothing more to save
  await expect(page.getByRole('button', { name: 'Зберегти вигляд' })).toBeDisabled();

  await tabs(page).getByRole('tab', { name: 'Усі записи' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await page.reload();
  await tabs(page).getByRole('tab', { name: 'Чернетки за датою' }).click();
  await expect(page).toHaveURL(/sort=-published_at/);
  await expect(page).toHaveURL(/filter%5Bstatus%5D=draft|filter\[status\]=draft/);
  await expect(page.getByRole('button', { name: /Статус: Чернетка/ })).toBeVisible();
});

test('a changed view says so and keeps the change on request; rename and delete ask and tell', async ({ page }) => {
  // a list with a row, so its headers are there to sort by
  await createNews(`Новина для вигляду ${Date.now().toString(36)}`);
  await signIn(page, await createUser({ scopes: ['news.show'] }), '/news?sort=title');
  await saveView(page, 'За назвою');
  // another sort: the tab of the view the list came from is marked changed, and its menu keeps the change
  await page
    .getByRole('columnheader', { name: /Заголовок/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/sort=-title/);
  await expect(tabs(page).getByRole('tab', { name: /За назвою · змінено/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Зберегти вигляд' })).toBeEnabled();
  await page.getByRole('button', { name: 'Дії з виглядом «За назвою»' }).click();
  await page.getByRole('menuitem', { name: 'Зберегти зміни у «За назвою»' }).click();
  await expect(toast(page, 'Зміни збережено у вигляді.')).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'За назвою' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Дії з виглядом «За назвою»' }).click();
  await page.getByRole('menuitem', { name: 'Перейменувати' }).click();
  const rename = page.getByRole('dialog', { name: 'Перейменувати вигляд' });
  await rename.getByRole('textbox', { name: /Назва вигляду/ }).fill('Від Я до А');
  await rename.getByRole('button', { name: 'Перейменувати' }).click();
  await expect(toast(page, 'Вигляд перейменовано.')).toBeVisible();

  await page.getByRole('button', { name: 'Дії з виглядом «Від Я до А»' }).click();
  await page.getByRole('menuitem', { name: 'Видалити вигляд' }).click();
  const confirm = page.getByRole('dialog', { name: 'Видалити вигляд «Від Я до А»?' });
  await expect(confirm).toContainText('Зникне лише вкладка');
  await confirm.getByRole('button', { name: 'Видалити' }).click();
  await expect(toast(page, 'Вигляд видалено.')).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: /Від Я до А/ })).toHaveCount(0);
  await page.reload();
  await expect(tabs(page).getByRole('tab', { name: /Від Я до А/ })).toHaveCount(0);
});

test('a name already taken is said at the field; an owner’s shared view reaches every reader of the list', async ({
  page,
  browser,
}) => {
  await signIn(page, owner);
  const name = `Спільний ${Date.now().toString(36)}`;
  await page.goto('/directory/units?sort=-id');
  await saveView(page, name, { share: true });
  await page.goto('/directory/units?sort=id');
  await page.getByRole('button', { name: 'Зберегти вигляд' }).click();
  const dialog = page.getByRole('dialog', { name: 'Зберегти вигляд списку' });
  await dialog.getByRole('textbox', { name: /Назва вигляду/ }).fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  await expect(dialog.getByText('Вигляд з такою назвою вже є.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Скасувати' }).click();

  const other = await browser.newPage();
  await signIn(other, await createUser({ scopes: ['unit.show'] }), '/directory/units');
  const shared = tabs(other).getByRole('tab', { name });
  await expect(shared).toBeVisible();
  await shared.click();
  await expect(other).toHaveURL(/sort=-id/);
  // not theirs: no menu to change it
  await expect(other.getByRole('button', { name: `Дії з виглядом «${name}»` })).toHaveCount(0);
  await other.close();

  // the owner removes it for everyone
  await tabs(page).getByRole('tab', { name }).click();
  await page.getByRole('button', { name: `Дії з виглядом «${name}»` }).click();
  await page.getByRole('menuitem', { name: 'Видалити вигляд' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Видалити' }).click();
  await expect(toast(page, 'Вигляд видалено.')).toBeVisible();
});
