import { formFields, type ResourceDef, statusFieldOf } from '@kramar/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { matchRoutes, type RouteObject } from 'react-router';
import { shellRoutes } from '../src/app/routes/route-table.ts';
import { e2eBaseUrl } from './env.ts';
import { expectListFits, type ListCheck, listChecks } from './list-layout.ts';
import {
  apiForm,
  type Entry,
  labelsOf,
  loadResources,
  newToken,
  type Picked,
  planRecord,
  referencesOf,
} from './resource-plan.ts';
import { expectSaved, fillField } from './resource-walk.ts';
import { apiToken, createUser, owner, signIn, withoutMotion } from './support.ts';

test.use(withoutMotion);

/** The status, enum or boolean field a list can be narrowed by, if the resource has one. */
function choiceFilterOf(r: ResourceDef): string | undefined {
  const status = statusFieldOf(r);
  if (status && r.fields[status]?.filterable) return status;
  return Object.entries(r.fields).find(
    ([, f]) => f.filterable && (f.kind === 'enum' || f.kind === 'boolean' || f.kind === 'status'),
  )?.[0];
}

// Every declared resource gets one walk through its real screens; a new resource file, a new walk.
// (a resource whose screens sit under another record's, a product's kits, or whose title the server
// gives and whose form is its own, an order's number, is walked by its own spec)
const declared = await loadResources();
const resources = declared.filter((r) => !r.route.under && !r.fields[r.titleField]?.readOnly);
const byName = new Map(declared.map((r) => [r.name, r]));

/** SPEC §8 success toasts, word for word. */
const toasts = {
  created: 'Запис створено.',
  edited: 'Запис змінено.',
  deleted: 'Запис видалено.',
};

/** A toast stays 5 s after a save: it must not sit over the page header's buttons meanwhile. */
async function expectClearOfHeader(page: Page, toast: Locator) {
  // once it has slid in; on a slow machine it may already be gone, and then it covers nothing
  await expect
    .poll(
      async () => (await toast.count()) === 0 || !(await toast.getAttribute('class'))?.includes('Toastify--animate'),
    )
    .toBe(true);
  const box = await toast.boundingBox({ timeout: 1000 }).catch(() => null);
  const actions = page.getByRole('main').locator('header').first().locator('a, button');
  for (const action of await actions.all()) {
    const b = await action.boundingBox();
    if (!box || !b) continue;
    const overlaps =
      b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
    expect(overlaps, `the toast covers «${await action.innerText()}»`).toBe(false);
  }
}

/** The toast is shown clear of the header's buttons, then closed as staff would. */
async function seeToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expectClearOfHeader(page, toast);
  await toast.getByRole('button', { name: /close|закрити/i }).click();
}
const path = (r: ResourceDef, tail = '') => `/${r.route.path}${tail}`;
const atPath = (p: string) => (url: URL) => url.pathname === p;
// the shared database may hold more rows than a page before this walk's own: newest change first
const recentFirst = (p: string) => `${p}?sort=-updated_at`;

/** Whether the route table gives the resource a create form (SPEC §2 gives some sections none). */
const appTree: RouteObject[] = [{ path: '/', children: shellRoutes }];
const hasCreateForm = (r: ResourceDef) =>
  (matchRoutes(appTree, path(r, '/create')) ?? []).some(
    (m) => (m.route.handle as { name?: string } | undefined)?.name === `${r.route.name}.Create`,
  );

async function api(token: string, method: string, path: string, body?: FormData): Promise<unknown> {
  const res = await fetch(`${e2eBaseUrl}/api/${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Creates a record through the API (a reference target, a second row the filters must leave out). */
async function apiCreate(token: string, r: ResourceDef, body: FormData): Promise<Picked> {
  const { data } = (await api(token, 'POST', r.name, body)) as { data: Record<string, unknown> };
  return { id: Number(data.id), title: String(data[r.titleField]) };
}

const apiDelete = (token: string, r: ResourceDef, id: number) => api(token, 'DELETE', `${r.name}/${id}`);

/**
 * Records the walk's references point at, made through the API (their own walks cover their screens);
 * a target's own required references are made first (an order's product needs its category).
 */
async function makeReferences(token: string, r: ResourceDef): Promise<[Record<string, Picked>, () => Promise<void>]> {
  const made: [ResourceDef, number][] = [];
  const targetsOf = async (of: ResourceDef, required: boolean) => {
    const refs: Record<string, Picked> = {};
    for (const [name, target] of referencesOf(of, required)) {
      const def = byName.get(target);
      if (!def) throw new Error(`${of.name}.${name} points at an undeclared resource ${target}`);
      const picked = await apiCreate(token, def, apiForm(planRecord(def, newToken(), await targetsOf(def, true))));
      refs[name] = picked;
      made.push([def, picked.id]);
    }
    return refs;
  };
  const refs = await targetsOf(r, false);
  // a reference still held by a record that cannot be deleted (a staff member’s role), or one never
  // deleted at all (an order, a staff member), stays
  const drop = (def: ResourceDef, id: number) =>
    apiDelete(token, def, id).catch((error: Error) => {
      if (!/: (404|405|422) /.test(error.message)) throw error;
    });
  // the pointing record goes before what it points at
  return [
    refs,
    async () => {
      for (const [def, id] of made.reverse()) await drop(def, id);
    },
  ];
}

/**
 * Whatever a walk leaves behind, even when it fails half-way: the rows made since `since` (other
 * specs keep theirs), a tree's deepest first. A row another spec still holds (a category naming an
 * attribute) or removed meanwhile is not this walk's to insist on.
 */
async function clearAll(token: string, r: ResourceDef, since: string) {
  const { data } = (await api(token, 'GET', `${r.name}?per_page=100&sort=-created_at`)) as {
    data: { id: number; created_at: string; depth?: number }[];
  };
  const mine = data.filter((row) => row.created_at >= since).sort((a, b) => (b.depth ?? 0) - (a.depth ?? 0));
  for (const row of mine) {
    await apiDelete(token, r, row.id).catch((error: Error) => {
      if (!/: (404|405|422) /.test(error.message)) throw error;
    });
  }
}

/** A little before now (the server shares this machine's clock): the lower bound of what a walk makes. */
const walkStart = () => new Date(Date.now() - 2_000).toISOString();

async function walk(page: Page, r: ResourceDef, deleteFromRow: boolean) {
  const since = walkStart();
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, r);
  try {
    await walkScreens(page, r, token, refs, deleteFromRow);
  } finally {
    await clearAll(token, r, since);
    await dropReferences();
  }
}

async function walkScreens(
  page: Page,
  r: ResourceDef,
  token: string,
  refs: Record<string, Picked>,
  deleteFromRow: boolean,
) {
  const labels = labelsOf(r);
  const entries = planRecord(r, newToken(), refs);
  const title = entries.find((e) => e.name === r.titleField) as Entry;
  const list = path(r);
  await signIn(page, owner);
  const step = test.step;

  const form = page.getByRole('form');
  const row = page.getByRole('link', { name: title.shown, exact: true });
  const save = () => page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
  if (hasCreateForm(r)) {
    await step('the list offers to create (and says so when it is empty)', async () => {
      // other specs share the database and may have made records of this resource already
      const { meta } = (await api(token, 'GET', r.name)) as { meta: { total: number } };
      const empty = meta.total === 0;
      await page.goto(recentFirst(list));
      await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
      if (empty) await expect(page.getByRole('heading', { name: 'Тут поки порожньо' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Створити', exact: true }).click();
      await expect(page).toHaveURL(atPath(path(r, '/create')));
    });

    await step('every field is filled through its own widget and saved', async () => {
      for (const entry of entries) await fillField(page, form, entry);
      await save();
      await seeToast(page, toasts.created);
      await expect(page).toHaveURL(atPath(list));
      // the list's own order may put it past the first page of a shared database
      await page.goto(recentFirst(list));
      await expect(row).toBeVisible();
    });
  } else {
    await step('without a create form, the record made through the API gets every field on its edit form', async () => {
      const made = await apiCreate(token, r, apiForm(entries));
      await page.goto(recentFirst(list));
      await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
      // no button that would lead nowhere
      await expect(page.getByRole('main').getByRole('link', { name: 'Створити', exact: true })).toHaveCount(0);
      await row.click();
      // a list-only section (SPEC §2: new products) opens the record in a side panel of its list
      if (r.route.edit === false) await expect(page).toHaveURL(new RegExp(`[?&]record=${made.id}$`));
      else await expect(page).toHaveURL(atPath(path(r, `/${made.id}`)));
      for (const entry of entries) await fillField(page, form, entry);
      await save();
      await seeToast(page, toasts.edited);
      await page.goto(recentFirst(list));
      await expect(row).toBeVisible();
    });
  }

  // a second record, so that search and filter have something to leave out
  const filterName = choiceFilterOf(r);
  const other = await apiCreate(token, r, apiForm(planRecord(r, newToken(), refs), filterName ? [filterName] : []));
  const otherRow = page.getByRole('link', { name: other.title, exact: true });

  await step('the edit form shows what was saved', async () => {
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: title.shown })).toBeVisible();
    for (const entry of entries) await expectSaved(form, entry);
  });

  const renamed = planRecord(r, newToken(), refs).find((e) => e.name === r.titleField) as Entry;
  const mine = page.getByRole('link', { name: renamed.shown, exact: true });
  await step('a change is saved', async () => {
    await fillField(page, form, renamed);
    await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
    await seeToast(page, toasts.edited);
    await expect(page.getByRole('heading', { level: 1, name: renamed.shown })).toBeVisible();
    await expectSaved(form, renamed);
    const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    // the crumb reads as the list's heading and the menu; a screen that hides the trail (SPEC §2:
    // an attribute's, a category's, with headings of their own) is left by its address
    // (a list-only section's panel sits over the list itself: the list is the page's last crumb)
    if (r.route.edit !== false && (await crumbs.count())) {
      await crumbs.getByRole('link', { name: labels.title, exact: true }).click();
      await expect(page).toHaveURL(atPath(list));
    }
    // the list's own order may put both past the first page of a shared database
    await page.goto(recentFirst(list));
    await expect(mine).toBeVisible();
    await expect(otherRow).toBeVisible();
  });

  const check = listChecks[resources.indexOf(r) % listChecks.length] as ListCheck;
  await step(`the list fits at ${check}`, async () => {
    await expectListFits(
      page,
      `Список: ${labels.title}`,
      [renamed.shown, other.title],
      Boolean(r.extras.delete),
      check,
    );
  });

  const toolbar = page.getByRole('search', { name: 'Фільтри списку' });
  const rows = page
    .getByRole('table', { name: `Список: ${labels.title}` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  if (Object.values(r.fields).some((f) => f.searchable)) {
    await step('search finds it alone', async () => {
      const search = toolbar.getByRole('textbox', { name: 'Пошук' });
      // the placeholder names what is searched: the searchable fields' labels
      const searched = Object.keys(r.fields).filter((name) => r.fields[name]?.searchable);
      await expect(search).toHaveAttribute('placeholder', searched.map((name) => labelsOf(r).field(name)).join(', '));
      await search.fill(renamed.shown);
      await expect(page).toHaveURL(/[?&]search=/);
      await expect(otherRow).toHaveCount(0);
      await expect(mine).toBeVisible();
      await expect(rows).toHaveCount(1);
      await toolbar.getByRole('button', { name: 'Очистити пошук' }).click();
      await expect(otherRow).toBeVisible();
    });
  }

  if (filterName) {
    await step(`the ${filterName} filter leaves it alone`, async () => {
      const chosen = entries.find((e) => e.name === filterName) as Entry;
      const filters = toolbar.getByRole('button', { name: 'Фільтри', exact: true });
      // many filters fold behind a button
      if (await filters.count()) {
        await filters.click();
        // the panel slides open: a click on a select still moving with it can fall between frames
        await expect(toolbar.locator('.MuiCollapse-entered')).toBeVisible();
      }
      await toolbar.getByRole('combobox', { name: chosen.label, exact: true }).click();
      const value = chosen.field.kind === 'boolean' ? (chosen.on ? 'Так' : 'Ні') : chosen.shown;
      await page.getByRole('option', { name: value, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]filter%5B${filterName}%5D=`));
      // the record of the other value is gone; records other specs made with this one may stay
      await expect(otherRow).toHaveCount(0);
      await expect(mine).toBeVisible();
    });
  }

  if (!r.extras.delete) {
    // kept for good (staff: their name stays on what they did): nothing offers to delete it
    await step('nothing offers to delete it', async () => {
      await expect(page.getByRole('button', { name: `Видалити «${renamed.shown}»` })).toHaveCount(0);
      await mine.click();
      await expect(page.getByRole('heading', { level: 1, name: renamed.shown })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Видалити', exact: true })).toHaveCount(0);
    });
    return;
  }
  const from = deleteFromRow ? 'its row' : 'its edit screen';
  await step(`it is deleted from ${from}, after a confirmation`, async () => {
    if (deleteFromRow) {
      await page.getByRole('button', { name: `Видалити «${renamed.shown}»` }).click();
      const dialog = page.getByRole('dialog', { name: `Видалити «${renamed.shown}»?` });
      await dialog.getByRole('button', { name: 'Видалити' }).click();
    } else {
      await mine.click();
      await page.getByRole('button', { name: 'Видалити', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Видалити «${renamed.shown}»?` });
      await dialog.getByRole('button', { name: 'Видалити' }).click();
      await expect(page).toHaveURL(atPath(list));
    }
    await seeToast(page, toasts.deleted);
    await expect(mine).toHaveCount(0);
  });
}

/**
 * Walks share one database. A resource another one points at is walked first, in the same worker,
 * so that its list is still empty when its own walk opens it; the rest run in parallel.
 */
function groups(): ResourceDef[][] {
  const depth = (r: ResourceDef): number =>
    Math.max(0, ...referencesOf(r).map(([, t]) => 1 + depth(byName.get(t) as ResourceDef)));
  const rootOf = new Map(resources.map((r) => [r.name, r.name]));
  const find = (n: string): string => (rootOf.get(n) === n ? n : find(rootOf.get(n) as string));
  for (const r of resources) for (const [, t] of referencesOf(r)) if (rootOf.has(t)) rootOf.set(find(r.name), find(t));
  const grouped = new Map<string, ResourceDef[]>();
  for (const r of resources) grouped.set(find(r.name), [...(grouped.get(find(r.name)) ?? []), r]);
  return [...grouped.values()].map((g) => g.sort((a, b) => depth(a) - depth(b)));
}

// the smallest form whose title must be unique: where a refusal of the server is quickest to provoke
// (and that needs no other record, as the unsaved-changes test makes none)
const uniqueTitled = resources
  .filter((r) => {
    const f = r.fields[r.titleField];
    return f?.kind === 'text' && f.unique && !f.pattern && referencesOf(r).length === 0 && hasCreateForm(r);
  })
  .sort((a, b) => formFields(a).length - formFields(b).length)[0] as ResourceDef;

async function refusalLandsOnItsField(page: Page, r: ResourceDef) {
  const since = walkStart();
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, r);
  try {
    const entries = planRecord(r, newToken(), refs);
    await apiCreate(token, r, apiForm(entries));
    const title = entries.find((e) => e.name === r.titleField) as Entry;
    await signIn(page, owner);
    await page.goto(path(r, '/create'));
    const form = page.getByRole('form');
    // the same title in capitals: one row per value, whatever its case
    for (const e of entries) await fillField(page, form, e === title ? { ...e, typed: e.typed.toUpperCase() } : e);
    await page.getByRole('button', { name: 'Зберегти', exact: true }).first().click();
    const input = form.getByRole('textbox', { name: title.label, exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Таке значення вже існує.');
    await expect(input).toBeFocused();
    await expect(page).toHaveURL(atPath(path(r, '/create')));
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  } finally {
    await clearAll(token, r, since);
    await dropReferences();
  }
}

test(`leaving a form with unsaved changes asks first (${uniqueTitled.name})`, async ({ page }) => {
  const r = uniqueTitled;
  const title = planRecord(r, newToken(), {}).find((e) => e.name === r.titleField) as Entry;
  await signIn(page, owner);
  await page.goto(path(r, '/create'));
  const form = page.getByRole('form');
  await fillField(page, form, title);
  await expect(page.getByRole('status').filter({ hasText: 'Незбережені зміни' })).toBeVisible();

  // "cancel" asks, and staying keeps what was typed
  await page.getByRole('link', { name: 'Скасувати' }).click();
  const dialog = page.getByRole('dialog', { name: 'Залишити сторінку?' });
  await expect(dialog).toContainText('Незбережені зміни буде втрачено.');
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(atPath(path(r, '/create')));
  await expectSaved(form, title);

  // closing the tab asks through the browser's own prompt
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await prompt;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(form.getByRole('textbox', { name: title.label, exact: true })).toHaveValue(title.typed);

  // a menu link asks too; leaving goes
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Головна' }).click();
  await dialog.getByRole('button', { name: 'Залишити' }).click();
  await expect(page).toHaveURL(atPath('/dashboard'));
});

// the smallest form with rich text: its editor loads apart from the page
const [richTexted, richTextField] = resources
  .flatMap((r) => Object.entries(r.fields).flatMap(([name, f]) => (f.kind === 'richtext' ? [[r, name] as const] : [])))
  .sort(([a], [b]) => formFields(a).length - formFields(b).length)[0] as [ResourceDef, string];

test(`rich text typed and pasted before its editor has loaded is all kept (${richTexted.name})`, async ({ page }) => {
  // the editor's code is held back until the user has typed
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/rich-text-editor-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, owner);
  await page.goto(path(richTexted, '/create'));
  const form = page.getByRole('form');
  const text = form.getByRole('textbox', { name: labelsOf(richTexted).field(richTextField), exact: true });
  const toolbar = form.getByRole('toolbar', { name: 'Форматування тексту' });
  await text.click();
  await page.keyboard.type('Текст новинии');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('…');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Другий абзац ');
  await text.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'вставлено');
    data.setData('text/html', '<strong>вставлено</strong>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(toolbar).toHaveCount(0);

  release();
  await expect(toolbar).toBeVisible();
  await expect(text).toBeFocused();
  await expect(text.locator('p')).toHaveText(['Текст новини…', 'Другий абзац вставлено']);
  await expect(text.locator('p strong')).toHaveText('вставлено');
  // the caret is at the end: typing goes on where it stopped
  await page.keyboard.type('!');
  await expect(text.locator('p').last()).toHaveText('Другий абзац вставлено!');
});

test(`rich text stored in another spelling is not an unsaved change once its editor loads (${richTexted.name})`, async ({
  page,
}) => {
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, richTexted);
  const body = apiForm(planRecord(richTexted, newToken(), refs));
  // Tiptap writes <strong> for <b>: the same text, spelled its way, is still the stored record
  body.set(richTextField, '<p>Стара <b>розмітка</b></p>');
  const record = await apiCreate(token, richTexted, body);
  try {
    await signIn(page, owner);
    await page.goto(path(richTexted, `/${record.id}`));
    const form = page.getByRole('form');
    const text = form.getByRole('textbox', { name: labelsOf(richTexted).field(richTextField), exact: true });
    await text.click();
    await expect(form.getByRole('toolbar', { name: 'Форматування тексту' })).toBeVisible();
    await expect(text.locator('p strong')).toHaveText('розмітка');
    await expect(page.getByTestId('save-bar')).toBeHidden();
  } finally {
    await apiDelete(token, richTexted, record.id);
    await dropReferences();
  }
});

// a single reference to a directory: staff who may not open its records still see their titles
// (a many-reference shows chips, not a value in its input: its own walk covers it)
const directoryReference = resources.flatMap((r) =>
  referencesOf(r).flatMap(([name, t]) =>
    byName.get(t)?.extras.directory && r.fields[name]?.kind === 'reference' ? [{ r, name }] : [],
  ),
)[0];

async function referenceNamedWithoutAccess(page: Page, { r, name }: { r: ResourceDef; name: string }) {
  const since = walkStart();
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, r);
  try {
    // the reference is sent even where it is optional
    const record = await apiCreate(token, r, apiForm(planRecord(r, newToken(), refs), [name]));
    const picked = refs[name] as Picked;
    const label = labelsOf(r).field(name);
    await signIn(page, await createUser({ scopes: [`${r.scope}.show`, `${r.scope}.edit`] }));
    await page.goto(path(r, `/${record.id}`));
    const input = page.getByRole('form').getByRole('combobox', { name: label, exact: true });
    await expect(input).toHaveValue(picked.title);
    const history = page.getByRole('complementary', { name: 'Історія змін' });
    await expect(history).toContainText(`${label}: ${picked.title}`);
    await input.fill(picked.title.slice(0, 8));
    await expect(page.getByRole('option', { name: picked.title, exact: true })).toBeVisible();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  } finally {
    await clearAll(token, r, since);
    await dropReferences();
  }
}

for (const [i, group] of groups().entries()) {
  const declare = () => {
    for (const [j, r] of group.entries()) {
      test(`${r.name}: create, edit, find, filter and delete through the screens`, async ({ page }) => {
        // a product's form is long and its list is checked at every width: on a busy machine that
        // outlasts the default
        test.setTimeout(90_000);
        await walk(page, r, (i + j) % 2 === 0);
      });
    }
    // after the walks of the group, whose lists must start empty
    const reference = directoryReference && group.includes(directoryReference.r) ? directoryReference : undefined;
    if (reference) {
      test(`${reference.r.name}: a ${reference.name} its user may not open is named, without «Заборонено»`, async ({
        page,
      }) => referenceNamedWithoutAccess(page, reference));
    }
    // after the walk of its resource, whose list must start empty
    if (group.includes(uniqueTitled)) {
      test(`a 422 of the server lands on its field: a second ${uniqueTitled.name} of the same title`, async ({
        page,
      }) => refusalLandsOnItsField(page, uniqueTitled));
    }
  };
  if (group.length === 1 && !group.includes(uniqueTitled) && !group.includes(directoryReference?.r as ResourceDef))
    declare();
  else
    test.describe(group.map((r) => r.name).join(' → '), () => {
      test.describe.configure({ mode: 'default' });
      declare();
    });
}
