import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, screenWidths } from './list-layout.ts';
import { makeOrderFixture, makeOrderFor } from './order-fixtures.ts';
import { makeCatalogue, makeProduct } from './product-support.ts';
import { labelsOf, loadResources } from './resource-plan.ts';
import { owner, signIn, withoutMotion } from './support.ts';

test.use(withoutMotion);

// a resource whose screens sit under another record's (a product's kits) has no list of its own
const resources = (await loadResources()).filter((r) => !r.route.under);

// Every declared list, as it opens (empty or not, whatever the walks have left): never wider than
// a phone's window. The walks (resources.spec.ts) check rows, pinned columns and cards, a width each.
for (const size of screenWidths.filter((s) => s.width < 600)) {
  test(`no list is wider than a ${size.width} px window`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await signIn(page, owner);
    for (const r of resources) {
      await page.goto(`/${r.route.path}`);
      await expect(page.getByRole('heading', { level: 1, name: labelsOf(r).title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status', { name: 'Завантаження…' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, `/${r.route.path}`);
    }
  });
}

for (const size of [screenWidths[0], screenWidths[2]]) {
  test(`the column chooser is accessible at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, owner);
    // the figures above the list still loading while axe looks: their skeletons must pass too
    await page.route('**/api/promo-codes/stats', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/promos');
    await page.getByRole('button', { name: 'Колонки' }).click();
    const chooser = page.getByRole('group', { name: 'Які колонки показувати' });
    await expect(chooser.getByRole('checkbox').first()).toBeFocused();
    // WCAG's rules, and the three axe found on the menu this replaced (region is a best practice)
    for (const axe of [
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
      new AxeBuilder({ page }).withRules(['region', 'aria-required-children', 'listitem']),
    ]) {
      const { violations } = await axe.analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    // Escape closes it and gives the focus back to its button
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Колонки' })).toBeFocused();
  });
}

/** The sum of the layout shifts `path` makes at 390 px until it is loaded and the network is quiet. */
async function shiftOf(page: Page, path: string, ready: Locator): Promise<number> {
  await page.setViewportSize(screenWidths[2]);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signIn(page, owner, path);
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

// a feature's button beside «Створити» (an order's settings) and its panel above the rows (the
// promo codes' figures) come with the list's screen: drawn later, they pushed the rows down
for (const path of ['/orders', '/promos']) {
  test(`${path} does not shift as its header actions and panel arrive (390 px)`, async ({ page }) => {
    const create = page.getByRole('main').getByRole('link', { name: 'Створити', exact: true });
    expect(await shiftOf(page, path, create)).toBeLessThan(0.05);
  });
}

// and so do its cells: an order's number cell, two lines high, came after its card, and each card
// below moved down as it grew (Lighthouse: CLS 0.047 on /orders at 390 px)
test('an order card is drawn with its number and date from the first frame (390 px)', async ({ page }) => {
  const order = await makeOrderFor(await makeOrderFixture());
  await page.setViewportSize(screenWidths[2]);
  await page.addInitScript(() => {
    const w = window as unknown as { firstCard?: string };
    new MutationObserver((_records, observer) => {
      const card = document.querySelector('main ul[aria-label] > li');
      if (!card) return;
      w.firstCard = card.textContent ?? '';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, owner, `/orders?search=${encodeURIComponent(String(order.phone))}`);
  const number = String(order.number);
  await expect(page.getByRole('main').getByRole('link', { name: number, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstCard?: string }).firstCard)).toContain(number);
});

// a feature's widget among a form's first fields (a kit's items with their totals, an order's
// customer and items) comes with the form's screen: drawn after a low placeholder, it pushed the
// cards below down (Lighthouse: CLS 0.155 on a new kit)
test('a new kit and a new order do not shift as their widgets arrive (390 px)', async ({ page }) => {
  const product = await makeProduct(await makeCatalogue());
  const save = page.getByRole('button', { name: 'Зберегти', exact: true }).first();
  expect(await shiftOf(page, `/products/${product.id}/kit/create`, save)).toBeLessThan(0.05);
  await expect(page.getByText('Підсумок комплекту')).toBeVisible();
  expect(await shiftOf(page, '/orders/create', save)).toBeLessThan(0.05);
});

// issue 27: the table was drawn from estimated widths, and a long name pushed «Кількість на складі»
// (and at 1024 px «Ціна») under the pinned actions; the list now shows only the columns that fit
test('the products list shows the columns that fit, the price first, none under the actions', async ({ page }) => {
  const name = `Телевізор з дуже довгою назвою для перевірки ширини колонок ${Date.now()}`;
  await makeProduct(await makeCatalogue(), { name, price: 12_345_600, quantity: 7 });
  await signIn(page, owner, `/products?search=${encodeURIComponent(name)}`);
  const table = page.getByRole('table', { name: /Товари/ });
  for (const [size, quantity] of [
    [screenWidths[0], true],
    [screenWidths[1], false],
  ] as const) {
    await page.setViewportSize(size);
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Ціна' })).toBeInViewport({ ratio: 1 });
    await expect(table.getByText('123 456,00 ₴')).toBeInViewport({ ratio: 1 });
    if (quantity) await expect(table.getByRole('columnheader', { name: /Кількість/ })).toBeInViewport({ ratio: 1 });
    // nothing left to scroll to: no cell lies under the pinned actions
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), `${size.width} px`).toBeLessThanOrEqual(1);
  }
});

// a phone's card cut its title to one line beside the status chip: «IP-камера …» was all of a
// product's name; the name now wraps to two lines and the chip goes under it
test('a product card on a phone shows a long name whole, its status under it (390 px)', async ({ page }) => {
  const catalogue = await makeCatalogue();
  const name = `Смарт-годинник Galaxy Watch ${catalogue.tag}`;
  await makeProduct(catalogue, { name, status: 'published' });
  await page.setViewportSize(screenWidths[2]);
  await signIn(page, owner, `/products?search=${encodeURIComponent(name)}`);
  const title = page.getByRole('list', { name: /Товари/ }).getByRole('link', { name, exact: true });
  await expect(title).toBeVisible();
  const box = await title.evaluate((el) => ({
    cutSideways: el.scrollWidth - el.clientWidth,
    cutBelow: el.scrollHeight - el.clientHeight,
    lines: Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)),
  }));
  expect(box).toEqual({ cutSideways: 0, cutBelow: 0, lines: 2 });
  const chip = page.getByRole('list', { name: /Товари/ }).getByText('Опубліковано', { exact: true });
  expect((await chip.boundingBox())?.y).toBeGreaterThan(((await title.boundingBox())?.y ?? 0) + 20);
});

/** Whether the box's placeholder is drawn whole: its width in the box's font against the box's room. */
const hintFits = (input: HTMLInputElement) => {
  const style = getComputedStyle(input);
  const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  ctx.font = style.font;
  const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  return ctx.measureText(input.placeholder).width <= room;
};

// a long search hint was cut mid-word: «…Штрихкод EAN-» on a phone, «…E-mail, Н» at 1024 px. The box
// is now as wide as its hint where there is room; on a phone the hint ends in «…» and is shown whole
// under the box while the empty box has the focus
test('a list names what its search looks in: whole in the box at 1024 px, under it on a phone', async ({ page }) => {
  const hint = 'Ім’я отримувача, Телефон, E-mail, Номер ТТН';
  await page.setViewportSize(screenWidths[1]);
  await signIn(page, owner, '/orders');
  const box = page.getByRole('textbox', { name: 'Пошук' });
  await expect(box).toHaveAttribute('placeholder', hint);
  expect(await box.evaluate(hintFits)).toBe(true);
  await box.focus();
  await expect(page.getByText(hint, { exact: true })).toHaveCount(0);

  await box.blur();
  await page.setViewportSize(screenWidths[2]);
  expect(await box.evaluate(hintFits)).toBe(false);
  expect(await box.evaluate((el) => getComputedStyle(el, '::placeholder').textOverflow)).toBe('ellipsis');
  await box.focus();
  const below = page.getByText(hint, { exact: true });
  await expect(below).toBeVisible();
  await expect(box).toHaveAccessibleDescription(hint);
  expect(await below.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // gone once something is typed, and when the box is left
  await page.keyboard.type('067', { delay: 100 });
  await expect(below).toHaveCount(0);
  await box.fill('');
  await expect(below).toBeVisible();
  await box.blur();
  await expect(below).toHaveCount(0);
});
