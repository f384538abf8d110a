import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { apiToken, owner, signIn } from './support.ts';

const fieldsOf = (url: string) => new URL(url).searchParams.get('fields')?.split(',') ?? [];

test('a list asks the API for the columns it shows, and again for a column «Колонки» adds', async ({ page }) => {
  const token = await apiToken(owner);
  const title = `Поля ${Date.now().toString(36)}`;
  const res = await fetch(`${e2eBaseUrl}/api/units`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, suffix: 'пл' }),
  });
  expect(res.ok).toBe(true);
  const first = page.waitForRequest((r) => r.url().includes('/api/units?'));
  await signIn(page, owner, `/directory/units?search=${encodeURIComponent(title)}`);
  expect(fieldsOf((await first).url())).not.toContain('created_at');
  expect(fieldsOf((await first).url())).toEqual(expect.arrayContaining(['title', 'suffix', 'updated_at']));
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  const again = page.waitForRequest((r) => r.url().includes('/api/units?') && fieldsOf(r.url()).includes('id'));
  await page.getByRole('button', { name: 'Колонки' }).click();
  await page.getByRole('group', { name: 'Які колонки показувати' }).getByRole('checkbox', { name: 'ID' }).check();
  await again;
  // the row still shows its title and suffix, and now its id
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('пл');
  await expect(row.getByRole('cell').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
});
