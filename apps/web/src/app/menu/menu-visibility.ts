import { can, type ScopeHolder } from '@kramar/contract';
import { type MenuGroupId, type MenuIcon, type MenuItemDef, menuGroups, menuTable } from './menu-table.ts';
import { routeNameOf } from './unbuilt.ts';

export type MenuVariant = 'desktop' | 'mobile';

export interface MenuLink {
  path: string;
  label: string;
  icon: MenuIcon;
  /** Active only on its own path, because another item lives below it (/orders → /orders/create). */
  end: boolean;
  /** The route the item opens (by its desktop path: the mobile one may be a redirect), for the "soon" mark. */
  route: string | undefined;
}

export type MenuEntry =
  | { kind: 'link'; link: MenuLink }
  | { kind: 'group'; id: MenuGroupId; label: string; icon: MenuIcon; links: MenuLink[] };

interface Resolved {
  def: MenuItemDef;
  path: string;
  scope: MenuItemDef['scope'];
}

function resolve(def: MenuItemDef, variant: MenuVariant): Resolved | undefined {
  if (variant === 'desktop') return def.desktop === false ? undefined : { def, path: def.path, scope: def.scope };
  if (def.mobile === false) return undefined;
  return { def, path: def.mobile?.path ?? def.path, scope: def.mobile?.scope ?? def.scope };
}

/** The menu a user sees in one variant: items by scope, groups by their items (SPEC §2, §6). */
export function buildMenu(user: (ScopeHolder & { dealer?: unknown }) | null, variant: MenuVariant): MenuEntry[] {
  // a dealer's person sees the dealer panel alone (issue 28): its scopes open nothing else
  const dealer = Boolean(user?.dealer);
  const items = menuTable.flatMap((def) => (dealer && def.staffOnly ? [] : (resolve(def, variant) ?? [])));
  const paths = items.map((item) => item.path);
  const toLink = ({ def, path }: Resolved): MenuLink => ({
    path,
    label: def.label,
    icon: def.icon,
    end: paths.some((other) => other.startsWith(`${path}/`)),
    route: routeNameOf(def.path),
  });
  const visible = (item: Resolved) => item.scope === undefined || can(user, item.scope);

  const entries: MenuEntry[] = [];
  const seen = new Set<MenuGroupId>();
  for (const item of items) {
    const groupId = item.def.group;
    if (!groupId) {
      if (visible(item)) entries.push({ kind: 'link', link: toLink(item) });
      continue;
    }
    if (seen.has(groupId)) continue;
    seen.add(groupId);
    const group = menuGroups[groupId];
    const links = items.filter((other) => other.def.group === groupId && visible(other)).map(toLink);
    // a group with nothing to open is not shown, the directory's too (issue 27: an empty heading
    // reads as a broken menu), though SPEC §2 once kept that one always
    const shown = links.length > 0 && (!group.scope || can(user, group.scope));
    if (shown) entries.push({ kind: 'group', id: groupId, label: group.label, icon: group.icon, links });
  }
  return entries;
}
