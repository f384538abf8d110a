import { expect, type Page, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

// a one-pixel PNG, the smallest file the server takes
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const field = (page: Page) => page.getByRole('group', { name: 'Зображення' });
const fileInput = (page: Page) => field(page).locator('input[type="file"]');

// a 5 MB file crosses into the browser; a loaded machine needs the time
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, owner);
  await expect(page.locator('main[data-route-name="Dashboard"]')).toBeVisible();
});

test('an image field refuses a non-image and a too large file at once, and keeps its value', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) uploads.push(request.url());
  });
  await page.goto('/news/create');
  await expect(field(page)).toBeVisible();

  await fileInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: pdf });
  const alert = field(page).getByRole('alert');
  await expect(alert).toHaveText('«fake.png» — не зображення. Оберіть файл JPEG, PNG, WebP або GIF.');
  await expect(field(page).locator('img')).toHaveCount(0);
  await expect(field(page).getByRole('button', { name: 'Обрати зображення' })).toBeVisible();

  // a real PNG signature, just past the storage's 5 MB
  const large = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 100 * 1024)]);
  await fileInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: large });
  await expect(alert).toHaveText('«huge.png» завеликий (5,1 МБ): не більше 5 МБ.');
  await expect(field(page).locator('img')).toHaveCount(0);

  // a good file is taken, and the message goes
  await fileInput(page).setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  await expect(field(page).locator('img')).toBeVisible();
  await expect(field(page).getByRole('alert')).toHaveCount(0);
  await expect(field(page)).toContainText('Новий файл: dot.png');

  // a bad file after a good one leaves the good one in place
  await fileInput(page).setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: pdf });
  await expect(alert).toContainText('«report.png» — не зображення');
  await expect(field(page).locator('img')).toBeVisible();
  await expect(field(page)).toContainText('«report.png»');
  expect(uploads).toEqual([]);
});

test('a file dropped onto the field is checked the same way', async ({ page }) => {
  await page.goto('/news/create');
  await expect(field(page)).toBeVisible();
  const transfer = await page.evaluateHandle(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return data;
    },
    [...pdf],
  );
  const target = field(page).getByRole('img', { name: 'Зображення не вибрано' });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(field(page).getByRole('alert')).toContainText('«dropped.png» — не зображення');
  await expect(page).toHaveURL(/\/news\/create$/);
});
