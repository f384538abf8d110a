import AxeBuilder from '@axe-core/playwright';
import type { ResourceDef } from '@kramar/contract';
import { expect, type Page, test } from '@playwright/test';
import type { RouteObject } from 'react-router';
import { shellRoutes } from '../src/app/routes/route-table.ts';
import { isRouteHandle } from '../src/lib/route-handle.ts';
import { axeFindings } from './axe.ts';
import { e2eBaseUrl } from './env.ts';
import { apiForm, loadResources, newToken, planRecord, referencesOf } from './resource-plan.ts';
import { apiToken, owner, signIn, withoutMotion } from './support.ts';

test.use(withoutMotion);

// axe-core's serious and critical findings fail (axe.ts). The routes come from the router's own
// table and the resources from the contract, so a section added later is checked without a line changed here.

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Waits until the screen has its content: a title, no skeleton, no spinner. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.MuiSkeleton-root, main [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
}

// axe takes a second or more per screen on a busy machine; each test below walks a dozen
test.describe.configure({ timeout: 120_000 });

/** A client-side navigation, as a menu click makes: no reload of the bundle for every route. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await settled(page);
}

/** Every route of a screen in the shell, as a path with sample ids (`:id` → 1). */
function paths(routes: RouteObject[], base = ''): { name: string; path: string }[] {
  return routes.flatMap((route) => {
    if (route.path === '*' || (route.path?.endsWith('/*') ?? false)) return [];
    const path = route.path ? `${base}/${route.path.replace(/:\w+/g, '1')}` : base;
    const own = isRouteHandle(route.handle) && !route.loader ? [{ name: route.handle.name, path }] : [];
    return [...own, ...paths(route.children ?? [], path)];
  });
}

const resources = await loadResources();
const crudModes = /\.(Index|Create|Edit)$/;
const isResourceRoute = (name: string) =>
  crudModes.test(name) && resources.some((r) => name.replace(crudModes, '') === r.route.name);
// the resources' own screens are walked below with a real record; everything else here
const others = paths(shellRoutes).filter(({ name }) => !isResourceRoute(name));

/** Each width's routes in turn; every finding is collected, so one run lists them all. */
async function walk(page: Page, desktop: readonly string[], phone: readonly string[], include?: string) {
  const found: string[] = [];
  for (const [size, routes] of [
    [widths[0], desktop],
    [widths[1], phone],
  ] as const) {
    await page.setViewportSize(size);
    for (const path of routes) {
      await open(page, path);
      found.push(...(await axeFindings(page, include)).map((v) => `${size.width} ${path} ${v}`));
    }
  }
  expect(found).toEqual([]);
}

async function createRecord(token: string, r: ResourceDef, path: ReadonlySet<string> = new Set()): Promise<number> {
  const refs: Record<string, { id: number; title: string }> = {};
  const below = new Set(path).add(r.name);
  // a tree's parent stays empty (the record is a root); a table's reference column gets a record
  // too, unless it would go round (a dealer company names a staff account that may name a company)
  for (const [name, resource] of referencesOf(r)) {
    if (below.has(resource)) continue;
    const target = resources.find((other) => other.name === resource) as ResourceDef;
    refs[name] = { id: await createRecord(token, target, below), title: '' };
  }
  const res = await fetch(`${e2eBaseUrl}/api/${r.name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: apiForm(planRecord(r, newToken(), refs)),
  });
  if (!res.ok) throw new Error(`POST /api/${r.name}: ${res.status} ${await res.text()}`);
  return Number(((await res.json()) as { data: { id: number } }).data.id);
}

test('the login screen, with its errors shown, is accessible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Увійти' }).click();
  expect(await axeFindings(page)).toEqual([]);
});

// a handful of tests, so the two workers share the walk
const chunk = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

// Sampled to keep the file near two minutes: every list and edit form at 1440 px, and the create
// form (the same form without history and delete) of every third resource; at 390 px the list and
// edit form of every fourth (the phone's cards and form are one component for all)
const sampled = (r: ResourceDef, every: number) => resources.indexOf(r) % every === 0;
// a resource whose screens sit under another record's (a product's kits) has its own spec
for (const part of chunk(
  resources.filter((r) => !r.route.under),
  5,
)) {
  test(`lists and forms of ${part.map((r) => r.name).join(', ')} are accessible at 1440 and 390 px`, async ({
    page,
  }) => {
    const token = await apiToken(owner);
    const desktop: string[] = [];
    const phone: string[] = [];
    for (const r of part) {
      const list = `/${r.route.path}`;
      // a list-only section corrects a record in a side panel: no screen of its own to open
      const edit = r.route.edit === false ? [] : [`/${r.route.path}/${await createRecord(token, r)}`];
      desktop.push(list, ...edit, ...(sampled(r, 3) && r.route.create !== false ? [`${list}/create`] : []));
      if (sampled(r, 4)) phone.push(list, ...edit);
    }
    await signIn(page, owner);
    // the shell around them is the same on every screen, checked with the other screens below
    await walk(page, desktop, phone, 'main');
  });
}

// The rest is the dashboard and the placeholder of unbuilt sections, one component for all: the
// first route of each section at 1440 px, every other one of those at 390 px
const firstOfSection = others.filter(
  ({ name }, i) => others.findIndex((other) => other.name.split('.')[0] === name.split('.')[0]) === i,
);
const phoneSample = firstOfSection.filter((_, i) => i % 2 === 0);
for (const part of chunk(firstOfSection, 10)) {
  test(`the other screens are accessible at 1440 and 390 px: ${part[0]?.path} …`, async ({ page }) => {
    await signIn(page, owner);
    const paths = part.map(({ path }) => path);
    await walk(
      page,
      paths,
      phoneSample.flatMap(({ path }) => (paths.includes(path) ? [path] : [])),
    );
  });
}

test('the user menu and the phone menu, with a group open, are accessible', async ({ page }) => {
  await signIn(page, owner);
  await settled(page);
  await page.getByRole('button', { name: 'Обліковий запис' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // measured mid-fade, the menu's chip would read as low contrast
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize(widths[1]);
  await page.getByRole('button', { name: 'Меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'Головне меню' });
  await expect(drawer).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Каталог' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // measured mid-fade, the pop-out's text would read as low contrast
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  expect(await axeFindings(page)).toEqual([]);
});

test('a delete confirmation and toasts, success and error, are accessible', async ({ page }) => {
  const news = resources.find((r) => r.name === 'news') as ResourceDef;
  const token = await apiToken(owner);
  const [deleted, failed] = [await createRecord(token, news), await createRecord(token, news)];
  await signIn(page, owner);

  await open(page, `/${news.route.path}/${deleted}`);
  await page.getByRole('button', { name: 'Видалити' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Видалити' }).click();
  await expect(page.locator('.Toastify__toast--success')).toBeVisible();
  // the page is judged once the dialog is gone: while it fades out, MUI keeps the page behind it
  // aria-hidden, which axe reads as focusable content hidden (a busy CI ran the scan mid-fade)
  await expect(dialog).toBeHidden();
  expect(await axeFindings(page)).toEqual([]);

  // a save answered by a server fault: the error toast
  await open(page, `/${news.route.path}/${failed}`);
  await page.route(`**/api/news/${failed}`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  const title = page.locator('main form input[type="text"]').first();
  await title.fill(`${await title.inputValue()} а`);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.Toastify__toast--error')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

// issue 27: the history toggle was named «Показати історію змін» beside its visible «Історія змін»
// (axe's label-content-name-mismatch, off by default as experimental, so asked for by name)
test('the history toggle is named by the words it shows', async ({ page }) => {
  const token = await apiToken(owner);
  const res = await fetch(`${e2eBaseUrl}/api/units`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: `Ярд ${Date.now().toString(36)}`, suffix: 'yd' }),
  });
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await signIn(page, owner, `/directory/units/${id}`);
  const toggle = page.getByRole('button', { name: 'Історія змін', exact: true });
  await expect(toggle).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', '))).toEqual([]);
});
