import { can, type ScopeHolder } from '@kramar/contract/access.ts';
import type { MenuGroupDef, MenuGroupId, MenuIcon, MenuItemDef } from './menu-item.ts';

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

export type MenuUser = (ScopeHolder & { dealer?: unknown }) | null;

/** What a shell draws its menu from: the staff's whole table, or the dealer panel's group alone. */
export interface ShellMenu {
  build: (user: MenuUser, variant: MenuVariant) => MenuEntry[];
  /** The section the user may not open at this address, or undefined. */
  forbidden: (user: ScopeHolder | null, pathname: string) => string | undefined;
  /** A hook: whether a menu link's route still falls to the placeholder (the "soon" mark). */
  useUnbuilt?: (route: string | undefined) => boolean;
}

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

/** The menu a user sees in one variant of a table: items by scope, groups by their items (SPEC §2, §6). */
export function buildMenuFrom(
  table: readonly MenuItemDef[],
  groups: Partial<Record<MenuGroupId, MenuGroupDef>>,
  routeOf: (path: string) => string | undefined,
  user: MenuUser,
  variant: MenuVariant,
): MenuEntry[] {
  // a dealer's person sees the dealer panel alone (issue 28): its scopes open nothing else
  const dealer = Boolean(user?.dealer);
  const items = table.flatMap((def) => (dealer && def.staffOnly ? [] : (resolve(def, variant) ?? [])));
  const paths = items.map((item) => item.path);
  const toLink = ({ def, path }: Resolved): MenuLink => ({
    path,
    label: def.label,
    icon: def.icon,
    end: paths.some((other) => other.startsWith(`${path}/`)),
    route: routeOf(def.path),
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
    const group = groups[groupId];
    if (!group) continue;
    const links = items.filter((other) => other.def.group === groupId && visible(other)).map(toLink);
    // a group with nothing to open is not shown, the directory's too (issue 27: an empty heading
    // reads as a broken menu), though SPEC §2 once kept that one always
    const shown = links.length > 0 && (!group.scope || can(user, group.scope));
    if (shown) entries.push({ kind: 'group', id: groupId, label: group.label, icon: group.icon, links });
  }
  return entries;
}

/** The menu section of a table an address belongs to: the longest menu path it is or lies under. */
export function sectionIn(
  table: readonly MenuItemDef[],
  pathname: string,
): { label: string; scope: string | readonly string[] } | undefined {
  let best: MenuItemDef | undefined;
  for (const def of table) {
    if (def.desktop === false || def.scope === undefined) continue;
    const under = pathname === def.path || pathname.startsWith(`${def.path}/`);
    if (under && (!best || def.path.length > best.path.length)) best = def;
  }
  return best?.scope === undefined ? undefined : { label: best.label, scope: best.scope };
}

/**
 * The section the user may not open at this address, or undefined. The menu hides such sections;
 * a bookmark or a shared link still leads there, and the screen then says so instead of drawing a
 * list the server refuses to fill.
 */
export function forbiddenSectionIn(
  table: readonly MenuItemDef[],
  user: ScopeHolder | null,
  pathname: string,
): string | undefined {
  const section = sectionIn(table, pathname);
  return section && !can(user, section.scope) ? section.label : undefined;
}
