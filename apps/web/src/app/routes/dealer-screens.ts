import type { ComponentType } from 'react';

export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The dealer panel's screens, with the few every app has (sign-in, "not found"), each its own
 * chunk. The dealer panel's own app reads only these: it never learns the staff's screens exist.
 */
export const dealerScreens: Readonly<Record<string, LazyScreen>> = {
  Login: () => import('../../features/auth/login-route.tsx').then((m) => ({ Component: m.LoginRoute })),
  Register: () => import('../../features/auth/register-route.tsx').then((m) => ({ Component: m.RegisterRoute })),
  'Dealers.Dashboard': () =>
    import('../../features/dealer-panel/dashboard-page.tsx').then((m) => ({ Component: m.DealersDashboardPage })),
  'Dealers.Workspaces.Index': () =>
    import('../../features/dealer-panel/workspaces-page.tsx').then((m) => ({ Component: m.WorkspacesPage })),
  'Dealers.Workspaces.Show': () =>
    import('../../features/dealer-panel/workspace-page.tsx').then((m) => ({ Component: m.WorkspacePage })),
  'Dealers.Catalog': () =>
    import('../../features/dealer-orders/catalog-page.tsx').then((m) => ({ Component: m.DealerCatalogPage })),
  'Dealers.Orders.Index': () =>
    import('../../features/dealer-orders/orders-page.tsx').then((m) => ({ Component: m.DealerOrdersPage })),
  'Dealers.Orders.Create': () =>
    import('../../features/dealer-orders/draft-page.tsx').then((m) => ({ Component: m.DraftPage })),
  'Dealers.Orders.Show': () =>
    import('../../features/dealer-orders/order-page.tsx').then((m) => ({ Component: m.DealerOrderPage })),
  'Dealers.Managers.Index': () =>
    import('../../features/dealer-managers/managers-page.tsx').then((m) => ({ Component: m.ManagersPage })),
  'Dealers.Managers.Create': () =>
    import('../../features/dealer-managers/manager-page.tsx').then((m) => ({ Component: m.NewManagerPage })),
  'Dealers.Managers.Edit': () =>
    import('../../features/dealer-managers/manager-page.tsx').then((m) => ({ Component: m.ManagerPage })),
  NotFound: () => import('../pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
};
