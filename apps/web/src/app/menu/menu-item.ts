// What a menu is made of, without its icons: the staff's table and the dealer panel's share it.
import type SvgIcon from '@mui/material/SvgIcon';

export type MenuIcon = typeof SvgIcon;

export type MenuGroupId =
  | 'dealers'
  | 'orders'
  | 'catalog'
  | 'marketing'
  | 'clients'
  | 'seo'
  | 'content'
  | 'directory'
  | 'admin'
  | 'integrations';

export interface MenuGroupDef {
  label: string;
  icon: MenuIcon;
  /** A scope the group itself needs on top of one visible item (SPEC §6). */
  scope?: string;
}

export interface MenuItemDef {
  path: string;
  label: string;
  icon: MenuIcon;
  /** Omitted: always visible. A list passes when any one of its scopes is held. */
  scope?: string | readonly string[];
  group?: MenuGroupId;
  /** How the compact (≤ 1024 px) menu differs: `false` leaves the item out. */
  mobile?: false | { path?: string; scope?: string | readonly string[] };
  desktop?: false;
  /** Staff's alone: a dealer's people never see it, whatever it needs (the staff's dashboard). */
  staffOnly?: true;
}

type ItemExtras = Pick<MenuItemDef, 'mobile' | 'desktop'>;

export const item = (path: string, label: string, icon: MenuIcon, scope: string, extras?: ItemExtras): MenuItemDef => ({
  path,
  label: `menu.items.${label}`,
  icon,
  scope,
  ...extras,
});

export const inGroup = (group: MenuGroupId, items: MenuItemDef[]): MenuItemDef[] => items.map((i) => ({ ...i, group }));
