import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';

test('"next" reads on from the last row’s key (a cursor), "previous" goes back by page number', async ({ page }) => {
  const token = await apiToken(owner);
  const tag = Date.now().toString(36);
  for (let i = 0; i < 12; i += 1) {
    const res = await fetch(`${e2eBaseUrl}/api/units`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Курсор ${tag} ${String(i).padStart(2, '0')}`, suffix: 'шт' }),
    });
    expect(res.ok).toBe(true);
  }
  await signIn(
    page,
    await createUser({ scopes: ['unit.show'] }),
    `/directory/units?per_page=10&sort=title&search=${encodeURIComponent(`Курсор ${tag}`)}`,
  );
  const rows = page.getByRole('row');
  await expect(page.getByRole('link', { name: `Курсор ${tag} 00` })).toBeVisible();

  const nextRequest = page.waitForRequest((r) => r.url().includes('/api/units?') && r.url().includes('cursor='));
  await page.getByRole('button', { name: 'Наступна сторінка' }).click();
  await nextRequest;
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/cursor=/);
  await expect(page.getByRole('link', { name: `Курсор ${tag} 10` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Курсор ${tag} 11` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Курсор ${tag} 00` })).toHaveCount(0);
  // the address with the cursor is a bookmark: a reload shows the same rows
  await page.reload();
  await expect(page.getByRole('link', { name: `Курсор ${tag} 10` })).toBeVisible();

  await page.getByRole('button', { name: 'Попередня сторінка' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(page.getByRole('link', { name: `Курсор ${tag} 00` })).toBeVisible();
  await expect(rows.filter({ hasText: `Курсор ${tag}` })).toHaveCount(10);
});
