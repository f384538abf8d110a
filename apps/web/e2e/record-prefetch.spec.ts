import { expect, type Page, test } from '@playwright/test';
import { makeOrderFixture, makeOrderFor } from './order-fixtures.ts';
import { ownerCall } from './staff-support.ts';
import { owner, signIn } from './support.ts';

// An edit screen's record is asked for as its route matches, beside the form's scripts, not once
// the form is drawn: the record's name is the page's title (issue 11, the first screen's speed).

/** Holds the form's chunk back until the returned function is called. */
async function holdFormChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/form-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('an edit form asks for its record while the form’s scripts are still on their way', async ({ page }) => {
  const title = `Прогін ${Date.now().toString(36)}`;
  const { data } = await ownerCall<{ data: { id: number } }>('POST', '/units', { title, suffix: 'пр' });
  await signIn(page, owner);

  // the form's own chunk (build/chunk-groups.ts) is held back until the record has been asked for
  const release = await holdFormChunk(page);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/units/${data.id}`);
  await page.goto(`/directory/units/${data.id}`);
  await asked;
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('textbox', { name: 'Назва' })).toHaveValue(title);
});

// An order's panel beside its form (timeline, status switch) asks for its own data at that moment
// too: drawn first, it would ask only once the form's and the panel's scripts had all arrived.
test('an order’s panel asks for its timeline, the statuses and the settings with the order', async ({ page }) => {
  const order = await makeOrderFor(await makeOrderFixture());
  await signIn(page, owner);

  const release = await holdFormChunk(page);
  const asked = (path: string) => page.waitForRequest((request) => new URL(request.url()).pathname === path);
  const all = Promise.all([
    asked(`/api/orders/${order.id}`),
    asked(`/api/orders/${order.id}/timeline`),
    asked('/api/order-statuses'),
    asked('/api/orders/settings'),
  ]);
  await page.goto(`/orders/${order.id}`);
  await all;
  release();
  await expect(page.getByTestId('order-timeline')).toBeVisible();
});
