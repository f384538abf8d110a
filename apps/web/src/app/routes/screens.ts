import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const underConstruction: LazyScreen = () =>
  import('../pages/under-construction-page.tsx').then((m) => ({ Component: m.UnderConstructionPage }));

/**
 * Route name → its screen, each its own chunk. A name missing here renders the one shared
 * "under construction" page until its screen is built.
 */
const screens: Readonly<Record<string, LazyScreen>> = {
  Login: () => import('../../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  Dashboard: () => import('../../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  NotFound: () => import('../pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
};

export const screenFor = (name: string): LazyScreen => screens[name] ?? underConstruction;
