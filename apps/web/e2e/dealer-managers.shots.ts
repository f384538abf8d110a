import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { approvedDealer } from './dealer-support.ts';
import { api, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

/** Visual review aid for issue 28 (`npm run shots`): a dealer's managers, their form, staff's list. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'compact', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
  test(`dealer managers at ${size.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const tag = newTag('');
    const { company, principal } = await approvedDealer(tag);
    await signIn(page, principal, '/dealers/managers');
    await expect(page.getByText('Менеджерів ще немає')).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-managers-empty.png` });

    const spaces = [];
    for (const [name, city] of [
      ['Магазин на Подолі', 'Київ'],
      ['Склад', 'Бровари'],
      ['Філія', 'Львів'],
    ] as const) {
      spaces.push((await api('POST', '/dealers/workspaces', { dealer_id: company.id, name, city })).body.data.id);
    }
    const people = [
      ['Ірина Бондар', 'Менеджер із закупівель', '+380671234567', [spaces[0]], true],
      ['Тарас Коваленко', 'Комірник', null, [spaces[1]], true],
      ['Оксана Мельник', 'Керівник філії', '+380501112233', [spaces[0], spaces[2]], false],
    ] as const;
    for (const [name, job_title, phone, workspaces, active] of people) {
      const made = await api('POST', '/dealers-managers', {
        dealer_id: company.id,
        name,
        job_title,
        phone,
        email: `${newTag('m')}@example.com`,
        workspaces,
        active,
      });
      expect(made.status).toBe(201);
    }
    await page.reload();
    await expect(page.getByRole('link', { name: 'Ірина Бондар' })).toBeVisible();
    await expect(page.getByText('Магазин на Подолі (Київ)').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-managers-list.png`, fullPage: true });

    await page.getByRole('link', { name: 'Запросити менеджера' }).first().click();
    await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
    await page.getByRole('combobox', { name: 'Робочі простори' }).click();
    await expect(page.getByRole('option', { name: 'Склад (Бровари)' })).toBeVisible();
    await page.screenshot({ path: `${dir}/${size.name}-manager-new.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await page.goto('/dealers/managers');
    await page.getByRole('link', { name: 'Ірина Бондар' }).click();
    await page.getByRole('switch', { name: 'Активний' }).uncheck();
    await page.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${size.name}-manager-deactivate.png` });

    await signIn(page, owner, `/dealers/managers?search=${encodeURIComponent('Бондар')}`);
    await expect(page.getByRole('link', { name: 'Ірина Бондар' }).first()).toBeVisible();
    // the workspaces' names come a list per company after the rows
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${dir}/${size.name}-managers-staff.png`, fullPage: true });
  });
}
