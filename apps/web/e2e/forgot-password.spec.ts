import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eBaseUrl, e2eDatabaseUrl } from './env.ts';
import { createUser } from './support.ts';

/** The reset link of the last letter to `email`, read from the outbox (no SMTP server in the browser tests). */
async function resetLink(email: string): Promise<string> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await db.query<{ body: string }>(
        `select body from mail_outbox where to_address = $1 and kind = 'password-reset' order by id desc limit 1`,
        [email],
      );
      const link = rows[0] && /http\S+\/login\?reset=[\w-]+/.exec(rows[0].body)?.[0];
      if (link) return link;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no reset letter to ${email}`);
  } finally {
    await db.end();
  }
}

test('«Забули пароль?» sends a link that sets a new password and signs in', async ({ page }) => {
  const user = await createUser({ scopes: ['news.show'] });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Забули пароль?' }).click();
  await expect(page.getByRole('heading', { name: 'Відновлення пароля' })).toBeVisible();
  // what was typed on the sign-in form comes along
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByRole('status')).toContainText('Якщо така адреса є, ми надіслали на неї посилання');

  const link = await resetLink(user.email);
  expect(link.startsWith(`${e2eBaseUrl}/login?reset=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Новий пароль' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole('textbox', { name: 'Новий пароль' }).fill('vesniani-prohulianky-kyivom');
  await page.getByRole('button', { name: 'Зберегти пароль і увійти' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: /^Вітаємо/ })).toBeVisible();
});

test('an address with no account hears the same, and a bad one gets a field error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Забули пароль?' }).click();
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByText('Вкажіть e-mail.')).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody-at-all@kramar.test');
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByRole('status')).toContainText('Якщо така адреса є');
  await page.getByRole('button', { name: 'Повернутися до входу' }).click();
  await expect(page.getByRole('heading', { name: 'Вхід до адмін-панелі' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('nobody-at-all@kramar.test');
});
