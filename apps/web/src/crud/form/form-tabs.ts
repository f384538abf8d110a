import { formFields, type ResourceDef } from '@kramar/contract';
import { type FormSection, sectionsOf } from './form-sections.ts';

/** One tab of a form declared in tabs, its fields laid out in the same cards as an untabbed form. */
export interface FormTab {
  name: string;
  sections: FormSection[];
}

/** The form's tabs, or none when the resource declares none (the form stays one page). */
export function formTabs(resource: ResourceDef): FormTab[] | undefined {
  if (!resource.tabs || resource.tabs.length === 0) return undefined;
  const editable = new Map(formFields(resource));
  return resource.tabs.map((tab) => ({
    name: tab.name,
    sections: sectionsOf(
      tab.fields.flatMap((name) => {
        const field = editable.get(name);
        return field ? [[name, field] as [string, typeof field]] : [];
      }),
    ),
  }));
}

/** The tab the address names (`?tab=values`); an unknown or missing one opens the first. */
export function tabFromParam(tabs: readonly FormTab[], value: string | null): string {
  return tabs.find((tab) => tab.name === value)?.name ?? tabs[0]?.name ?? '';
}

/** Top-level fields in the order a tab shows them: card by card, as the sections lay them out. */
const shownOrder = (tab: FormTab): string[] => tab.sections.flatMap((section) => section.fields.map(([name]) => name));

const headOf = (path: string): string => path.split('.')[0] ?? path;

/** The tab that shows a form path (`title`, `values.2.title`); none for an error of the whole form. */
export function tabOfPath(tabs: readonly FormTab[], path: string): string | undefined {
  const head = headOf(path);
  return tabs.find((tab) => shownOrder(tab).includes(head))?.name;
}

/** How many of the errors each tab holds, so a tab not shown can say it has some. */
export function errorCounts(tabs: readonly FormTab[], paths: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of paths) {
    const tab = tabOfPath(tabs, path);
    if (tab) counts[tab] = (counts[tab] ?? 0) + 1;
  }
  return counts;
}

/**
 * Where a failed save sends the user: the first tab (in tab order) holding an error, and in it the
 * error the eye meets first. Paths of one field keep the order given (rows top to bottom).
 */
export function firstError(
  tabs: readonly FormTab[],
  paths: readonly string[],
): { tab: string; path: string } | undefined {
  for (const tab of tabs) {
    const order = shownOrder(tab);
    const mine = paths
      .map((path, given) => ({ path, given, at: order.indexOf(headOf(path)) }))
      .filter((entry) => entry.at >= 0)
      .sort((a, b) => a.at - b.at || a.given - b.given);
    if (mine[0]) return { tab: tab.name, path: mine[0].path };
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The paths of RHF's nested errors (`{ values: [, { title: {…} }] }` → `values.1.title`). An error
 * is the object with a `type` or `message` string; its `ref` is an element, never walked into.
 */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!isObject(errors)) return [];
  if (prefix !== '' && (typeof errors.type === 'string' || typeof errors.message === 'string')) return [prefix];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' ? [] : errorPaths(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/**
 * What a tabbed record is, kept in sight above its tabs (SPEC §3: an attribute's label and its
 * kind): its title field and its first plain choice (an attribute's data type), when it has one.
 */
export function summaryFields(resource: ResourceDef): string[] {
  if (!resource.tabs) return [];
  const choice = formFields(resource).find(([, field]) => field.kind === 'enum')?.[0];
  return choice ? [resource.titleField, choice] : [];
}

/** The fields a form shows on opening: those of its first tab, or all of an untabbed form. */
export function firstShownFields(resource: ResourceDef): string[] {
  const tabs = formTabs(resource);
  return tabs?.[0] ? shownOrder(tabs[0]) : formFields(resource).map(([name]) => name);
}
