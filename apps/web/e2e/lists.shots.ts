import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { screenWidths } from './list-layout.ts';
import { apiForm, labelsOf, loadResources, newToken, planRecord } from './resource-plan.ts';
import { apiToken, owner, signIn } from './support.ts';

/** Review aid (`npm run shots`): /banners and /promos with a few rows at 1440, 1024 and 390 px. */
const dir = process.env.KRAMAR_SHOTS ?? '/tmp/shots';
const resources = await loadResources();

for (const name of ['banners', 'promo-codes']) {
  test(`the ${name} list at every width`, async ({ page }) => {
    const r = resources.find((x) => x.name === name);
    if (!r) throw new Error(`no resource ${name}`);
    mkdirSync(dir, { recursive: true });
    const token = await apiToken(owner);
    const headers = { authorization: `Bearer ${token}` };
    const made: number[] = [];
    try {
      for (let i = 0; i < 6; i += 1) {
        const body = apiForm(planRecord(r, newToken(), {}));
        const res = await fetch(`${e2eBaseUrl}/api/${r.name}`, { method: 'POST', headers, body });
        made.push(((await res.json()) as { data: { id: number } }).data.id);
      }
      await signIn(page, owner);
      for (const size of screenWidths) {
        await page.setViewportSize(size);
        await page.goto(`/${r.route.path}`);
        await expect(page.getByRole('heading', { level: 1, name: labelsOf(r).title })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${dir}/${size.width}-${r.route.path}.png` });
        if (size.width >= 600) {
          await page
            .getByRole('table')
            .locator('xpath=..')
            .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
          await page.screenshot({ path: `${dir}/${size.width}-${r.route.path}-scrolled.png` });
        }
      }
    } finally {
      for (const id of made) await fetch(`${e2eBaseUrl}/api/${r.name}/${id}`, { method: 'DELETE', headers });
    }
  });
}
