import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { makeCatalogue, makeProduct, openTab, pngOf } from './product-support.ts';
import { ownerCall } from './staff-support.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

/** Visual review aid for issue 9 (`npm run shots`): the product form's gallery and attributes, a kit, the card. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'compact', width: 1024, height: 768 },
];

for (const size of widths) {
  test(`product screens at ${size.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const c = await makeCatalogue();
    const product = await makeProduct(c, {
      old_price: 2_499_900,
      short_description: 'Телевізор з OLED-матрицею для вітальні.',
      description: '<h2>Про модель</h2><p>Глибокий чорний колір і <strong>120 Гц</strong>.</p>',
      attribute_values: [
        { attribute: c.select.id, value: c.select.values[1]?.id },
        { attribute: c.number.id, number: 55 },
        { attribute: c.flag.id, flag: true },
      ],
    });
    const body = new FormData();
    body.set('_method', 'PUT');
    for (const [i, shade] of [40, 120, 200].entries()) {
      body.set(`gallery[${i}]`, new Blob([new Uint8Array(pngOf(shade))], { type: 'image/png' }), `${i}.png`);
    }
    const token = await apiToken(owner);
    await fetch(`${e2eBaseUrl}/api/products/${product.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    const other = await makeProduct(c, { price: 350_000 });
    await ownerCall('POST', '/product-kits', {
      title: `Кіно вдома ${c.tag}`,
      product: product.id,
      items: [{ product: other.id, quantity: 1, discount_type: 'percent', discount: 15 }],
    });

    await signIn(page, owner, `/products/${product.id}`);
    await expect(
      page.getByRole('region', { name: 'Комплекти' }).getByRole('link', { name: /Кіно вдома/ }),
    ).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-product-basic.png` });
    await openTab(page, 'Фото й опис');
    await expect(page.getByRole('group', { name: 'Галерея' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('group', { name: 'Галерея' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${size.name}-product-gallery.png` });
    await openTab(page, 'Характеристики');
    await expect(page.getByRole('switch', { name: c.flag.title })).toBeChecked();
    await page.getByRole('textbox', { name: c.number.title }).fill('65');
    await page.screenshot({ path: `${dir}/${size.name}-product-attributes.png` });

    await page
      .getByRole('region', { name: 'Комплекти' })
      .getByRole('link', { name: `Кіно вдома ${c.tag}` })
      .click();
    await page.getByRole('button', { name: 'Залишити' }).click();
    await expect(page.getByText('За цінами товарів зараз', { exact: false })).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-kit.png`, fullPage: true });

    await signIn(
      page,
      await createUser({ scopes: ['products.show', 'categories.show', 'attributes.show'] }),
      `/products/${product.id}/show`,
    );
    await expect(page.getByRole('region', { name: 'Характеристики' })).toContainText('дюйм');
    await page.screenshot({ path: `${dir}/${size.name}-product-card.png`, fullPage: true });
    await page.goto(`/products?search=${product.sku}`);
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-products-reader-list.png` });
  });
}
