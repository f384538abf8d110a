import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../api/http.ts';
import { forgetSession } from '../api/session.ts';
import { loadDealerShell } from './dealer-shell-loader.ts';
import { FullScreenSpinner } from './pages/full-screen-spinner.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { dealerLoginRoute, dealerRegisterRoute, dealerShellRoutes } from './routes/dealer-route-table.ts';
import { alwaysRevalidate, guestOnly, requireDealer, rootLoader } from './routes/guards.ts';

/** The dealer panel's own routes: sign-in, and the panel inside the shared shell. */
const dealerRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: alwaysRevalidate,
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { ...dealerLoginRoute, loader: guestOnly, shouldRevalidate: alwaysRevalidate },
      { ...dealerRegisterRoute, loader: guestOnly, shouldRevalidate: alwaysRevalidate },
      {
        id: 'shell',
        loader: requireDealer,
        shouldRevalidate: alwaysRevalidate,
        lazy: async () => ({ Component: (await loadDealerShell()).DealerShell }),
        children: [{ ErrorBoundary: RouteErrorPage, children: dealerShellRoutes }],
      },
    ],
  },
];

export function createDealerRouter() {
  const router = createBrowserRouter(dealerRoutes);
  setUnauthorizedHandler(() => {
    forgetSession();
    if (['/login', '/register'].includes(router.state.location.pathname)) return;
    void router.navigate('/login', { replace: true });
  });
  return router;
}
