import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { createStaff, ownerCall } from './staff-support.ts';
import { apiToken, owner, signIn } from './support.ts';

// A reference field rests as a plain input until it is pointed at or typed into: MUI's
// Autocomplete is fetched then, not with every form (issue 11: /products/1 was over 400 kB).

/** A DELETE with no body, as the screens send it. */
async function remove(path: string): Promise<void> {
  const token = await apiToken(owner);
  await fetch(`${e2eBaseUrl}/api${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}

/** Pixels of two screenshots that differ by more than antialiasing does (a few levels of grey). */
function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([one, two]) => {
      const pixels = async (base64: string) => {
        // decoded here: the page's CSP lets no data: address be fetched
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context?.drawImage(bitmap, 0, 0);
        return context?.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = [await pixels(one), await pixels(two)];
      if (!x || !y || x.width !== y.width || x.height !== y.height) return -1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = [0, 1, 2].reduce((sum, k) => sum + Math.abs((x.data[i + k] ?? 0) - (y.data[i + k] ?? 0)), 0);
        if (delta > 12) differing += 1;
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** Scripts of the live pickers the page asked for; the route holds them back until `release`. */
async function holdPickers(page: Page) {
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/references?-autocomplete-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release };
}

/** Requests for the names of picked records (`autocomplete?ids=`), held back until `release`. */
async function holdLabels(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/[\w-]+\/autocomplete\?(.*&)?ids=/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

test('a reference picker keeps every key typed while it arrives, opens its list, and moves nothing', async ({
  page,
}) => {
  const title = `Банк ${Date.now().toString(36)}`;
  const partner = await ownerCall<{ data: { id: number } }>('POST', '/partners', { title });
  try {
    await signIn(page, owner, '/credit-programs/create');
    const bank = page.getByRole('combobox', { name: 'Банк' });
    const field = page.locator('.MuiFormControl-root').filter({ has: bank });
    await expect(bank).toBeVisible();
    const resting = { box: await bank.boundingBox(), look: await field.screenshot() };
    // pointed at, the field turns into the picker where it stood, pixel for pixel
    await bank.hover();
    await expect(field.locator('.MuiAutocomplete-input')).toBeAttached();
    await page.mouse.move(0, 0);
    await expect(async () => {
      expect(await bank.boundingBox()).toEqual(resting.box);
      expect(await differingPixels(page, resting.look, await field.screenshot())).toBe(0);
    }).toPass();

    const pickers = await holdPickers(page);
    await page.goto('/credit-programs/create');
    await expect(bank).toBeVisible();
    // focus alone, as a form gives its first field, asks for nothing
    await bank.focus();
    await page.waitForLoadState('networkidle');
    expect(pickers.asked).toEqual([]);
    // the first key sends for the picker; everything typed before it arrives stays
    await page.keyboard.type(title.slice(0, -1));
    await expect(bank).toHaveValue(title.slice(0, -1));
    expect(pickers.asked).toHaveLength(1);
    await expect(field.locator('.MuiAutocomplete-input')).toHaveCount(0);
    pickers.release();
    // the picker takes over the focus and the text, and searches it as typed
    await expect(page.getByRole('option', { name: title, exact: true })).toBeVisible();
    await expect(bank).toBeFocused();
    await page.keyboard.type(title.slice(-1));
    await expect(bank).toHaveValue(title);
    await page.getByRole('option', { name: title, exact: true }).click();
    await expect(bank).toHaveValue(title);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // a click opens its list again, as the picker's own does
    await bank.click();
    await expect(page.getByRole('option', { name: title, exact: true })).toBeVisible();
  } finally {
    await remove(`/partners/${partner.data.id}`);
  }
});

// a bug fixed: a picker that could not be fetched was rendered anyway, and a mere pointer over the
// field replaced the whole form with the error page
test('a picker that cannot be fetched leaves a plain field, not an error page', async ({ page }) => {
  await signIn(page, owner);
  let refused = 0;
  await page.route(/\/assets\/reference-autocomplete-[\w-]+\.js$/, async (route) => {
    refused += 1;
    await route.abort();
  });
  await page.goto('/credit-programs/create');
  const bank = page.getByRole('combobox', { name: 'Банк' });
  await bank.hover();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await bank.click();
  await page.keyboard.type('Банк');
  await expect(bank).toHaveValue('Банк');
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Назва', exact: true })).toBeEditable();
});

test('chips rest too: a chip is removed without the picker, which then comes with the same chips', async ({ page }) => {
  const staff = await createStaff(['news.show']);
  // after the walk's own «Тест …» roles by name, so its list's first page stays its own
  const role = await ownerCall<{ data: { id: number; name: string } }>('POST', '/roles', {
    name: `Хвіст ${Date.now().toString(36)}`,
  });
  const first = (await ownerCall<{ data: { name: string } }>('GET', `/roles/${staff.roleId}`)).data.name;
  const account = { name: staff.name, email: staff.email, active: true, language: 'uk' };
  await ownerCall('PUT', `/admin-users/${staff.id}`, { ...account, roles: [staff.roleId, role.data.id] });
  try {
    await signIn(page, owner);
    const pickers = await holdPickers(page);
    await page.goto(`/admin-users/${staff.id}`);
    const roles = page.locator('.MuiFormControl-root').filter({ has: page.locator('#field-roles') });
    await expect(roles.getByRole('button', { name: first })).toBeVisible();
    await expect(roles.getByRole('button', { name: role.data.name })).toBeVisible();

    // a bug fixed: the chip left was named again by a request of its own, and its name arriving
    // while the picker held a search wiped what was typed; names asked for from here wait
    const naming = await holdLabels(page);
    await roles.getByRole('button', { name: role.data.name }).locator('.MuiChip-deleteIcon').click();
    await expect(roles.getByRole('button', { name: role.data.name })).toHaveCount(0);
    await expect(roles.getByRole('button', { name: first })).toBeVisible();
    // the click pointed at the field: the picker was sent for, and takes over with the chip left
    pickers.release();
    const search = role.data.name.slice(0, 8);
    await page.locator('#field-roles').fill(search);
    await expect(roles.locator('.MuiAutocomplete-input')).toBeAttached();
    naming.release();
    await expect(page.getByRole('option', { name: role.data.name, exact: true })).toBeVisible();
    await expect(page.locator('#field-roles')).toHaveValue(search);
    await expect(roles.getByRole('button', { name: first })).toBeVisible();
    await page.getByRole('option', { name: role.data.name, exact: true }).click();
    await expect(roles.getByRole('button', { name: role.data.name })).toBeVisible();
    await expect(roles.getByRole('button', { name: first })).toBeVisible();
  } finally {
    await ownerCall('PUT', `/admin-users/${staff.id}`, { ...account, roles: [staff.roleId] });
    await remove(`/roles/${role.data.id}`);
  }
});
