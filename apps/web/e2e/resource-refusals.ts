import type { ResourceDef } from '@kramar/contract';
import { expect, type Page } from '@playwright/test';
import { apiCreate, clearAll, makeReferences, walkTokens } from './resource-api.ts';
import { apiForm, type Entry, labelsOf, type Picked, planRecord, referencesOf } from './resource-plan.ts';
import { atPath, fillField, path } from './resource-walk.ts';
import { apiToken, createUser, owner, signIn } from './support.ts';
import { byName, walked } from './walked-resources.ts';

/** Two checks beside the generated walk (resources.spec.ts): a 422 lands on its field, a reference is named without access. */

export async function refusalLandsOnItsField(page: Page, r: ResourceDef) {
  const tokens = walkTokens();
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, r);
  try {
    const entries = planRecord(r, tokens.next(), refs);
    await apiCreate(token, r, apiForm(entries));
    const title = entries.find((e) => e.name === r.titleField) as Entry;
    await signIn(page, owner, path(r, '/create'));
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
    await clearAll(token, r, tokens.used);
    await dropReferences();
  }
}

// a single reference to a directory: staff who may not open its records still see their titles
// (a many-reference shows chips, not a value in its input: its own walk covers it)
export const directoryReference = walked.flatMap((r) =>
  referencesOf(r).flatMap(([name, t]) =>
    byName.get(t)?.extras.directory && r.fields[name]?.kind === 'reference' ? [{ r, name }] : [],
  ),
)[0];

export async function referenceNamedWithoutAccess(page: Page, { r, name }: { r: ResourceDef; name: string }) {
  const tokens = walkTokens();
  const token = await apiToken(owner);
  const [refs, dropReferences] = await makeReferences(token, r);
  try {
    // the reference is sent even where it is optional
    const record = await apiCreate(token, r, apiForm(planRecord(r, tokens.next(), refs), [name]));
    const picked = refs[name] as Picked;
    const label = labelsOf(r).field(name);
    await signIn(page, await createUser({ scopes: [`${r.scope}.show`, `${r.scope}.edit`] }), path(r, `/${record.id}`));
    const input = page.getByRole('form').getByRole('combobox', { name: label, exact: true });
    await expect(input).toHaveValue(picked.title);
    const history = page.getByRole('complementary', { name: 'Історія змін' });
    await expect(history).toContainText(`${label}: ${picked.title}`);
    await input.fill(picked.title.slice(0, 8));
    await expect(page.getByRole('option', { name: picked.title, exact: true })).toBeVisible();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  } finally {
    await clearAll(token, r, tokens.used);
    await dropReferences();
  }
}
