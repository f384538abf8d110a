import type { PermissionItem } from '@kramar/contract';

/** One line of the editor: a resource's view and edit scopes, or a scope that stands alone. */
export interface PermissionRow {
  key: string;
  label: string;
  view?: PermissionItem;
  edit?: PermissionItem;
  single?: PermissionItem;
}

export interface PermissionGroup {
  group: string;
  label: string;
  rows: PermissionRow[];
}

export type TriState = 'none' | 'some' | 'all';

// The order of the menu (SPEC §2, issue 10), not the directory's: the editor reads like the sidebar
const menuOrder = [
  'orders',
  'catalog',
  'marketing',
  'clients',
  'seo',
  'content',
  'directory',
  'admin',
  'integrations',
  'dealers',
  'files',
];

const rank = (group: string) => {
  const at = menuOrder.indexOf(group);
  return at === -1 ? menuOrder.length : at;
};

// "Orders: view" names the scope; the row carries the part before the last colon, the resource
const resourceLabel = (label: string) => {
  const colon = label.lastIndexOf(': ');
  return colon > 0 ? label.slice(0, colon) : label;
};

/** The directory as the editor shows it: groups in menu order, `.show`/`.edit` twins on one row. */
export function buildMatrix(items: readonly PermissionItem[]): PermissionGroup[] {
  const byScope = new Map(items.map((item) => [item.scope, item]));
  const groups = new Map<string, PermissionGroup>();
  for (const item of items) {
    const group = groups.get(item.group) ?? { group: item.group, label: item.group_label, rows: [] };
    groups.set(item.group, group);
    const base = item.scope.replace(/\.(show|edit)$/, '');
    const view = byScope.get(`${base}.show`);
    const edit = byScope.get(`${base}.edit`);
    if (base !== item.scope && view && edit) {
      // the pair is one row, placed where its first scope stands
      if (!group.rows.some((row) => row.key === base)) {
        group.rows.push({ key: base, label: resourceLabel(view.label), view, edit });
      }
    } else {
      group.rows.push({ key: item.scope, label: item.label, single: item });
    }
  }
  return [...groups.values()].sort((a, b) => rank(a.group) - rank(b.group));
}

export const rowScopes = (row: PermissionRow): string[] =>
  [row.view, row.edit, row.single].filter((item): item is PermissionItem => Boolean(item)).map((item) => item.scope);

export const groupScopes = (group: PermissionGroup): string[] => group.rows.flatMap(rowScopes);

/** A group's select-all box: ticked, unticked, or in between. */
export function groupState(group: PermissionGroup, selected: ReadonlySet<string>): TriState {
  const scopes = groupScopes(group);
  const held = scopes.filter((scope) => selected.has(scope)).length;
  if (held === 0) return 'none';
  return held === scopes.length ? 'all' : 'some';
}

/** Ticks or clears one scope; an edit right without the view of the same thing is no right at all. */
export function toggleScope(
  row: PermissionRow,
  which: 'view' | 'edit' | 'single',
  on: boolean,
  selected: ReadonlySet<string>,
) {
  const next = new Set(selected);
  const scope = row[which]?.scope;
  if (!scope) return next;
  if (on) {
    next.add(scope);
    if (which === 'edit' && row.view) next.add(row.view.scope);
  } else {
    next.delete(scope);
    if (which === 'view' && row.edit) next.delete(row.edit.scope);
  }
  return next;
}

/** Select-all of a group: a group not wholly ticked becomes ticked, a ticked one cleared. */
export function toggleGroup(group: PermissionGroup, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const on = groupState(group, selected) !== 'all';
  for (const scope of groupScopes(group)) {
    if (on) next.add(scope);
    else next.delete(scope);
  }
  return next;
}

/** Rows whose resource, scope or group matches the search; a group named by it keeps every row. */
export function filterMatrix(groups: readonly PermissionGroup[], search: string): PermissionGroup[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...groups];
  const hit = (text: string) => text.toLocaleLowerCase().includes(needle);
  return groups
    .map((group) =>
      hit(group.label)
        ? group
        : {
            ...group,
            rows: group.rows.filter(
              (row) =>
                hit(row.label) || rowScopes(row).some(hit) || [row.view, row.edit].some((i) => i && hit(i.label)),
            ),
          },
    )
    .filter((group) => group.rows.length > 0);
}

/** The form's value: the directory's order, then any scope it does not know (kept, never dropped). */
export function orderedScopes(selected: ReadonlySet<string>, groups: readonly PermissionGroup[]): string[] {
  const known = groups.flatMap(groupScopes);
  const knownSet = new Set(known);
  return [...known.filter((scope) => selected.has(scope)), ...[...selected].filter((scope) => !knownSet.has(scope))];
}
