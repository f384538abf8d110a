import { buildMenuFrom, type MenuEntry, type MenuUser, type MenuVariant, type ShellMenu } from './menu-builder.ts';
import { menuGroups, menuTable } from './menu-table.ts';
import { forbiddenSection } from './section-access.ts';
import { routeNameOf, useUnbuilt } from './unbuilt.ts';

export type { MenuEntry, MenuLink, MenuVariant } from './menu-builder.ts';

/** The staff's menu in one variant (SPEC §2, §6); a dealer's people get the dealer group alone. */
export function buildMenu(user: MenuUser, variant: MenuVariant): MenuEntry[] {
  return buildMenuFrom(menuTable, menuGroups, routeNameOf, user, variant);
}

/** The staff's shell draws the whole table. */
export const staffMenu: ShellMenu = { build: buildMenu, forbidden: forbiddenSection, useUnbuilt };
