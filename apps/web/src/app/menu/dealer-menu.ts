import { dealerMenuTable, dealersGroup } from './dealer-menu-table.ts';
import { buildMenuFrom, forbiddenSectionIn, type ShellMenu } from './menu-builder.ts';

const groups = { dealers: dealersGroup };
// every item of the panel has its screen: no "soon" mark, and no registry asked for to know it
const noRoute = () => undefined;

/** The dealer panel's own app draws the dealer group alone. */
export const dealerMenu: ShellMenu = {
  build: (user, variant) => buildMenuFrom(dealerMenuTable, groups, noRoute, user, variant),
  forbidden: (user, pathname) => forbiddenSectionIn(dealerMenuTable, user, pathname),
};
