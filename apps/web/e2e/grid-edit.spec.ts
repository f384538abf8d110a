import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

/** Three products of one tag, listed by name so their rows keep their places. */
async function threeProducts(extra: Record<string, unknown> = {}): Promise<{ tag: string; rows: Row[] }> {
  const tag = newTag('сітка');
  const category = await makeCategory(`Категорія ${tag}`);
  const rows: Row[] = [];
  for (const word of ['А', 'Б', 'В']) {
    rows.push(await makeProduct('products', { name: `${word} товар ${tag}`, category: category.id, ...extra }));
  }
  return { tag, rows };
}

const cell = (page: Page, row: number, field: string) => page.locator(`[data-grid-cell="${row}:${field}"]`);

async function openList(page: Page, tag: string): Promise<void> {
  await signIn(page, owner, `/products?sort=name&search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);
}

const shown = async (id: number) => (await api('GET', `/products/${id}`)).body.data;

/** What a spreadsheet's copy puts on the clipboard, pasted into the focused cell. */
async function pasteInto(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('prices and stock are typed in the grid, moved through with Tab and Enter, and saved at once', async ({
  page,
}) => {
  const { tag, rows } = await threeProducts();
  await openList(page, tag);
  await cell(page, 0, 'price').click();
  const editor = cell(page, 0, 'price').getByRole('textbox');
  await expect(editor).toBeFocused();
  await editor.fill('1 500,50');
  await page.keyboard.press('Enter');
  // Enter goes down a row; typing there starts its editor
  await expect(cell(page, 1, 'price')).toBeFocused();
  await page.keyboard.type('2000');
  await page.keyboard.press('Tab');
  // Tab goes to the next editable column of the row
  await expect(cell(page, 1, 'quantity')).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'price')).toContainText('1 500,50');
  await expect(page.getByText('3 зміни')).toBeVisible();
  // leaving the list with unsaved cells asks first
  await page.getByRole('link', { name: rows[2]?.name as string, exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await leave.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page).toHaveURL(/\/products\?/);

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Зміни збережено: 2 записи')).toBeVisible();
  await expect(page.getByText('3 зміни')).toBeHidden();
  expect(await shown(rows[0]?.id as number)).toMatchObject({ price: 1500_50, quantity: 3 });
  expect(await shown(rows[1]?.id as number)).toMatchObject({ price: 2000_00, quantity: 12 });
});

test('a pasted column fills the cells below, Escape cancels a cell, and undo takes steps back', async ({ page }) => {
  const { tag, rows } = await threeProducts();
  await openList(page, tag);
  await cell(page, 0, 'quantity').click();
  await expect(cell(page, 0, 'quantity').getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell(page, 0, 'quantity')).toBeFocused();
  await pasteInto(page, '7\r\n8\r\n9\r\n');
  await expect(cell(page, 2, 'quantity')).toContainText('9');
  await expect(page.getByText('3 зміни')).toBeVisible();
  // one more edit, then two undos: the edit, then the whole paste
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'quantity')).toContainText('5');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 0, 'quantity')).toContainText('7');
  await page.getByRole('button', { name: 'Відмінити' }).click();
  await expect(cell(page, 2, 'quantity')).toContainText('3');
  await expect(page.getByRole('region', { name: 'Незбережені зміни у списку' })).toBeHidden();

  await cell(page, 1, 'quantity').click();
  await page.keyboard.press('Escape');
  await expect(cell(page, 1, 'quantity')).toBeFocused();
  await pasteInto(page, '40\n41');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Зміни збережено: 2 записи')).toBeVisible();
  expect((await shown(rows[0]?.id as number)).quantity).toBe(3);
  expect((await shown(rows[1]?.id as number)).quantity).toBe(40);
  expect((await shown(rows[2]?.id as number)).quantity).toBe(41);
});

test('a refusal of the server is shown on the cell it concerns, and nothing is saved', async ({ page }) => {
  const { tag, rows } = await threeProducts({ old_price: 1200_00 });
  await openList(page, tag);
  await cell(page, 0, 'quantity').click();
  await expect(cell(page, 0, 'quantity').getByRole('textbox')).toBeFocused();
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  // above the old price: the products' rule refuses it
  await cell(page, 1, 'price').click();
  await page.keyboard.type('1500');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
  await expect(page.getByText('Не збережено: виправте 1 клітинку')).toBeVisible();
  await expect(cell(page, 1, 'price')).toHaveClass(/invalid/);
  await expect(cell(page, 1, 'price')).toContainText(/стар/i);
  expect((await shown(rows[0]?.id as number)).quantity).toBe(3);
  await expect(page.getByText('2 зміни')).toBeVisible();
  // changed and refused cells, the edit bar and an open editor stay within WCAG AA
  await cell(page, 2, 'price').click();
  await expect(cell(page, 2, 'price').getByRole('textbox')).toBeFocused();
  const result = await new AxeBuilder({ page }).include('main').analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(', ')}`)).toEqual([]);
});

test('a reader sees no editable cells', async ({ page }) => {
  const { tag } = await threeProducts();
  const { createUser } = await import('./support.ts');
  const reader = await createUser({ scopes: ['products.show'] });
  await signIn(page, reader, `/products?sort=name&search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);
  await expect(page.locator('[data-grid-cell]')).toHaveCount(0);
});
