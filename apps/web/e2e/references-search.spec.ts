import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { ownerCall } from './staff-support.ts';
import { apiToken, owner, signIn } from './support.ts';

// a bug fixed: the picker's value was a new array on every render, so the options arriving
// mid-typing made Autocomplete reset the search, and a target past the first page of options
// could never be found
test('typing in a multi-reference picker narrows its options, however many there are', async ({ page }) => {
  const n = Date.now().toString(36);
  const made: number[] = [];
  // after the walk's own «Тест …» roles by name, so its list's first page stays its own
  for (let i = 0; i < 25; i++) {
    made.push((await ownerCall<{ data: { id: number } }>('POST', '/roles', { name: `Хвіст ${n} ${i}` })).data.id);
  }
  made.push((await ownerCall<{ data: { id: number } }>('POST', '/roles', { name: `Ціль ${n}` })).data.id);
  try {
    await signIn(page, owner, '/admin-users/create');
    await page.locator('#field-roles').pressSequentially(`Ціль ${n}`, { delay: 20 });
    await page.getByRole('option', { name: `Ціль ${n}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Ціль ${n}` })).toBeVisible();
  } finally {
    const token = await apiToken(owner);
    for (const id of made) {
      await fetch(`${e2eBaseUrl}/api/roles/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    }
  }
});
