import type { ResourceDef } from '@kramar/contract';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectDateShown, typeDate, ukrainianDate } from './date-input.ts';
import { type Entry, png } from './resource-plan.ts';

/**
 * The browser's half of the generated walk (resources.spec.ts): filling each widget the way a
 * person does and reading the saved form back, for the records resource-plan.ts makes.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label as its <label> reads: required ones end with an asterisk (hidden from its accessible name). */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);

/**
 * A required field says so to assistive technology, and its name is the label alone: the star is
 * for the eye, a screen reader says «required» instead of reading «star».
 */
async function expectMarkedRequired(form: Locator, e: Entry): Promise<void> {
  const name = { name: e.label, exact: true };
  switch (e.field.kind) {
    case 'boolean':
    case 'blocks':
    case 'children':
      return;
    case 'image':
    case 'images':
      // a group cannot be aria-required: its description says it
      return expect(form.getByRole('group', name)).toHaveAccessibleDescription(/^Обов’язкове поле\./);
    case 'richtext':
      return expect(form.getByRole('textbox', name)).toHaveAttribute('aria-required', 'true');
    case 'enum':
    case 'status':
      return expect(form.getByRole('combobox', name)).toHaveAttribute('aria-required', 'true');
    default: {
      const input = form.getByLabel(labelled(e.label));
      await expect(input).toHaveAccessibleName(e.label);
      return expect(input).toHaveJSProperty('required', true);
    }
  }
}

/** In a form declared in tabs, the field's tab is chosen first: the others are hidden. */
async function showTab(form: Locator, e: Entry): Promise<void> {
  if (!e.tab) return;
  // its name may go on to count the tab's errors (`Значення: 1 помилка`)
  const tab = form.getByRole('tab', { name: new RegExp(`^${e.tab}(:|$)`) });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Types or picks one field's value through its real widget. */
export async function fillField(page: Page, form: Locator, e: Entry): Promise<void> {
  if (e.apiOnly) return;
  await showTab(form, e);
  const input = form.getByLabel(labelled(e.label));
  if (e.field.required) await expectMarkedRequired(form, e);
  switch (e.field.kind) {
    case 'slug':
      // left empty, it follows its source field
      return expect(input).toHaveValue(e.shown);
    case 'richtext': {
      const editor = form.getByRole('textbox', { name: labelled(e.label) });
      // straight away: keys typed before the editor has loaded are kept for it
      await editor.click();
      await page.keyboard.type(e.typed);
      return expect(editor).toContainText(e.typed);
    }
    case 'boolean':
      return input.setChecked(e.on ?? false);
    case 'enum':
    case 'status':
      await form.getByRole('combobox', { name: labelled(e.label) }).click();
      await page.getByRole('option', { name: e.shown, exact: true }).click();
      return expect(form.getByRole('combobox', { name: labelled(e.label) })).toHaveText(e.shown);
    case 'image':
      await form
        .getByRole('group', { name: labelled(e.label) })
        .locator('input[type="file"]')
        .setInputFiles({ name: 'e2e.png', mimeType: 'image/png', buffer: png });
      return expect(form.getByRole('img', { name: `Попередній перегляд: ${e.label}` })).toBeVisible();
    case 'images': {
      // two pictures at once; the second is made the main one by its button
      const group = form.getByRole('group', { name: labelled(e.label) });
      await group.locator('input[type="file"]').setInputFiles([
        { name: 'e2e-1.png', mimeType: 'image/png', buffer: png },
        { name: 'e2e-2.png', mimeType: 'image/png', buffer: png },
      ]);
      await expect(group.getByRole('listitem')).toHaveCount(2);
      await group.getByRole('button', { name: 'Зробити головним фото 2' }).click();
      return expect(group.getByRole('listitem').first()).toHaveAccessibleName('Фото 1 з 2, головне');
    }
    case 'reference':
      await input.fill(e.typed);
      return page.getByRole('option', { name: e.shown, exact: true }).click();
    case 'references':
      await input.fill(e.typed);
      await page.getByRole('option', { name: e.shown, exact: true }).click();
      // the pick is a chip, and the search is ready for the next one
      await expect(form.getByRole('button', { name: e.shown, exact: true })).toBeVisible();
      return expect(input).toHaveValue('');
    case 'children':
      return addRow(page, form, e);
    case 'strings':
      for (const item of e.items ?? []) {
        await input.fill(item);
        await input.press('Enter');
        await expect(form.getByText(item, { exact: true })).toBeVisible();
      }
      return;
    case 'blocks':
      return addBlocks(page, form, e);
    case 'date':
    case 'datetime':
      await typeDate(form.getByRole('group', { name: labelled(e.label) }), e.typed);
      return expectDateShown(form.getByRole('group', { name: labelled(e.label) }), ukrainianDate(e.typed));
    default:
      return input.fill(e.typed);
  }
}

/** A cell of a `children` table, found as assistive technology names it: its column, then its row. */
function cellOf(table: Locator, cell: Entry, n: number): Locator {
  const name = { name: `${cell.label}, рядок ${n}`, exact: true };
  switch (cell.field.kind) {
    case 'boolean':
      return table.getByRole('checkbox', name);
    case 'reference':
    case 'enum':
      return table.getByRole('combobox', name);
    case 'date':
    case 'datetime':
      return table.getByLabel(name.name, { exact: true });
    default:
      return table.getByRole('textbox', name);
  }
}

/** Adds the entry's row to its table, a cell at a time through the cell's own input. */
async function addRow(page: Page, form: Locator, e: Entry): Promise<void> {
  const group = form.getByRole('group', { name: labelled(e.label) });
  const n = await group
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .count();
  await group.getByRole('button', { name: 'Додати рядок' }).click();
  for (const cell of e.cells ?? []) {
    const input = cellOf(group, cell, n + 1);
    switch (cell.field.kind) {
      case 'boolean':
        await input.setChecked(cell.on ?? false);
        break;
      case 'reference':
        await input.fill(cell.typed);
        await page.getByRole('option', { name: cell.shown, exact: true }).click();
        break;
      case 'enum':
        await input.selectOption({ label: cell.shown });
        break;
      default:
        await input.fill(cell.typed);
    }
  }
}

/** The saved row reads back in its cells (the walk's record has just the one). */
async function expectRow(form: Locator, e: Entry): Promise<void> {
  const group = form.getByRole('group', { name: labelled(e.label) });
  for (const cell of e.cells ?? []) {
    const input = cellOf(group, cell, 1);
    if (cell.field.kind === 'boolean') await (cell.on ? expect(input) : expect(input).not).toBeChecked();
    else if (cell.field.kind === 'enum') await expect(input.locator('option:checked')).toHaveText(cell.shown);
    else await expect(input).toHaveValue(cell.shown);
  }
}

async function addBlocks(page: Page, form: Locator, e: Entry): Promise<void> {
  const group = form.getByRole('group', { name: labelled(e.label) });
  for (const [i, block] of (e.blocks ?? []).entries()) {
    await group.getByRole('button', { name: 'Додати блок' }).click();
    // one type adds at once; several ask which
    const types = e.field.kind === 'blocks' ? e.field.types.length : 1;
    if (types > 1) await page.getByRole('menuitem', { name: block.typeLabel, exact: true }).click();
    const card = group.getByRole('listitem', { name: `Блок ${i + 1}` });
    await expect(card.getByRole('combobox', { name: 'Тип блока' })).toHaveText(block.typeLabel);
    await card.getByLabel('Заголовок', { exact: true }).fill(block.title);
    await card.getByLabel('Текст', { exact: true }).fill(`Текст: ${block.title}`);
    await card.getByLabel('Посилання', { exact: true }).fill(block.link);
  }
}

/** What the edit form of the saved record shows for one field: the round trip through the API. */
export async function expectSaved(form: Locator, e: Entry): Promise<void> {
  if (e.apiOnly) return;
  await showTab(form, e);
  const input = form.getByLabel(labelled(e.label));
  switch (e.field.kind) {
    case 'richtext':
      return expect(form.getByRole('textbox', { name: labelled(e.label) })).toContainText(e.typed);
    case 'boolean':
      return (e.on ? expect(input) : expect(input).not).toBeChecked();
    case 'enum':
    case 'status':
      return expect(form.getByRole('combobox', { name: labelled(e.label) })).toHaveText(e.shown);
    case 'image': {
      const img = form.getByRole('img', { name: `Попередній перегляд: ${e.label}` });
      // the stored picture (or its thumbnail) really loads
      return expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    case 'images': {
      const pictures = form.getByRole('group', { name: labelled(e.label) }).getByRole('img');
      await expect(pictures).toHaveCount(2);
      // the stored pictures (or their thumbnails) really load
      return expect
        .poll(() => pictures.first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    case 'strings':
      for (const item of e.items ?? []) await expect(form.getByText(item, { exact: true })).toBeVisible();
      return;
    case 'references':
      return expect(form.getByRole('button', { name: e.shown, exact: true })).toBeVisible();
    case 'children':
      return expectRow(form, e);
    case 'blocks': {
      const group = form.getByRole('group', { name: labelled(e.label) });
      for (const [i, block] of (e.blocks ?? []).entries()) {
        const card = group.getByRole('listitem', { name: `Блок ${i + 1}` });
        await expect(card.getByRole('combobox', { name: 'Тип блока' })).toHaveText(block.typeLabel);
        await expect(card.getByLabel('Заголовок', { exact: true })).toHaveValue(block.title);
        await expect(card.getByLabel('Посилання', { exact: true })).toHaveValue(block.link);
      }
      return;
    }
    case 'date':
    case 'datetime':
      return expectDateShown(form.getByRole('group', { name: labelled(e.label) }), ukrainianDate(e.shown));
    default:
      return expect(input).toHaveValue(e.shown);
  }
}

export const path = (r: ResourceDef, tail = '') => `/${r.route.path}${tail}`;
export const atPath = (p: string) => (url: URL) => url.pathname === p;
// the shared database may hold more rows than a page before this walk's own: newest change first
export const recentFirst = (p: string) => `${p}?sort=-updated_at`;

/** SPEC §8 success toasts, word for word. */
export const toasts = {
  created: 'Запис був успішно створений.',
  edited: 'Запис було успішно змінено.',
  deleted: 'Запис був успішно видалений.',
};

/** A toast stays 5 s after a save: it must not sit over the page header's buttons meanwhile. */
async function expectClearOfHeader(page: Page, toast: Locator) {
  // once it has slid in; on a slow machine it may already be gone, and then it covers nothing
  await expect
    .poll(
      async () => (await toast.count()) === 0 || !(await toast.getAttribute('class'))?.includes('Toastify--animate'),
    )
    .toBe(true);
  const box = await toast.boundingBox({ timeout: 1000 }).catch(() => null);
  if (!box) return;
  // the header's buttons read in one go: a header that re-renders after the save (its actions
  // swapped) once left a button to wait for, until the test's timeout
  const actions = await page
    .getByRole('main')
    .locator('header')
    .first()
    .locator('a, button')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const r = node.getBoundingClientRect();
        return { text: (node as HTMLElement).innerText, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
  for (const b of actions) {
    if (!b.width || !b.height) continue;
    const overlaps =
      b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
    expect(overlaps, `the toast covers «${b.text}»`).toBe(false);
  }
}

/** The toast shows clear of the header's buttons and is closed (on a busy machine its own 5 s may come first). */
export async function seeToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expectClearOfHeader(page, toast);
  await toast
    .getByRole('button', { name: /close|закрити/i })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}
