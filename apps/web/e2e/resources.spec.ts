import type { ResourceDef } from '@kramar/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectListFits, type ListCheck, listChecks } from './list-layout.ts';
import { api, apiCreate, clearAll, makeReferences, walkTokens } from './resource-api.ts';
import { apiForm, type Entry, labelsOf, type Picked, planRecord, referencesOf } from './resource-plan.ts';
import { directoryReference, referenceNamedWithoutAccess, refusalLandsOnItsField } from './resource-refusals.ts';
import { atPath, expectSaved, fillField, path, recentFirst, seeToast, toasts } from './resource-walk.ts';
import { apiToken, owner, signIn, withoutMotion } from './support.ts';
import { byName, choiceFilterOf, hasCreateForm, uniqueTitled, walked } from './walked-resources.ts';

test.use(withoutMotion);

async function walk(page: Page, r: ResourceDef, deleteFromRow: boolean) {
  const tokens = walkTokens();
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, r);
  try {
    await walkScreens(page, r, token, refs, tokens.next, deleteFromRow);
  } finally {
    await clearAll(token, r, tokens.used);
    await dropReferences();
  }
}

async function walkScreens(
  page: Page,
  r: ResourceDef,
  token: string,
  refs: Record<string, Picked>,
  newToken: () => string,
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
      // a new record stays on its own screen, its heading focused (a list-only section's goes back)
      if (r.route.edit === false) await expect(page).toHaveURL(atPath(list));
      else {
        await expect(page).toHaveURL((url) => new RegExp(`^${path(r)}/\\d+$`).test(url.pathname));
        await expect(page.locator('main h1')).toBeFocused();
      }
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

  const check = listChecks[walked.indexOf(r) % listChecks.length] as ListCheck;
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
  // search and the choice filter are one component each for every list: a walk tries one of them,
  // in turn, or whichever its resource has
  const searchable = Object.values(r.fields).some((f) => f.searchable);
  const turn = walked.indexOf(r) % 2 === 0;
  if (searchable && (turn || !filterName)) {
    await step('search finds it alone', async () => {
      const search = toolbar.getByRole('textbox', { name: 'Пошук' });
      // the placeholder names what is searched: the searchable fields' labels, or the resource's own words
      const searched = Object.keys(r.fields).filter((name) => r.fields[name]?.searchable);
      await expect(search).toHaveAttribute(
        'placeholder',
        labelsOf(r).search() ?? searched.map((name) => labelsOf(r).field(name)).join(', '),
      );
      await search.fill(renamed.shown);
      await expect(page).toHaveURL(/[?&]search=/);
      await expect(otherRow).toHaveCount(0);
      await expect(mine).toBeVisible();
      await expect(rows).toHaveCount(1);
      await toolbar.getByRole('button', { name: 'Очистити пошук' }).click();
      await expect(otherRow).toBeVisible();
    });
  }

  if (filterName && (!turn || !searchable)) {
    await step(`the ${filterName} filter leaves it alone`, async () => {
      const chosen = entries.find((e) => e.name === filterName) as Entry;
      const filters = toolbar.getByRole('button', { name: 'Фільтри', exact: true });
      const select = toolbar.getByRole('combobox', { name: chosen.label, exact: true });
      // many filters fold behind a button on a narrower window; the list's check may have just
      // widened it back, so whether they fold is asked again until the select shows
      await expect(async () => {
        if (!(await select.isVisible())) {
          await filters.click({ timeout: 1_000 });
          // the panel slides open: a click on a select still moving with it can fall between frames
          await expect(toolbar.locator('.MuiCollapse-entered')).toBeVisible({ timeout: 1_000 });
        }
        await expect(select).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await select.click();
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
  // references may go round (a dealer company names its staff manager, whose account may name a
  // dealer company): a resource already on the path adds nothing
  const depth = (r: ResourceDef, path: ReadonlySet<string> = new Set()): number =>
    path.has(r.name)
      ? 0
      : Math.max(
          0,
          ...referencesOf(r).map(([, t]) => 1 + depth(byName.get(t) as ResourceDef, new Set(path).add(r.name))),
        );
  const rootOf = new Map(walked.map((r) => [r.name, r.name]));
  const find = (n: string): string => (rootOf.get(n) === n ? n : find(rootOf.get(n) as string));
  for (const r of walked) for (const [, t] of referencesOf(r)) if (rootOf.has(t)) rootOf.set(find(r.name), find(t));
  const grouped = new Map<string, ResourceDef[]>();
  for (const r of walked) grouped.set(find(r.name), [...(grouped.get(find(r.name)) ?? []), r]);
  return [...grouped.values()].map((g) => g.sort((a, b) => depth(a) - depth(b)));
}

for (const [i, group] of groups().entries()) {
  const declare = () => {
    for (const [j, r] of group.entries()) {
      test(`${r.name}: create, edit, find and delete through the screens`, async ({ page }) => {
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
