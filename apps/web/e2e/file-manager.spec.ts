import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { e2eBaseUrl } from './env.ts';
import { makeCatalogue, makeProduct, pngOf } from './product-support.ts';
import { ownerCall } from './staff-support.ts';
import { apiToken, owner, signIn } from './support.ts';

/** The media library (issue 30): upload, refusals, folders, moves, where-used and the image fields' picker. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
type File = { id: number; name: string; path: string; folder_id: number | null };

async function makeFolder(name: string): Promise<number> {
  return (await ownerCall<{ data: { id: number } }>('POST', '/files/folders', { name, parent_id: null })).data.id;
}

async function uploadThroughApi(folder: number, name: string, data: Buffer): Promise<File> {
  const form = new FormData();
  form.append('folder_id', String(folder));
  form.append('files[]', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const res = await fetch(`${e2eBaseUrl}/api/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(owner)}` },
    body: form,
  });
  const body = (await res.json()) as { data: { file: File }[] };
  return body.data[0]?.file as File;
}

const filesOf = async (folder: number | null) =>
  (await ownerCall<{ data: File[] }>('GET', `/files${folder ? `?folder=${folder}` : ''}`)).data;
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast').filter({ hasText: text });
const tree = (page: Page) => page.getByRole('navigation', { name: 'Папки' });

test.describe.configure({ timeout: 90_000 });

test('uploads many with a line each, says why a file is refused, makes a folder and moves files into it', async ({
  page,
}) => {
  const tag = unique();
  await signIn(page, owner, '/file-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Файловий менеджер' })).toBeVisible();

  await tree(page).getByRole('button', { name: 'Нова папка' }).click();
  const dialog = page.getByRole('dialog', { name: 'Нова папка' });
  await dialog.getByLabel('Назва папки').fill(`Банери ${tag}`);
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  await expect(toast(page, `Папку «Банери ${tag}» створено.`)).toBeVisible();
  // a second folder of the same name is refused in the server's words, under the field
  await tree(page).getByRole('button', { name: 'Нова папка' }).click();
  await dialog.getByLabel('Назва папки').fill(`банери ${tag}`);
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  await expect(dialog.getByText('Папка з такою назвою тут уже є.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Скасувати' }).click();

  // into a folder of its own, so the test's files are the only ones on screen
  await tree(page)
    .getByRole('button', { name: `Банери ${tag}`, exact: true })
    .click();
  await expect(page).toHaveURL(/folder=\d+/);
  const folder = Number(new URL(page.url()).searchParams.get('folder'));
  // the address changes before the router's transition renders the folder, and the top level is
  // empty too: until the folder's heading shows, the upload input still sends to the top level
  await expect(page.getByRole('heading', { level: 2, name: `Усі папки / Банери ${tag}` })).toBeVisible();
  await expect(page.getByText('Тут ще немає файлів')).toBeVisible();

  // the first upload is held on its way: every file shows its own bar until the server answers
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/files', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    return route.fallback();
  });
  await page.getByTestId('upload-input').setInputFiles([
    { name: `a-${tag}.png`, mimeType: 'image/png', buffer: pngOf(10) },
    { name: `evil-${tag}.svg`, mimeType: 'image/svg+xml', buffer: svg },
    { name: `b-${tag}.png`, mimeType: 'image/png', buffer: pngOf(200) },
  ]);
  const uploads = page.getByRole('list', { name: 'Завантаження' });
  await expect(uploads.getByRole('progressbar', { name: `Завантаження «a-${tag}.png»` })).toBeVisible();
  await expect(uploads.getByRole('progressbar')).toHaveCount(3);
  release();
  await expect(uploads.locator('[data-upload-state="stored"]')).toHaveCount(2);
  await expect(uploads.getByRole('alert')).toHaveText(
    `«evil-${tag}.svg» не прийнято: SVG не приймається: він може містити скрипти. Збережіть зображення як PNG або WebP.`,
  );
  const card = (name: string) => page.getByRole('button', { name: `Відкрити «${name}»` });
  await expect(card(`a-${tag}.png`)).toBeVisible();
  await expect(card(`b-${tag}.png`)).toBeVisible();
  expect((await filesOf(folder)).map((f) => f.name).sort()).toEqual([`a-${tag}.png`, `b-${tag}.png`]);
  expect(await axeFindings(page, 'main')).toEqual([]);

  // dragged onto the top of the tree: out of the folder
  await card(`a-${tag}.png`).dragTo(tree(page).getByRole('button', { name: 'Усі папки' }));
  await expect(toast(page, '1 файл перенесено в «Усі папки».')).toBeVisible();
  await expect(card(`a-${tag}.png`)).toHaveCount(0);
  expect((await filesOf(null)).some((f) => f.name === `a-${tag}.png`)).toBe(true);

  // and by the dialog, from the selection: into a second folder
  const archive = await makeFolder(`Архів ${tag}`);
  await page.reload();
  await page.getByRole('checkbox', { name: `Вибрати «b-${tag}.png»` }).check();
  await expect(page.getByRole('region', { name: 'Вибрані файли' })).toContainText('Вибрано 1 файл');
  await page.getByRole('region', { name: 'Вибрані файли' }).getByRole('button', { name: 'Перенести' }).click();
  const move = page.getByRole('dialog', { name: 'Перенести 1 файл' });
  await move.getByRole('combobox', { name: 'Папка' }).click();
  await page.getByRole('option', { name: `Архів ${tag}` }).click();
  await move.getByRole('button', { name: 'Перенести' }).click();
  await expect(toast(page, `1 файл перенесено в «Архів ${tag}».`)).toBeVisible();
  await expect(page.getByText('Тут ще немає файлів')).toBeVisible();
  expect((await filesOf(archive)).map((f) => f.name)).toEqual([`b-${tag}.png`]);

  // an empty folder goes after the question; the list then shows its parent
  await tree(page)
    .getByRole('button', { name: `Дії з папкою «Банери ${tag}»` })
    .click();
  await page.getByRole('menuitem', { name: 'Видалити' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Видалити' }).click();
  await expect(toast(page, `Папку «Банери ${tag}» видалено.`)).toBeVisible();
  await expect(page).not.toHaveURL(/folder=/);
});

/** Opens a product's gallery picker and chooses the picture, found by its folder or by a search of the whole library. */
async function pickIntoGallery(
  page: Page,
  productId: number,
  by: { folder: string } | { search: string },
  fileName: string,
) {
  await page.goto(`/products/${productId}?tab=media`);
  const gallery = page.getByRole('group', { name: 'Галерея' });
  await gallery.getByRole('button', { name: 'З бібліотеки' }).click();
  const picker = page.getByRole('dialog', { name: 'Зображення з медіабібліотеки' });
  if ('folder' in by) {
    await picker.getByRole('combobox', { name: 'Папка' }).click();
    await page.getByRole('option', { name: by.folder }).click();
  } else {
    await picker.getByPlaceholder('Пошук за назвою').fill(by.search);
    await expect(picker.getByText('Пошук іде в усіх папках бібліотеки.')).toBeVisible();
  }
  await picker.getByRole('button', { name: fileName }).click();
  await picker.getByRole('button', { name: 'Обрати 1 зображення' }).click();
  await expect(picker).toBeHidden();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(toast(page, 'Запис було успішно змінено.')).toBeVisible();
}

test('a picture chosen in two products is shared, shows «used by 2» and is not deleted by accident', async ({
  page,
}) => {
  const tag = unique();
  const folderName = `Товари ${tag}`;
  const folder = await makeFolder(folderName);
  const picture = await uploadThroughApi(folder, `shared-${tag}.png`, pngOf(90));
  const catalogue = await makeCatalogue();
  const first = await makeProduct(catalogue);
  const second = await makeProduct(catalogue);

  await signIn(page, owner, `/products/${first.id}?tab=media`);
  await pickIntoGallery(page, first.id, { folder: folderName }, picture.name);
  await pickIntoGallery(page, second.id, { search: `shared-${tag}` }, picture.name);
  // shared, not copied: both records keep the library file's own path
  for (const product of [first, second]) {
    const saved = await ownerCall<{ data: { gallery: string[] } }>('GET', `/products/${product.id}`);
    expect(saved.data.gallery).toEqual([picture.path]);
  }

  await page.goto(`/file-manager?folder=${folder}&view=list`);
  await page.getByRole('button', { name: picture.name }).click();
  const details = page.getByRole('dialog', { name: picture.name });
  await expect(details.getByText('Використовується в 2 записах')).toBeVisible();
  await expect(details.getByRole('link', { name: `Товар «${first.name}»` })).toHaveAttribute(
    'href',
    `/products/${first.id}`,
  );
  await expect(details.getByRole('link', { name: `Товар «${second.name}»` })).toBeVisible();
  expect(await axeFindings(page, '.MuiDrawer-paper')).toEqual([]);

  // deleting asks, then the server refuses with the records named; cancelling keeps everything
  await details.getByRole('button', { name: 'Видалити' }).click();
  await page
    .getByRole('dialog', { name: `Видалити «${picture.name}»?` })
    .getByRole('button', { name: 'Видалити' })
    .click();
  const refusal = page.getByRole('dialog', { name: 'Використовується в 2 записах' });
  await expect(refusal.getByRole('link', { name: `Товар «${first.name}»` })).toBeVisible();
  await expect(refusal.getByRole('link', { name: `Товар «${second.name}»` })).toBeVisible();
  await refusal.getByRole('button', { name: 'Скасувати' }).click();
  await expect(refusal).toBeHidden();
  expect((await filesOf(folder)).map((f) => f.id)).toEqual([picture.id]);

  // confirmed with the records in view: the file goes, and out of both galleries
  await details.getByRole('button', { name: 'Видалити' }).click();
  await page
    .getByRole('dialog', { name: `Видалити «${picture.name}»?` })
    .getByRole('button', { name: 'Видалити' })
    .click();
  await refusal.getByRole('button', { name: 'Видалити й прибрати із записів' }).click();
  await expect(toast(page, 'Видалено 1 файл.')).toBeVisible();
  expect(await filesOf(folder)).toEqual([]);
  const after = await ownerCall<{ data: { gallery: string[] } }>('GET', `/products/${first.id}`);
  expect(after.data.gallery).toEqual([]);
});

test('an image field’s picker uploads into a chosen folder and takes the new picture', async ({ page }) => {
  const tag = unique();
  const folderName = `Логотипи ${tag}`;
  const folder = await makeFolder(folderName);
  await signIn(page, owner, '/brands/create');
  const field = page.getByRole('group', { name: 'Логотип' });
  await field.getByRole('button', { name: 'З бібліотеки' }).click();
  const picker = page.getByRole('dialog', { name: 'Зображення з медіабібліотеки' });
  await picker.getByRole('tab', { name: 'Завантажити' }).click();
  await picker.getByRole('combobox', { name: 'Завантажити в папку' }).click();
  await page.getByRole('option', { name: folderName }).click();
  await picker
    .getByTestId('upload-input')
    .setInputFiles({ name: `logo-${tag}.png`, mimeType: 'image/png', buffer: pngOf(30) });
  await expect(picker.locator('[data-upload-state="stored"]')).toHaveCount(1);
  await picker.getByRole('button', { name: 'Обрати 1 зображення' }).click();
  const [stored] = await filesOf(folder);
  expect(stored?.name).toBe(`logo-${tag}.png`);
  // the field shows the library file's thumbnail: the record will keep its path
  const thumb = (stored?.path ?? '').replace(/\.[^.]+$/, '.webp');
  await expect(field.locator('img')).toHaveAttribute('src', `/uploads/thumbs/${thumb}`);
});

test('files dropped onto the zone or pasted anywhere on the screen are uploaded into the open folder', async ({
  page,
}) => {
  const tag = unique();
  const folder = await makeFolder(`Вставлені ${tag}`);
  await signIn(page, owner, `/file-manager?folder=${folder}`);
  await expect(page.getByText('Тут ще немає файлів')).toBeVisible();
  const transfer = (name: string, bytes: number[]) =>
    page.evaluateHandle(
      ([n, b]) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(b)], n, { type: 'image/png' }));
        return data;
      },
      [name, bytes] as const,
    );
  await page
    .getByTestId('upload-zone')
    .dispatchEvent('drop', { dataTransfer: await transfer(`dropped-${tag}.png`, [...pngOf(40)]) });
  await expect(page.getByRole('button', { name: `Відкрити «dropped-${tag}.png»` })).toBeVisible();

  const pasted = await transfer(`pasted-${tag}.png`, [...pngOf(120)]);
  await page.evaluate((data) => {
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, pasted);
  await expect(page.getByRole('button', { name: `Відкрити «pasted-${tag}.png»` })).toBeVisible();
  expect((await filesOf(folder)).map((f) => f.name).sort()).toEqual([`dropped-${tag}.png`, `pasted-${tag}.png`]);

  // many at once from the table: selected together, one question, one toast
  await page.getByRole('button', { name: 'Списком' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
  await expect(page.getByRole('region', { name: 'Вибрані файли' })).toContainText('Вибрано 2 файли');
  // the keyboard's Delete asks the same question as the button
  await page.getByRole('checkbox', { name: `Вибрати «pasted-${tag}.png»` }).press('Delete');
  await page.getByRole('dialog', { name: 'Видалити 2 файли?' }).getByRole('button', { name: 'Видалити' }).click();
  await expect(toast(page, 'Видалено 2 файли.')).toBeVisible();
  await expect(page.getByText('Тут ще немає файлів')).toBeVisible();
  expect(await filesOf(folder)).toEqual([]);
});
