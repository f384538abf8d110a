import type { RouteObject } from 'react-router';
import { dealerScreens, type LazyScreen } from './dealer-screens.ts';
import { moved, routeMakers } from './route-helpers.ts';

const missing: LazyScreen = () => (dealerScreens.NotFound as LazyScreen)();
const { leaf, section } = routeMakers((name) => dealerScreens[name] ?? missing);

/** SPEC §2 "Dealer area": the panel's screens, in the staff's route table and in the panel's own. */
export const dealerSection: RouteObject = section('Dealers.Dashboard', 'dealers', [
  section('Dealers.Workspaces.Index', 'workspaces', [leaf('Dealers.Workspaces.Show', ':id')]),
  leaf('Dealers.Catalog', 'catalog'),
  section('Dealers.Orders.Index', 'orders', [leaf('Dealers.Orders.Create', 'new'), leaf('Dealers.Orders.Show', ':id')]),
  section('Dealers.Managers.Index', 'managers', [
    leaf('Dealers.Managers.Create', 'new'),
    leaf('Dealers.Managers.Edit', ':id'),
  ]),
]);

/** The mobile menu's old addresses (SPEC §2) keep leading to the panel. */
export const dealerMovedRoutes: RouteObject[] = [
  { path: 'dealers-orders/*', loader: moved('/dealers/orders') },
  { path: 'dealers-managers/*', loader: moved('/dealers/managers') },
];

/**
 * The dealer panel's own app, inside its shell: a dealer's people have nothing else to open, so
 * Home and the staff's dashboard lead to the panel and any other address is "not found".
 */
// the loaders run beside the shell's, which sends staff to their own app: they keep the address
// (staff signing in here go on to their dashboard there, not to the dealer panel)
const guards = () => import('./guards.ts');
export const dealerShellRoutes: RouteObject[] = [
  { index: true, loader: async () => (await guards()).homeRedirect() },
  { path: 'dashboard', loader: async () => (await guards()).staffOnly() },
  dealerSection,
  ...dealerMovedRoutes,
  leaf('NotFound', '*'),
];

/** Outside the shell: sign-in and a dealer's application. */
export const dealerLoginRoute = leaf('Login', 'login');
export const dealerRegisterRoute = leaf('Register', 'register');
