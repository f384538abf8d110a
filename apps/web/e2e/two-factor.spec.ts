import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { e2eBaseUrl } from './env.ts';
import { createStaff, totp } from './staff-support.ts';
import { apiToken, signIn } from './support.ts';

/** Issue 10: enrol a second factor from the profile, then sign in with a code (and with a recovery code). */

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Обліковий запис' }).click();
  await page.getByRole('menuitem', { name: 'Профіль' }).click();
  return page.getByRole('dialog', { name: /^Профіль/ });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Обліковий запис' }).click();
  await page.getByRole('menuitem', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function password(page: Page, creds: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(creds.email);
  await page.getByLabel('Пароль', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Увійти' }).click();
}

test('two-step verification: enrolled from the profile, then a code and a recovery code sign in', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createStaff(['news.show']);
  await signIn(page, user);

  const profile = await openProfile(page);
  await profile.getByRole('tab', { name: 'Двоетапна перевірка' }).click();
  await expect(profile.getByText('Вимкнена')).toBeVisible();
  await profile.getByRole('button', { name: 'Налаштувати' }).click();
  // a session alone does not bind a second factor: the password is asked first
  const confirm = page.getByRole('dialog', { name: 'Налаштувати двоетапну перевірку?' });
  await confirm.getByLabel('Поточний пароль').fill(user.password);
  await confirm.getByRole('button', { name: 'Налаштувати' }).click();
  // the QR code is a picture of the server's SVG; the key is shown for typing by hand
  await expect(profile.getByRole('img', { name: 'QR-код для застосунку-автентифікатора' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  const secret = await profile.getByTestId('totp-secret').getAttribute('data-secret');
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect((await profile.getByTestId('totp-secret').textContent())?.replace(/\s/g, '')).toBe(secret);

  await profile.getByLabel('Код із застосунку').fill('000000');
  await profile.getByRole('button', { name: 'Підтвердити й увімкнути' }).click();
  await expect(profile.getByText('Код невірний або застарів.')).toBeVisible();
  await profile.getByLabel('Код із застосунку').fill(totp(secret ?? ''));
  await profile.getByRole('button', { name: 'Підтвердити й увімкнути' }).click();
  const codes = profile.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await profile.getByRole('button', { name: 'Я зберіг коди' }).click();
  await expect(profile.getByText('Увімкнена')).toBeVisible();
  await expect(profile.getByText('Залишилося 10 резервних кодів.')).toBeVisible();
  await profile.getByRole('button', { name: 'Закрити' }).click();

  // the password alone no longer signs in: a code is asked for next
  await signOut(page);
  await password(page, user);
  await expect(page.getByRole('heading', { name: 'Підтвердження входу' })).toBeVisible();
  const code = page.getByLabel('Код підтвердження');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toBeFocused();
  expect(await axeFindings(page)).toEqual([]);
  await code.fill('123456');
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByText('Код невірний або застарів.')).toBeVisible();
  // the next step's code: the one used to enrol may not be replayed
  await code.fill(totp(secret ?? '', 1));
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Новини' }),
  ).toBeVisible();

  // a recovery code works once, from the same step
  await signOut(page);
  await password(page, user);
  await page.getByRole('button', { name: 'Використати резервний код' }).click();
  await page.getByLabel('Резервний код').fill(recovery);
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in dialog of an ended session asks for the code after the password', async ({ page }) => {
  const user = await createStaff(['news.show', 'news.edit']);
  await signIn(page, user);
  // the second factor goes on through the API, with a token of its own
  const call = async (token: string, path: string, body?: unknown) => {
    const res = await fetch(`${e2eBaseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(300);
    return res.status === 204 ? null : ((await res.json()) as { data: Record<string, unknown> });
  };
  const other = await apiToken(user);
  const setup = await call(other, '/user/two-factor/setup', { password: user.password });
  const secret = String(setup?.data.secret);
  await call(other, '/user/two-factor/enable', { code: totp(secret) });
  // the way to the news in view while the session still stands: its menu group may start folded
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  const news = nav.getByRole('link', { name: 'Новини' });
  const group = nav.getByRole('button', { name: 'Контент' });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await expect(news).toBeVisible();
  // the page's session ends, as an idle timeout would end it
  const mine = await page.evaluate(() => localStorage.getItem('access_token'));
  await call(mine ?? '', '/logout');

  const dialog = page.getByRole('dialog', { name: 'Сеанс завершився' });
  // a request of the page's own (a refetch on focus) may meet the ended session first: the
  // dialog is then already open and the menu behind it out of reach
  await expect(dialog.or(news)).toBeVisible();
  if (!(await dialog.isVisible())) await news.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Пароль').fill(user.password);
  await dialog.getByRole('button', { name: 'Увійти й продовжити' }).click();
  const code = dialog.getByLabel('Код підтвердження');
  await expect(code).toBeFocused();
  await code.fill(totp(secret, 1));
  await dialog.getByRole('button', { name: 'Увійти й продовжити' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Новини', level: 1 })).toBeVisible();
});
