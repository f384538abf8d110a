import { expect, type Page } from '@playwright/test';

/** The widths of issue 12: a laptop, a small laptop or tablet, a phone. */
export const screenWidths = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Nothing scrolls sideways: the page is never wider than its window. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${what} is ${scroll} px wide in a ${inner} px window`).toBeLessThanOrEqual(inner);
}

/** Every header shows its whole label: its words reaching past the cell's box would mean cut. */
async function expectHeadersWhole(page: Page, list: string): Promise<void> {
  const cut = await page
    .getByRole('table', { name: list })
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const words = document.createRange();
          words.selectNodeContents(cell);
          const text = words.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          return text.left < box.left - 1 || text.right > box.right + 1;
        })
        .map((cell) => cell.textContent),
    );
  expect(cut, 'headers cut short').toEqual([]);
}

/** Turns on every column the chooser offers, so the table is wider than any window. */
async function showAllColumns(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Колонки' }).click();
  const chooser = page.getByRole('group', { name: 'Які колонки показувати' });
  for (const box of await chooser.getByRole('checkbox').all()) {
    if (!(await box.isDisabled())) await box.check();
  }
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
}

/**
 * The middle of a wide table scrolls under its pinned ends: after scrolling right to the end, the
 * title and the actions stay where they were and the last column is in view.
 */
async function expectPinnedEnds(page: Page, list: string, title: string, actions: boolean): Promise<void> {
  const table = page.getByRole('table', { name: list });
  const scroller = table.locator('xpath=..');
  const name = table.getByRole('link', { name: title, exact: true });
  // an earlier width may have left the page scrolled down past the header (other specs add rows)
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  // a new width may still be sliding the sidebar in or out: measure once the column stands still
  const x = async () => (await name.boundingBox())?.x;
  await expect
    .poll(async () => {
      const first = await x();
      await page.waitForTimeout(150);
      return first === (await x());
    })
    .toBe(true);
  const before = await name.boundingBox();
  const wide = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  // a table of fractional width stops its scroll a fraction of a pixel short of the edge
  await expect(table.getByRole('columnheader').last()).toBeInViewport({ ratio: 0.98 });
  // other specs share the database: the row may sit below the fold (only the page scrolls down)
  await name.scrollIntoViewIfNeeded();
  await expect(name).toBeInViewport();
  expect((await name.boundingBox())?.x, 'the title column stays put').toBe(before?.x);
  if (actions) await expect(table.getByRole('button', { name: `Видалити «${title}»` })).toBeInViewport({ ratio: 1 });
  // the table says there is more to the right until its end is reached
  if (wide) expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
}

/** What a list must hold to: one check per walk, in turn, so every resource gets one and every check a third of them. */
export const listChecks = ['1440 px, pinned ends', '1024 px with every column', '390 px, cards'] as const;
export type ListCheck = (typeof listChecks)[number];

/**
 * The list of `titles` under one of `listChecks`: no sideways page scroll and whole headers, with
 * the title and the actions pinned on wide screens, or cards on a phone. Ends at 1440 px.
 */
export async function expectListFits(
  page: Page,
  list: string,
  titles: string[],
  actions: boolean,
  check: ListCheck,
): Promise<void> {
  const [first] = titles as [string];
  if (check === '390 px, cards') {
    await page.setViewportSize(screenWidths[2]);
    const cards = page.getByRole('list', { name: list });
    for (const title of titles) await expect(cards.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    if (actions) {
      const menu = cards.getByRole('button', { name: `Дії з «${first}»` });
      // other specs share the database: the card may sit below the fold
      await menu.scrollIntoViewIfNeeded();
      await expect(menu).toBeInViewport();
    }
  } else {
    const wide = check === '1440 px, pinned ends';
    await page.setViewportSize(wide ? screenWidths[0] : screenWidths[1]);
    await expect(page.getByRole('table', { name: list }).getByRole('link', { name: first, exact: true })).toBeVisible();
    if (!wide) await showAllColumns(page);
    await expectHeadersWhole(page, list);
    await expectPinnedEnds(page, list, first, actions);
  }
  await expectNoSidewaysScroll(page, `the list at ${check}`);
  await page.setViewportSize(screenWidths[0]);
}
