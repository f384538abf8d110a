import type { PermissionItem } from '@kramar/contract';

export interface ScopeGroupView {
  group: string;
  label: string;
  items: PermissionItem[];
}

/** The user's scopes, in the directory's order, grouped by the directory's group labels. */
export function groupUserScopes(directory: readonly PermissionItem[], held: readonly string[]): ScopeGroupView[] {
  const heldSet = new Set(held);
  const groups = new Map<string, ScopeGroupView>();
  for (const item of directory) {
    if (!heldSet.has(item.scope)) continue;
    const view = groups.get(item.group) ?? { group: item.group, label: item.group_label, items: [] };
    view.items.push(item);
    groups.set(item.group, view);
  }
  return [...groups.values()];
}
