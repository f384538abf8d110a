import { expect, type Page, test } from '@playwright/test';
import { makeOrderFixture, makeOrderFor } from './order-fixtures.ts';
import { owner, signIn } from './support.ts';

// A screen's CSS rules go into the page as its elements render, a few dozen per task, not all in
// one commit nothing interrupts (build/styles-in-render.ts): a phone's longest tasks were those.

/** Counts the rules inserted per task: a task ends at the first microtask checkpoint after it. */
async function countRulesPerTask(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    let open = false;
    Object.assign(window, { kramarRulesPerTask: tasks });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      if (!open) {
        open = true;
        tasks.push(0);
        queueMicrotask(() => {
          open = false;
        });
      }
      tasks[tasks.length - 1] = (tasks.at(-1) ?? 0) + 1;
      return insertRule.call(this, rule, index);
    };
  });
}

const rulesPerTask = (page: Page) =>
  page.evaluate(() => (window as unknown as { kramarRulesPerTask: number[] }).kramarRulesPerTask);

for (const screen of ['an order', 'the products list'] as const) {
  test(`${screen} puts its styles in a few dozen rules at a time`, async ({ page }) => {
    const path = screen === 'an order' ? `/orders/${(await makeOrderFor(await makeOrderFixture())).id}` : '/products';
    await signIn(page, owner);
    await countRulesPerTask(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // styled as before: the primary action is MUI's contained button, not a bare one
    const main = page.getByRole('main');
    const primary =
      screen === 'an order'
        ? main.getByRole('button', { name: 'Зберегти', exact: true }).first()
        : main.getByRole('link', { name: 'Створити', exact: true });
    await expect(primary).toHaveCSS('text-transform', 'none');
    await expect(primary).toHaveCSS('font-weight', '600');
    const tasks = await rulesPerTask(page);
    const all = tasks.reduce((sum, n) => sum + n, 0);
    expect(all).toBeGreaterThan(200);
    // inserted in the commit, one task took half of them or more (375 of 747, 409 of 538)
    expect(Math.max(...tasks)).toBeLessThan(all / 4);
  });
}
