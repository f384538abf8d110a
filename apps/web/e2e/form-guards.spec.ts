import { expect, test } from '@playwright/test';
import { apiCreate, apiDelete, makeReferences } from './resource-api.ts';
import { apiForm, type Entry, labelsOf, newToken, planRecord } from './resource-plan.ts';
import { atPath, expectSaved, fillField, path } from './resource-walk.ts';
import { apiToken, owner, signIn, withoutMotion } from './support.ts';
import { richTexted, richTextField, uniqueTitled } from './walked-resources.ts';

// What guards a form's input, on the smallest form of each kind (walked-resources.ts)
test.use(withoutMotion);

test(`leaving a form with unsaved changes asks first (${uniqueTitled.name})`, async ({ page }) => {
  const r = uniqueTitled;
  const title = planRecord(r, newToken(), {}).find((e) => e.name === r.titleField) as Entry;
  await signIn(page, owner, path(r, '/create'));
  const form = page.getByRole('form');
  await fillField(page, form, title);
  await expect(page.getByRole('status').filter({ hasText: 'Незбережені зміни' })).toBeVisible();

  // "cancel" asks, and staying keeps what was typed
  await page.getByRole('link', { name: 'Скасувати' }).click();
  const dialog = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await expect(dialog).toContainText('Незбережені зміни буде втрачено.');
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(atPath(path(r, '/create')));
  await expectSaved(form, title);

  // closing the tab asks through the browser's own prompt
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await prompt;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(form.getByRole('textbox', { name: title.label, exact: true })).toHaveValue(title.typed);

  // a menu link asks too; leaving goes
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Головна' }).click();
  await dialog.getByRole('button', { name: 'Залишити' }).click();
  await expect(page).toHaveURL(atPath('/dashboard'));
});

test(`rich text typed and pasted before its editor has loaded is all kept (${richTexted.name})`, async ({ page }) => {
  // the editor's code is held back until the user has typed
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/rich-text-editor-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, owner, path(richTexted, '/create'));
  const form = page.getByRole('form');
  const text = form.getByRole('textbox', { name: labelsOf(richTexted).field(richTextField), exact: true });
  const toolbar = form.getByRole('toolbar', { name: 'Форматування тексту' });
  await text.click();
  await page.keyboard.type('Текст новинии');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('…');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Другий абзац ');
  await text.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'вставлено');
    data.setData('text/html', '<strong>вставлено</strong>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(toolbar).toHaveCount(0);

  release();
  await expect(toolbar).toBeVisible();
  await expect(text).toBeFocused();
  await expect(text.locator('p')).toHaveText(['Текст новини…', 'Другий абзац вставлено']);
  await expect(text.locator('p strong')).toHaveText('вставлено');
  // the caret is at the end: typing goes on where it stopped
  await page.keyboard.type('!');
  await expect(text.locator('p').last()).toHaveText('Другий абзац вставлено!');
});

test(`rich text stored in another spelling is not an unsaved change once its editor loads (${richTexted.name})`, async ({
  page,
}) => {
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, richTexted);
  const body = apiForm(planRecord(richTexted, newToken(), refs));
  // Tiptap writes <strong> for <b>: the same text, spelled its way, is still the stored record
  body.set(richTextField, '<p>Стара <b>розмітка</b></p>');
  const record = await apiCreate(token, richTexted, body);
  try {
    await signIn(page, owner, path(richTexted, `/${record.id}`));
    const form = page.getByRole('form');
    const text = form.getByRole('textbox', { name: labelsOf(richTexted).field(richTextField), exact: true });
    await text.click();
    await expect(form.getByRole('toolbar', { name: 'Форматування тексту' })).toBeVisible();
    await expect(text.locator('p strong')).toHaveText('розмітка');
    await expect(page.getByTestId('save-bar')).toBeHidden();
  } finally {
    await apiDelete(token, richTexted, record.id);
    await dropReferences();
  }
});
