import { expect, test } from '@playwright/test';
import { makeCategory, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

test('imports a CSV into products: columns matched by label, a dry run per row, a job with progress, rows in the list', async ({
  page,
}) => {
  const tag = newTag('imp');
  const category = await makeCategory(`Імпорт ${tag}`);
  const sku = (n: number) => `${tag}-${n}`.toUpperCase();
  // what Ukrainian Excel saves: a BOM, `;`, labels as headers, a decimal comma
  const csv = [
    'Артикул;Назва;Ціна;category;Примітка',
    `${sku(1)};Чайник ${tag};"1 250,50";${category.id};перший`,
    `${sku(2)};Тостер ${tag};990;${category.id};`,
    `${sku(3)};;10;${category.id};без назви`,
  ].join('\r\n');

  await signIn(page, owner, '/products');
  await page.getByRole('button', { name: 'Імпорт', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Імпорт з файлу' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'goods.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]),
  });
  await dialog.getByRole('button', { name: 'Завантажити' }).click();

  // mapping: labels and names matched, the note left out
  await expect(dialog.getByRole('combobox', { name: 'Поле для колонки «Артикул»' })).toContainText('Артикул');
  await expect(dialog.getByRole('combobox', { name: 'Поле для колонки «Ціна»' })).toContainText('Ціна');
  await expect(dialog.getByRole('combobox', { name: 'Поле для колонки «category»' })).toContainText(
    'Основна категорія',
  );
  await expect(dialog.getByRole('combobox', { name: 'Поле для колонки «Примітка»' })).toContainText('Не імпортувати');
  await dialog.getByRole('button', { name: 'Перевірити' }).click();

  const report = dialog.getByRole('table', { name: 'Результат перевірки за рядками' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report.getByRole('row').nth(1)).toContainText('Створити');
  await expect(report.getByRole('row').nth(3)).toContainText('Помилка');
  // the report names the field as the form does, never by its code
  await expect(report.getByRole('row').nth(3)).toContainText('Назва: ');
  await dialog.getByRole('button', { name: 'Імпортувати' }).click();

  await expect(dialog.getByText('Готово')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Створено: 2, оновлено: 0, без змін: 0, з помилками: 1.')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Хід імпорту' })).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Закрити' }).click();

  // the top bar keeps the finished job
  await page.getByRole('button', { name: 'Фонові завдання' }).click();
  await expect(page.getByRole('dialog', { name: 'Фонові завдання' }).getByText('Імпорт · goods.csv')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/products?search=${tag}`);
  await expect(page.getByText(`Чайник ${tag}`)).toBeVisible();
  await expect(page.getByText(`Тостер ${tag}`)).toBeVisible();
});

test('exports the filtered list by following a signed link: the file streams to the downloads, never a blob in the tab', async ({
  page,
}) => {
  const tag = newTag('exp');
  const category = await makeCategory(`Експорт ${tag}`);
  await signIn(page, owner, `/products?filter[category]=${category.id}`);
  await page.getByRole('button', { name: 'Експорт', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (Excel, роздільник «;»)' }).click();
  const download = await downloading;
  // the browser fetched the file itself from the server's link, not from a blob the page assembled
  expect(download.url()).toMatch(/\/api\/products\/export\/download\?.*signature=/);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const [header] = Buffer.concat(chunks).toString('utf8').replace('\uFEFF', '').split('\r\n');
  expect(header).toContain('Артикул;');
  expect(header).toContain('Основна категорія');
});
