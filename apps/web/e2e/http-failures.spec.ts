import { expect, type Page, test } from '@playwright/test';
import { owner, signIn } from './support.ts';

/** Issue 12.3: every failed answer says something by its status, whatever its body. */

const toasts = (page: Page) => page.locator('.Toastify__toast');
const network = 'Не вдалося зв’язатися із сервером. Перевірте з’єднання.';
const newsList = (url: URL) => url.pathname === '/api/news';

/** The create form's POST gets `answer`; everything else goes through. */
async function saveAnswered(page: Page, answer: Parameters<import('@playwright/test').Route['fulfill']>[0]) {
  await page.route('**/api/news', (route) =>
    route.request().method() === 'POST' ? route.fulfill(answer) : route.continue(),
  );
  await page.goto('/news/create');
  await page.getByRole('textbox', { name: 'Заголовок', exact: true }).fill(`Невдала ${Date.now()}`);
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, owner);
});

test("a save answered by a proxy's 502 HTML page says the server is unavailable", async ({ page }) => {
  await saveAnswered(page, {
    status: 502,
    contentType: 'text/html',
    body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
  });
  await expect(toasts(page)).toHaveText(['Сервер тимчасово недоступний. Спробуйте ще раз за хвилину.']);
  // the work is still there to save again
  await expect(page).toHaveURL(/\/news\/create$/);
  await expect(page.getByRole('textbox', { name: 'Заголовок', exact: true })).toHaveValue(/^Невдала/);
});

test("a 503 with JSON shows the server's message", async ({ page }) => {
  await saveAnswered(page, {
    status: 503,
    headers: { 'Retry-After': '5' },
    json: { message: 'База даних тимчасово недоступна.' },
  });
  await expect(toasts(page)).toHaveText(['База даних тимчасово недоступна.']);
});

test('a 500 with an HTML body still says the server failed', async ({ page }) => {
  await saveAnswered(page, { status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
  await expect(toasts(page)).toHaveText(['Помилка на сервері. Спробуйте ще раз пізніше.']);
});

test('a 413 says the request is too large', async ({ page }) => {
  await saveAnswered(page, { status: 413, json: { message: 'Body too large' } });
  await expect(toasts(page)).toHaveText(['Завеликий запит: зменште файли або обсяг даних.']);
});

test("a 429 shows the server's message", async ({ page }) => {
  await saveAnswered(page, { status: 429, json: { message: 'Забагато запитів. Спробуйте за хвилину.' } });
  await expect(toasts(page)).toHaveText(['Забагато запитів. Спробуйте за хвилину.']);
});

test('a list hit by a 500 does not blame the network', async ({ page }) => {
  await page.route(newsList, (route) => route.fulfill({ status: 500, json: { error: 'Збій бази.' } }));
  await page.goto('/news');
  await expect(page.getByText('Не вдалося завантажити список')).toBeVisible();
  await expect(toasts(page)).toHaveText(['Збій бази.']);
  await expect(page.getByText(/з’єднання/)).toHaveCount(0);
});

test('only a save that got no answer at all is a network failure', async ({ page }) => {
  await page.route('**/api/news', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/news/create');
  await page.getByRole('textbox', { name: 'Заголовок', exact: true }).fill('Без мережі');
  await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  await expect(toasts(page)).toHaveText([network]);
});

test('a save refused with 403 shows the read-only banner and the "Заборонено" toast', async ({ page }) => {
  await saveAnswered(page, { status: 403, json: { message: 'Заборонено' } });
  await expect(toasts(page)).toHaveText(['Заборонено']);
  await expect(page.getByText('Ви можете лише переглядати')).toBeVisible();
});
