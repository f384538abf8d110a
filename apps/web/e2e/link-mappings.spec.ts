import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { api, makeCategory, makeProduct, newTag, type Row } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// link mappings (issue 31): a partner's products mapped from the list, the rest one click away,
// edited in place, synced from the products list against a real partner on the loopback
test.describe.configure({ timeout: 90_000 });

/** The partner's endpoint: takes every batch, remembers what came and with which token. */
async function partnerStub() {
  const received: { auth?: string; items: { partner_sku: string; price: number }[] }[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    received.push({ auth: req.headers.authorization, items: JSON.parse(text || '{}').items ?? [] });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sync`, received, close: () => server.close() };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a partner’s mappings: unmapped products mapped in a click, a SKU edited in place, synced from the products list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stub = await partnerStub();
  try {
    const tag = newTag('зв');
    const category = await makeCategory(`Категорія ${tag}`);
    const kettle = await makeProduct('products', { name: `Чайник ${tag}`, category: category.id, status: 'published' });
    const toaster = await makeProduct('products', {
      name: `Тостер ${tag}`,
      category: category.id,
      status: 'published',
    });
    const made = await api('POST', '/partners', {
      title: `Партнер ${tag}`,
      sync_url: stub.url,
      sync_token: 'e2e-token-4321',
    });
    expect(made.status).toBe(201);
    const partner: Row = made.body.data;
    const first = await api('POST', '/foxy-link-mappings', {
      partner: partner.id,
      product: kettle.id,
      partner_sku: `P-${tag}-1`,
    });
    expect(first.status).toBe(201);

    await signIn(page, owner, `/foxy-link-mappings?filter[partner]=${partner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Зіставлення посилань' })).toBeVisible();
    // the first screen of the run may take a while on a busy machine
    await expect(rowOf(page, `P-${tag}-1`)).toContainText(`Чайник ${tag}`, { timeout: 20_000 });
    await expect(rowOf(page, `P-${tag}-1`)).toContainText('Ще не було');

    // the toaster has no mapping yet: one click away, mapped where it stands
    await page.getByRole('button', { name: 'Товари без зіставлення' }).click();
    const dialog = page.getByRole('dialog', { name: `Товари без зіставлення з партнером «Партнер ${tag}»` });
    await dialog.getByRole('searchbox', { name: 'Пошук за назвою або артикулом' }).fill(tag);
    await expect(dialog.getByText(`Тостер ${tag}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Зіставити' })).toHaveCount(1);
    await expect(dialog.getByText(`Чайник ${tag}`)).toBeHidden();
    // a SKU the partner already has is refused in words
    const sku = dialog.getByRole('textbox', { name: `Артикул партнера для «Тостер ${tag}»` });
    await sku.fill(`p-${tag}-1`);
    await dialog.getByRole('button', { name: 'Зіставити' }).click();
    await expect(dialog.getByText('Такий артикул у цього партнера вже є.')).toBeVisible();
    await sku.fill(`P-${tag}-2`);
    await dialog.getByRole('button', { name: 'Зіставити' }).click();
    await expect(page.locator('.Toastify__toast').filter({ hasText: `«Тостер ${tag}» зіставлено` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрити' }).click();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);

    // the partner's product address is set in the list, like a spreadsheet
    // the newest first: the toaster's row is the first
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(`P-${tag}-2`);
    const cell = page.locator('[data-grid-cell="0:product_url"]');
    await cell.click();
    const editor = cell.getByRole('textbox');
    await expect(editor).toBeFocused();
    await editor.fill(`https://partner.example.test/p/${tag}-2`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Зміни збережено: 1 запис')).toBeVisible();

    // search by our SKU finds the mapping too
    await page.goto(
      `/foxy-link-mappings?filter[partner]=${partner.id}&search=${encodeURIComponent(String(toaster.sku))}`,
    );
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(rowOf(page, `P-${tag}-2`)).toContainText(`https://partner.example.test/p/${tag}-2`);

    // both products synced from their list: a job per partner, the rows' state in the mappings
    await page.goto(`/products?search=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
    await page
      .getByRole('region', { name: 'Дії з вибраними записами' })
      .getByRole('button', { name: 'Синхронізувати з партнерами' })
      .click();
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: 'Синхронізацію запущено: 1 партнер' }),
    ).toBeVisible();
    await expect.poll(() => stub.received.length, { timeout: 20_000 }).toBe(1);
    expect(stub.received[0]?.auth).toBe('Bearer e2e-token-4321');
    expect(stub.received[0]?.items.map((i) => i.partner_sku).sort()).toEqual([`P-${tag}-1`, `P-${tag}-2`]);
    await page.goto(`/foxy-link-mappings?filter[partner]=${partner.id}`);
    await expect(rowOf(page, `P-${tag}-1`)).toContainText('Успішно');
    await expect(rowOf(page, `P-${tag}-2`)).toContainText('Успішно');

    // and the partner's token never reached the browser
    const shown = await api('GET', `/partners/${partner.id}`);
    expect(JSON.stringify(shown.body)).not.toContain('e2e-token');
    expect(shown.body.data.sync_token_hint).toBe('…4321');
  } finally {
    stub.close();
  }
});

test('mappings are deleted together from the list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = newTag('вд');
  const category = await makeCategory(`Категорія ${tag}`);
  const partner = (await api('POST', '/partners', { title: `Партнер ${tag}` })).body.data;
  const ids: number[] = [];
  for (const word of ['А', 'Б']) {
    const product = await makeProduct('products', { name: `${word} ${tag}`, category: category.id });
    const res = await api('POST', '/foxy-link-mappings', {
      partner: partner.id,
      product: product.id,
      partner_sku: `${word}-${tag}`,
    });
    ids.push(res.body.data.id);
  }
  await signIn(page, owner, `/foxy-link-mappings?filter[partner]=${partner.id}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
  await page
    .getByRole('region', { name: 'Дії з вибраними записами' })
    .getByRole('button', { name: 'Видалити' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Видалити' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(0);
  await expect
    .poll(
      async () => (await Promise.all(ids.map((id) => api('GET', `/foxy-link-mappings/${id}`)))).map((r) => r.status),
      {
        timeout: 20_000,
      },
    )
    .toEqual([404, 404]);
});

test('everything a filtered products list finds is synced from its header: only those products’ SKUs reach the partner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stub = await partnerStub();
  try {
    const tag = newTag('фс');
    const shelf = await makeCategory(`Полиця ${tag}`);
    const other = await makeCategory(`Інша ${tag}`);
    const partner: Row = (await api('POST', '/partners', { title: `Партнер ${tag}`, sync_url: stub.url })).body.data;
    const made: Record<string, Row> = {};
    // three on the shelf (the iron unmapped), the mixer mapped too but in another category
    for (const [word, category] of [
      ['Чайник', shelf],
      ['Тостер', shelf],
      ['Праска', shelf],
      ['Міксер', other],
    ] as const) {
      made[word] = await makeProduct('products', { name: `${word} ${tag}`, category: category.id });
    }
    for (const [word, sku] of [
      ['Чайник', `F-${tag}-1`],
      ['Тостер', `F-${tag}-2`],
      ['Міксер', `F-${tag}-3`],
    ] as const) {
      const res = await api('POST', '/foxy-link-mappings', {
        partner: partner.id,
        product: made[word]?.id,
        partner_sku: sku,
      });
      expect(res.status).toBe(201);
    }

    // no filter, no way to sync the whole catalogue at once
    await signIn(page, owner, '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Товари' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Синхронізувати знайдені' })).toHaveCount(0);

    await page.goto(`/products?search=${encodeURIComponent(tag)}&filter[category]=${shelf.id}`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Синхронізувати знайдені' }).click();
    const ask = page.getByRole('dialog', { name: 'Синхронізувати з партнерами 3 знайдені товари?' });
    await expect(ask).toContainText('Товари без зіставлення пропускаються.');
    await ask.getByRole('button', { name: 'Синхронізувати' }).click();
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: 'Синхронізацію запущено: 1 партнер' }),
    ).toBeVisible();
    await expect(ask).toBeHidden();
    await expect
      .poll(() => stub.received.flatMap((r) => r.items).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    // the mapped ones the filter found, and not the mixer its category left out
    expect(stub.received.flatMap((r) => r.items.map((i) => i.partner_sku)).sort()).toEqual([
      `F-${tag}-1`,
      `F-${tag}-2`,
    ]);
    await page.goto(`/foxy-link-mappings?filter[partner]=${partner.id}`);
    // a screen of its own, first opened in this test: slow on a busy machine
    await expect(rowOf(page, `F-${tag}-1`)).toContainText('Успішно', { timeout: 20_000 });
    await expect(rowOf(page, `F-${tag}-3`)).toContainText('Ще не було');

    // what a filter finds unmapped is refused in the server's words, and nothing is sent
    await page.goto(`/products?search=${encodeURIComponent(`Праска ${tag}`)}`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'Синхронізувати знайдені' }).click();
    await page
      .getByRole('dialog', { name: 'Синхронізувати з партнерами 1 знайдений товар?' })
      .getByRole('button', { name: 'Синхронізувати' })
      .click();
    await expect(
      page
        .locator('.Toastify__toast')
        .filter({ hasText: 'Знайдені товари не зіставлено з жодним партнером, у якого вказано адресу синхронізації.' }),
    ).toBeVisible();
    expect(stub.received).toHaveLength(1);
  } finally {
    stub.close();
  }
});
