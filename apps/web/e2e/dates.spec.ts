import { expect, type Page, test } from '@playwright/test';
import { expectDateShown, openDate, typeDate } from './date-input.ts';
import { e2eBaseUrl } from './env.ts';
import { apiToken, owner, signIn } from './support.ts';

/**
 * Issue 12.2: dates in the interface's format, not the browser's (`дд.мм.рррр`, 24 hours), and
 * date-times on the shop's clock (Europe/Kyiv) whatever zone the browser is in.
 */

// the pickers load lazily, the first time a date field shows: a loaded machine takes its time
test.setTimeout(90_000);
const loaded = { timeout: 30_000 };

let token: string;
test.beforeAll(async () => {
  token = await apiToken(owner);
});

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${e2eBaseUrl}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

// the header's button; a sticky save bar may offer a second one
const save = (page: Page) => page.getByRole('button', { name: 'Зберегти' }).first().click();

/** The id the address of the edit form names. */
const idFrom = (page: Page): string => /\/(\d+)(?:\/edit)?$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

/** A new record stays on its own screen after its save: its id is in the address. */
async function createdId(page: Page, list: string, title: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`${list}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return idFrom(page);
}

test.describe('in a browser far from the shop (New York)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('01122026 10:00 typed into a date-time is 1 December, 10:00 in Kyiv, and shown so again', async ({ page }) => {
    await signIn(page, owner, '/promos/create');
    const form = page.getByRole('form');
    const startsAt = form.getByRole('group', { name: 'Діє з' });
    // the interface's format, 24 hours: no AM/PM section anywhere
    // resting, the field shows the picker's placeholder; focused, the picker takes its place
    await expect(startsAt.getByRole('textbox')).toHaveAttribute('placeholder', 'дд.мм.рррр гг:хх', loaded);
    await openDate(startsAt);
    await expect(startsAt).toContainText('дд.мм.рррр гг:хх');
    await expect(startsAt.getByRole('spinbutton')).toHaveCount(5);

    const code = `D${unique()}`;
    await form.getByLabel(/^Код/).fill(code);
    await form.getByLabel(/^Розмір знижки/).fill('10');
    await typeDate(startsAt, '2026-12-01T10:00');
    await expectDateShown(startsAt, '01.12.2026 10:00');
    const endsAt = form.getByRole('group', { name: 'Діє до' });
    await typeDate(endsAt, '2026-12-31T17:30');
    await expectDateShown(endsAt, '31.12.2026 17:30');
    await save(page);

    const id = await createdId(page, '/promos', code);
    const saved = await api<{ starts_at: string; ends_at: string }>(`promo-codes/${id}`);
    expect(saved.starts_at).toBe('2026-12-01T08:00:00.000Z');
    expect(saved.ends_at).toBe('2026-12-31T15:30:00.000Z');
    // the form shows it back on the shop's clock, not New York's
    await expectDateShown(form.getByRole('group', { name: 'Діє з' }), '01.12.2026 10:00', loaded);
    await expectDateShown(form.getByRole('group', { name: 'Діє до' }), '31.12.2026 17:30');
  });
});

test('01122026 typed into a date is 1 December; the placeholder is дд.мм.рррр; a half-typed date is refused by the contract', async ({
  page,
}) => {
  await signIn(page, owner, '/directory/labels/create');
  const form = page.getByRole('form');
  const from = form.getByRole('group', { name: 'Діє з' });
  await openDate(from, loaded);
  await expect(from).toContainText('дд.мм.рррр');
  await expect(from.getByRole('spinbutton')).toHaveCount(3);
  const title = `Мітка ${unique()}`;
  await form.getByLabel(/^Текст мітки/).fill(title);

  // only the day typed: the form says what the contract says, under the field
  const to = form.getByRole('group', { name: 'Діє до' });
  await typeDate(to, '2026-12-05');
  await to.getByRole('spinbutton', { name: 'Рік' }).press('Backspace');
  await save(page);
  await expect(form.getByText('Некоректна дата.')).toBeVisible();
  await expect(to).toHaveAccessibleDescription('Некоректна дата.');
  await to.getByRole('spinbutton', { name: 'Рік' }).click();
  await page.keyboard.type('2026');

  await typeDate(from, '2026-12-01');
  await expectDateShown(from, '01.12.2026');
  await save(page);
  const id = await createdId(page, '/directory/labels', title);
  const saved = await api<{ active_from: string; active_to: string }>(`product-labels/${id}`);
  expect(saved.active_from).toBe('2026-12-01');
  expect(saved.active_to).toBe('2026-12-05');
});

test('the calendar comes with its button: a day picked there fills the field, typed sections stay typeable', async ({
  page,
}) => {
  await signIn(page, owner, '/directory/labels/create');
  const from = page.getByRole('form').getByRole('group', { name: 'Діє з' });
  await openDate(from, loaded);
  await expect(from).toContainText('дд.мм.рррр');
  await typeDate(from, '2026-12-01');
  // the calendar's code is not part of the form until someone asks for it
  await page.getByRole('button', { name: 'Відкрити календар' }).first().click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('gridcell', { name: '15' })).toBeVisible(loaded);
  await calendar.getByRole('gridcell', { name: '15' }).click();
  await expect(calendar).toHaveCount(0);
  await expectDateShown(from, '15.12.2026');
  // the field is the same typed field after the calendar closed
  await typeDate(from, '2026-12-03');
  await expectDateShown(from, '03.12.2026');
});

test('in English the fields take the English format', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signIn(page, owner, '/promos/create');
  const startsAt = page.getByRole('form').getByRole('group', { name: 'Valid from' });
  await expect(startsAt.getByRole('textbox')).toHaveAttribute('placeholder', 'DD/MM/YYYY hh:mm', loaded);
  await openDate(startsAt);
  await expect(startsAt).toContainText('DD/MM/YYYY hh:mm');
  await typeDate(startsAt, '2026-12-01T18:45');
  await expectDateShown(startsAt, '01/12/2026 18:45');
});

test('a list date filter shows дд.мм.рррр; the pickers load only when it is focused', async ({ page }) => {
  const mark = unique();
  const december = `Грудень ${mark}`;
  const january = `Січень ${mark}`;
  for (const [title, day] of [
    [december, '2026-12-01'],
    [january, '2026-01-12'],
  ] as const) {
    await api('product-labels', {
      method: 'POST',
      body: JSON.stringify({
        title,
        text_color: '#ffffff',
        background_color: '#e53935',
        priority: 0,
        active_from: day,
      }),
    });
  }
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page, owner, `/directory/labels?search=${encodeURIComponent(mark)}`);
  await expect(page.getByRole('link', { name: january, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '01.12.2026' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /date-picker/.test(url))).toEqual([]);

  const toolbar = page.getByRole('search', { name: 'Фільтри списку' });
  const folded = toolbar.getByRole('button', { name: 'Фільтри', exact: true });
  if (await folded.count()) {
    await folded.click();
    // the panel slides open: a click on a field still moving with it can land on another section
    await expect(toolbar.locator('.MuiCollapse-entered')).toBeVisible();
  }
  const from = toolbar.getByRole('group', { name: 'Діє з: від' });
  // the filter rests as a box with the picker's placeholder; the pickers come when it is focused
  await expect(from.getByRole('textbox')).toHaveAttribute('placeholder', 'дд.мм.рррр');
  expect(scripts.filter((url) => /date-picker/.test(url))).toEqual([]);
  await openDate(from, loaded);
  await expect(from).toContainText('дд.мм.рррр');
  expect(scripts.filter((url) => /date-picker/.test(url)).length).toBeGreaterThan(0);
  // the filter's bounds as the address keeps them (YYYY-MM-DD) show in the interface's format
  await page.goto(`/directory/labels?search=${encodeURIComponent(mark)}&filter%5Bactive_from%5D%5Bfrom%5D=2026-12-01`);
  await expect(page.getByRole('link', { name: january, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: december, exact: true })).toBeVisible();
  if (await folded.count()) await folded.click();
  await expectDateShown(toolbar.getByRole('group', { name: 'Діє з: від' }), '01.12.2026', loaded);
});

test('a form opens without the pickers: a saved date rests as text, and the picker loads when the field is focused', async ({
  page,
}) => {
  const title = `Мітка ${unique()}`;
  const created = await api<{ id: number }>('product-labels', {
    method: 'POST',
    body: JSON.stringify({
      title,
      text_color: '#ffffff',
      background_color: '#e53935',
      priority: 0,
      active_from: '2026-12-01',
    }),
  });
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page, owner, `/directory/labels/${created.id}`);
  const from = page.getByRole('form').getByRole('group', { name: 'Діє з' });
  await expectDateShown(from, '01.12.2026', loaded);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /date-picker|DateField/.test(url))).toEqual([]);

  await from.getByRole('textbox').focus();
  await expect(from.getByRole('spinbutton').first()).toBeFocused(loaded);
  await expectDateShown(from, '01.12.2026');
  expect(scripts.filter((url) => /date-picker/.test(url)).length).toBeGreaterThan(0);
});
