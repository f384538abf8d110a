import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { screenWidths } from './list-layout.ts';
import { pngOf } from './product-support.ts';
import { ownerCall } from './staff-support.ts';
import { apiToken, owner, signIn } from './support.ts';

/** Review aid (`npm run shots`): /file-manager as a grid, a table, with details and the picker, at 1440, 1024 and 390 px. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

test('the file manager at every width', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(dir, { recursive: true });
  const tag = Date.now().toString(36);
  const made = await ownerCall<{ data: { id: number } }>('POST', '/files/folders', { name: `Банери ${tag}` });
  await ownerCall('POST', '/files/folders', { name: `Літо ${tag}`, parent_id: made.data.id });
  const form = new FormData();
  form.append('folder_id', String(made.data.id));
  for (let i = 0; i < 7; i++) {
    form.append('files[]', new Blob([new Uint8Array(pngOf(30 * i))], { type: 'image/png' }), `банер-${i + 1}.png`);
  }
  form.append('files[]', new Blob([Buffer.from('sku;qty\nA-1;5\n')], { type: 'text/csv' }), 'залишки.csv');
  await fetch(`${e2eBaseUrl}/api/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(owner)}` },
    body: form,
  });
  await signIn(page, owner);
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    for (const view of ['grid', 'list']) {
      await page.goto(`/file-manager?folder=${made.data.id}&view=${view}`);
      await expect(
        page
          .getByRole('button', { name: 'Відкрити «банер-1.png»' })
          .or(page.getByRole('button', { name: 'банер-1.png' })),
      ).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/file-manager-${view}-${size.width}.png`, fullPage: true });
    }
    await page
      .getByRole('button', { name: /банер-2\.png/ })
      .first()
      .click();
    await expect(page.getByText('Де використовується')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/file-manager-details-${size.width}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/brands/create');
    await page.getByRole('button', { name: 'З бібліотеки' }).click();
    const picker = page.getByRole('dialog', { name: 'Зображення з медіабібліотеки' });
    await picker.getByRole('combobox', { name: 'Папка' }).click();
    await page.getByRole('option', { name: `Банери ${tag}` }).click();
    await expect(picker.getByRole('button', { name: 'банер-1.png' })).toBeVisible();
    await picker.getByRole('button', { name: 'банер-1.png' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/file-manager-picker-${size.width}.png` });
    await picker.getByRole('button', { name: 'Скасувати' }).click();
  }
});
