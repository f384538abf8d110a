import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

/** Categories of one test, told apart from other specs' by a word of their own; removed afterwards. */
class Branch {
  readonly tag = `гілка${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  private readonly made: number[] = [];
  private token?: string;

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    this.token ??= await apiToken(owner);
    return fetch(`${e2eBaseUrl}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** A category titled `<word> <tag>`, under `parent` if given. */
  async add(word: string, parent?: number): Promise<{ id: number; title: string }> {
    const title = `${word} ${this.tag}`;
    const res = await this.call('POST', 'categories', { title, ...(parent ? { parent } : {}) });
    expect(res.status).toBe(201);
    const id = Number(((await res.json()) as { data: { id: number } }).data.id);
    this.made.push(id);
    return { id, title };
  }

  /** A category the screen made, removed with the others. */
  own(id: number): void {
    this.made.push(id);
  }

  async move(id: number, parent: number | null): Promise<void> {
    expect((await this.call('PUT', `categories/${id}`, { parent })).status).toBe(200);
  }

  async parentOf(id: number): Promise<number | null> {
    const res = await this.call('GET', `categories/${id}`);
    return ((await res.json()) as { data: { parent: number | null } }).data.parent;
  }

  /** Deepest first: the server keeps a node that still has children. */
  async clear(): Promise<void> {
    const res = await this.call('GET', 'categories/full');
    const nodes = ((await res.json()) as { data: { id: number; depth: number }[] }).data;
    const mine = nodes.filter((n) => this.made.includes(n.id)).sort((a, b) => b.depth - a.depth);
    for (const node of mine) await this.call('DELETE', `categories/${node.id}`);
  }
}

let branch: Branch;
test.beforeEach(async ({ page }) => {
  branch = new Branch();
  await page.setViewportSize({ width: 1440, height: 900 });
});
test.afterEach(async () => {
  await branch.clear();
});

const row = (page: Page, id: number) => page.locator(`li[data-node="${id}"]`);
const depthOf = async (page: Page, id: number) => Number(await row(page, id).getAttribute('data-depth'));

/** Carried in several steps: a single jump can drop before the page has seen the drag begin. */
async function drag(page: Page, title: string, onto: number) {
  const handle = await page.getByRole('button', { name: `Перетягнути «${title}»` }).boundingBox();
  const box = await row(page, onto).boundingBox();
  if (!handle || !box) throw new Error(`row ${onto} or the handle of ${title} is not shown`);
  const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // a few pixels first: the browser starts a drag only once the pointer has left its spot
  await page.mouse.move(x + 6, y + 6, { steps: 3 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2, { steps: 2 });
  await page.mouse.up();
}

/** Types a search and waits until it applies (the box waits for a pause in typing). */
async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Пошук' }).fill(text);
  // matches are marked in the same render that filters the rows: before it, rows may still move
  await expect(page.locator('li[data-node] mark').first()).toBeVisible();
}

async function openTree(page: Page, text: string) {
  await page.goto('/categories-tree');
  await expect(page.getByRole('heading', { level: 1, name: 'Дерево категорій' })).toBeVisible();
  await search(page, text);
}

test('the tree shows nodes nested, and a search reveals a deep match', async ({ page }) => {
  const top = await branch.add('Верх');
  const middle = await branch.add('Середина', top.id);
  const deep = await branch.add('Глибина', middle.id);
  await signIn(page, owner);
  await openTree(page, `Глибина ${branch.tag}`);
  // the match, highlighted, with the branch above it opened
  await expect(row(page, deep.id).locator('mark')).toHaveText(`Глибина ${branch.tag}`);
  await expect(page.getByRole('link', { name: top.title })).toBeVisible();
  await expect(page.getByRole('link', { name: middle.title })).toBeVisible();
  expect(await depthOf(page, middle.id)).toBe((await depthOf(page, top.id)) + 1);
  expect(await depthOf(page, deep.id)).toBe((await depthOf(page, top.id)) + 2);
  await expect(row(page, top.id)).toContainText('1 підкатегорія');
  await expect(row(page, deep.id)).toContainText('Чернетка');

  await page.getByRole('button', { name: `Згорнути «${top.title}»` }).click();
  await expect(page.getByRole('link', { name: middle.title })).toHaveCount(0);
  await page.getByRole('button', { name: `Розгорнути «${top.title}»` }).click();
  await expect(page.getByRole('link', { name: deep.title })).toBeVisible();
  await page.getByRole('link', { name: deep.title }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${deep.id}$`));
});

test('dragging onto a node asks first, then the move survives a reload', async ({ page }) => {
  const target = await branch.add('Ціль');
  const moved = await branch.add('Переносима');
  await signIn(page, owner);
  await openTree(page, branch.tag);
  await expect(row(page, moved.id)).toBeVisible();
  await drag(page, moved.title, target.id);
  const dialog = page.getByRole('dialog', { name: `Перемістити «${moved.title}» до «${target.title}»?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Перемістити' }).click();
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  await expect.poll(() => branch.parentOf(moved.id)).toBe(target.id);

  await page.reload();
  await search(page, moved.title);
  await expect(row(page, moved.id)).toBeVisible();
  expect(await depthOf(page, moved.id)).toBe((await depthOf(page, target.id)) + 1);
});

test('a move the server refuses as a loop shows its message', async ({ page }) => {
  const outer = await branch.add('Зовнішня');
  const inner = await branch.add('Внутрішня');
  await signIn(page, owner);
  await openTree(page, branch.tag);
  await expect(row(page, inner.id)).toBeVisible();
  // someone else nests "inner" under "outer" meanwhile: the screen still shows both at the top
  await branch.move(inner.id, outer.id);
  await drag(page, outer.title, inner.id);
  await page.getByRole('dialog').getByRole('button', { name: 'Перемістити' }).click();
  await expect(page.getByText('Запис не можна перемістити в нього самого чи в його власну гілку.')).toBeVisible();
  expect(await branch.parentOf(outer.id)).toBeNull();
});

test('the keyboard moves a node through its menu', async ({ page }) => {
  const parent = await branch.add('Батько');
  const first = await branch.add('Перший', parent.id);
  await branch.add('Другий', parent.id);
  await signIn(page, owner);
  await openTree(page, `Перший ${branch.tag}`);
  await expect(row(page, first.id)).toBeVisible();
  await search(page, branch.tag);
  await expect(page.locator('li[data-node]')).toHaveCount(3);

  await page.getByRole('button', { name: `Дії з «${first.title}»` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Вгору' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Вниз' }).press('Enter');
  await expect(page.getByText('Запис було успішно змінено.')).toBeVisible();
  await expect(page.locator('li[data-node]')).toHaveText([/Батько/, /Другий/, /Перший/]);

  await page.getByRole('button', { name: `Дії з «${first.title}»` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Перемістити до…' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: `Перемістити «${first.title}» до…` });
  await page.keyboard.type('Верхній');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Перемістити' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => branch.parentOf(first.id)).toBeNull();
});

test('a reader sees the tree without handles, menus or "new category"', async ({ page }) => {
  const top = await branch.add('Читач');
  await branch.add('Читач нижче', top.id);
  await signIn(page, await createUser({ scopes: ['categories.show'] }));
  await openTree(page, branch.tag);
  await expect(page.getByRole('link', { name: top.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Перетягнути/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Дії з/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Нова категорія' })).toHaveCount(0);
});

test('"new category" makes one and offers to open it; the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner, '/categories-tree');
  await page.getByRole('button', { name: 'Нова категорія' }).click();
  const dialog = page.getByRole('dialog');
  const title = `Нова ${branch.tag}`;
  await dialog.getByRole('textbox', { name: 'Назва' }).fill(title);
  await dialog.getByRole('button', { name: 'Створити' }).click();
  await expect(page.getByText('Запис був успішно створений.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: `«${title}» створено` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Відкрити' }).click();
  await expect(page).toHaveURL(/\/categories\/\d+$/);
  branch.own(Number(new URL(page.url()).pathname.split('/').pop()));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the tree, its node menu and its dialogs are accessible', async ({ page }) => {
  // three whole-page axe scans: 29 s on a CI machine twice as busy as usual, past the default 30 s
  test.setTimeout(60_000);
  const top = await branch.add('Доступна');
  await branch.add('Доступна нижче', top.id);
  await signIn(page, owner);
  await openTree(page, branch.tag);
  await expect(row(page, top.id)).toBeVisible();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: `Дії з «${top.title}»` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  expect(await serious()).toEqual([]);
  await page.getByRole('menuitem', { name: 'Додати підкатегорію' }).click();
  await expect(page.getByRole('dialog', { name: 'Новий запис: Категорія' })).toBeVisible();
  // the parent comes preset with the node the menu was opened on
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Батьківська категорія' })).toHaveValue(
    top.title,
  );
  expect(await serious()).toEqual([]);
});

test('the tree route stays under the 400 kB JavaScript budget of any route', async ({ page }) => {
  const token = await apiToken(owner);
  await page.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((b) => gzipSync(b).length));
  });
  await page.goto('/categories-tree');
  await expect(page.getByRole('heading', { level: 1, name: 'Дерево категорій' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gzip = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  console.log(`/categories-tree: ${(gzip / 1000).toFixed(1)} kB of gzipped JavaScript`);
  expect(gzip).toBeLessThan(400_000);
});

test('the tree is a WAI-ARIA tree: levels, sizes and places, arrows, Home and End (issue 27, point 17)', async ({
  page,
}) => {
  const top = await branch.add('Корінь');
  const first = await branch.add('Перша', top.id);
  const second = await branch.add('Друга', top.id);
  const deep = await branch.add('Глибока', first.id);
  await signIn(page, owner);
  await openTree(page, branch.tag);
  const item = (title: string) => page.getByRole('tree').getByRole('treeitem', { name: title, exact: true });
  const level = async (title: string) => Number(await item(title).getAttribute('aria-level'));
  expect(await level(first.title)).toBe((await level(top.title)) + 1);
  expect(await level(deep.title)).toBe((await level(top.title)) + 2);
  await expect(item(first.title)).toHaveAttribute('aria-setsize', '2');
  await expect(item(first.title)).toHaveAttribute('aria-posinset', '1');
  await expect(item(second.title)).toHaveAttribute('aria-posinset', '2');
  await expect(item(first.title)).toHaveAttribute('aria-expanded', 'true');
  await expect(item(deep.title)).not.toHaveAttribute('aria-expanded', /.*/);

  // one Tab stop: the first row; the arrows move within
  await expect(item(top.title)).toHaveAttribute('tabindex', '0');
  await item(top.title).focus();
  await page.keyboard.press('ArrowDown');
  await expect(item(first.title)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(deep.title)).toBeFocused();
  // ← on a leaf goes to its parent, ← on an open branch closes it, → opens it again
  await page.keyboard.press('ArrowLeft');
  await expect(item(first.title)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(first.title)).toHaveAttribute('aria-expanded', 'false');
  await expect(item(deep.title)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(item(first.title)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(item(second.title)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(top.title)).toBeFocused();
  await expect(item(top.title)).toHaveAttribute('tabindex', '0');

  const axe = await new AxeBuilder({ page }).include('[role="tree"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
