import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dealerApi, tradingSetup } from './dealer-order-support.ts';
import { makeProduct } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

/** Visual review aid for issue 29 (`npm run shots`): the dealer's catalogue, draft, orders; staff's list. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'compact', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
  test(`dealer orders at ${size.name}`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const s = await tradingSetup();
    for (const [name, price, quantity] of [
      ['Шуруповерт акумуляторний 18 В', 4599_00, 2],
      ['Набір свердел по металу, 19 шт.', 689_00, 0],
      ['Рулетка 5 м', 259_00, 40],
    ] as const) {
      await makeProduct('products', {
        status: 'published',
        name: `${name} ${s.tag}`,
        category: s.root.id,
        price,
        quantity,
      });
    }
    await signIn(page, s.dealer.principal, `/dealers/catalog?workspace=${s.space.id}&search=${s.tag}`);
    await expect(page.getByText(`Дриль ${s.tag}`)).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-dealer-catalog.png` });

    await dealerApi(s.dealer.principal, 'POST', '/dealers/orders/draft/lines', {
      workspace: s.space.id,
      lines: [{ product_id: s.drill.id, quantity: 1 }],
    });
    await page.goto(`/dealers/orders/new?workspace=${s.space.id}`);
    await page
      .getByRole('textbox', { name: 'Артикул і кількість, по рядку' })
      .fill(`${s.saw.sku} 20\nNOPE-1 2\n${s.saw.sku} 1`);
    await page.getByRole('button', { name: 'Перевірити' }).click();
    await expect(page.getByText('Невідомий артикул')).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-dealer-draft.png`, fullPage: true });

    await dealerApi(s.dealer.principal, 'POST', '/dealers/orders/draft/lines', {
      workspace: s.space.id,
      lines: [{ product_id: s.saw.id, quantity: 3 }],
    });
    const placed = await dealerApi(s.dealer.principal, 'POST', '/dealers/orders', { workspace: s.space.id });
    expect(placed.status).toBe(201);
    await page.goto('/dealers/orders');
    await expect(page.getByText(`№${placed.body.data.number}`)).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-dealer-orders.png` });
    await page.goto(`/dealers/orders/${placed.body.data.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(placed.body.data.number));
    await page.screenshot({ path: `${dir}/${size.name}-dealer-order.png`, fullPage: true });

    const staff = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await signIn(staff, owner, '/dealers/orders');
    await expect(staff.getByText(String(s.dealer.company.legal_name)).first()).toBeVisible();
    await staff.screenshot({ path: `${dir}/${size.name}-staff-dealer-orders.png` });
    await staff.getByRole('button', { name: 'Налаштування' }).click();
    await expect(staff.getByRole('dialog', { name: 'Налаштування дилерських замовлень' })).toBeVisible();
    await staff.screenshot({ path: `${dir}/${size.name}-staff-dealer-settings.png` });
    await staff.close();
  });
}
