import { expect, test } from '@playwright/test';
import { api, makeCategory, newTag } from './product-fixtures.ts';
import { owner, signIn } from './support.ts';

// Issue 27.17: on a phone the tree cut names to nine letters («Аксесуар…») and showed drag
// handles a finger cannot drag
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a touch phone a name is read whole, a status is a mark, and a node moves by its menu, not a handle', async ({
  page,
}) => {
  const tag = newTag('т');
  const parent = await makeCategory(`Ігрові ноутбуки ${tag}`);
  const child = await makeCategory(`Аксесуари для ноутбуків ${tag}`, parent.id);
  try {
    await signIn(page, owner, '/categories-tree');
    await page.getByRole('textbox', { name: 'Пошук' }).fill(tag);
    const row = page.locator(`li[data-node="${child.id}"]`);
    const link = row.getByRole('link', { name: String(child.title) });
    await expect(link).toBeVisible();
    // nothing of the name is hidden behind an ellipsis
    const cut = await link.evaluate(
      (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    );
    expect(cut).toBe(false);
    await expect(row.getByRole('img', { name: 'Чернетка' })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Перетягнути/ })).toBeHidden();
    await row.getByRole('button', { name: `Дії з «${child.title}»` }).tap();
    await expect(page.getByRole('menuitem', { name: 'Перемістити до…' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await api('DELETE', `/categories/${child.id}`);
    await api('DELETE', `/categories/${parent.id}`);
  }
});
