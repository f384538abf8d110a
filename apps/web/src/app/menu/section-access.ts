import type { ScopeHolder } from '@kramar/contract';
import { forbiddenSectionIn, sectionIn } from './menu-builder.ts';
import { menuTable } from './menu-table.ts';

/** The menu section an address belongs to: the longest menu path it is or lies under. */
export const sectionOf = (pathname: string) => sectionIn(menuTable, pathname);

/** The staff's menu section the user may not open at this address, or undefined. */
export const forbiddenSection = (user: ScopeHolder | null, pathname: string): string | undefined =>
  forbiddenSectionIn(menuTable, user, pathname);
