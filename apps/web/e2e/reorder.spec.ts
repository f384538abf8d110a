import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, owner, signIn } from './support.ts';

/** Three FAQ entries at positions 1, 2, 3, told apart from other specs' rows by a word of their own. */
async function threeQuestions(): Promise<{ tag: string; titles: string[] }> {
  const tag = `порядок${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const token = await apiToken(owner);
  const titles = ['Перше', 'Друге', 'Третє'].map((word) => `${word} питання ${tag}?`);
  for (const [i, question] of titles.entries()) {
    const res = await fetch(`${e2eBaseUrl}/api/pages-faq`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ question, answer: '<p>Так.</p>', position: i + 1, status: 'draft' }),
    });
    expect(res.status).toBe(201);
  }
  return { tag, titles };
}

const handleName = 'Перетягнути, щоб змінити порядок';
const rowsOf = (page: Page) => page.getByRole('table').locator('tbody tr');

async function openList(page: Page, tag: string, sort = 'position'): Promise<void> {
  await signIn(page, owner, `/pages-faq?sort=${sort}&search=${encodeURIComponent(tag)}`);
  await expect(rowsOf(page)).toHaveCount(3);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a row dragged by its handle keeps its new place after a reload', async ({ page }) => {
  const { tag, titles } = await threeQuestions();
  await openList(page, tag);
  await expect(rowsOf(page)).toHaveText([titles[0], titles[1], titles[2]].map((t) => new RegExp(t as string)));
  const handles = page.getByRole('button', { name: handleName });
  await handles.nth(2).dragTo(rowsOf(page).first());
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  const moved = [titles[2], titles[0], titles[1]].map((t) => new RegExp(t as string));
  await expect(rowsOf(page)).toHaveText(moved);
  await page.reload();
  await expect(rowsOf(page)).toHaveText(moved);
});

test('the keyboard picks a row up, moves it and drops it, announcing each step', async ({ page }) => {
  const { tag, titles } = await threeQuestions();
  await openList(page, tag);
  const handle = page.getByRole('button', { name: handleName }).first();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/піднято, позиція 1 з 3/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Позиція 3 з 3.')).toBeAttached();
  // Escape puts it back and nothing is saved
  await page.keyboard.press('Escape');
  await expect(rowsOf(page)).toHaveText(titles.map((t) => new RegExp(t)));
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: handleName }).nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(/покладено на позицію 2 з 3/)).toBeAttached();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  const moved = [titles[1], titles[0], titles[2]].map((t) => new RegExp(t as string));
  await page.reload();
  await expect(rowsOf(page)).toHaveText(moved);
});

test('sorted otherwise, rows have no handle and the column says why', async ({ page }) => {
  const { tag } = await threeQuestions();
  await openList(page, tag, '-position');
  await expect(page.getByRole('button', { name: handleName })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Сортуйте за порядком, щоб перетягувати' })).toBeVisible();
});
