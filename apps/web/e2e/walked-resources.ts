import { type Field, formFields, type ResourceDef, statusFieldOf } from '@kramar/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { shellRoutes } from '../src/app/routes/route-table.ts';
import { loadResources, referencesOf } from './resource-plan.ts';
import { path } from './resource-walk.ts';

/**
 * Which declared resources the generated walks take, and the ones a single check picks (the
 * smallest form of a kind). Every declared resource gets one walk through its real screens; a new
 * resource file, a new walk. (A resource whose screens sit under another record's, a product's
 * kits, or whose title the server gives and whose form is its own, an order's number, is walked
 * by its own spec.)
 */
export const declared = await loadResources();
export const walked = declared.filter((r) => !r.route.under && !r.fields[r.titleField]?.readOnly);
export const byName = new Map(declared.map((r) => [r.name, r]));

/** Whether the route table gives the resource a create form (SPEC §2 gives some sections none). */
const appTree: RouteObject[] = [{ path: '/', children: shellRoutes }];
export const hasCreateForm = (r: ResourceDef) =>
  (matchRoutes(appTree, path(r, '/create')) ?? []).some(
    (m) => (m.route.handle as { name?: string } | undefined)?.name === `${r.route.name}.Create`,
  );

// the smallest form whose title must be unique: where a refusal of the server is quickest to provoke
// (and that needs no other record, as the unsaved-changes test makes none)
export const uniqueTitled = walked
  .filter((r) => {
    const f = r.fields[r.titleField];
    return f?.kind === 'text' && f.unique && !f.pattern && referencesOf(r).length === 0 && hasCreateForm(r);
  })
  .sort((a, b) => formFields(a).length - formFields(b).length)[0] as ResourceDef;

// the smallest form with rich text: its editor loads apart from the page
export const [richTexted, richTextField] = walked
  .flatMap((r) => Object.entries(r.fields).flatMap(([name, f]) => (f.kind === 'richtext' ? [[r, name] as const] : [])))
  .sort(([a], [b]) => formFields(a).length - formFields(b).length)[0] as [ResourceDef, string];

/**
 * The status, enum or boolean field a list can be narrowed by, if the resource has one and a record
 * can be given a value of it (a dealer's status is read-only: only moderation moves it).
 */
export function choiceFilterOf(r: ResourceDef): string | undefined {
  const settable = ([, f]: [string, Field]) => f.filterable && !f.readOnly;
  const status = statusFieldOf(r);
  const statusField = status ? r.fields[status] : undefined;
  if (status && statusField && settable([status, statusField])) return status;
  return Object.entries(r.fields).find(
    (entry) => settable(entry) && ['enum', 'boolean', 'status'].includes(entry[1].kind),
  )?.[0];
}
