import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../api/http.ts';
import { forgetSession } from '../api/session.ts';
import { FullScreenSpinner } from './pages/full-screen-spinner.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { alwaysRevalidate, guestOnly, requireUser, rootLoader } from './routes/guards.ts';
import { withRecordPrefetch } from './routes/record-prefetch.ts';
import { loginRoute, registerRoute, shellRoutes } from './routes/route-table.ts';
import { loadShell } from './shell-loader.ts';

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: alwaysRevalidate,
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { ...loginRoute, loader: guestOnly, shouldRevalidate: alwaysRevalidate },
      { ...registerRoute, loader: guestOnly, shouldRevalidate: alwaysRevalidate },
      {
        id: 'shell',
        loader: requireUser,
        shouldRevalidate: alwaysRevalidate,
        // The shell (menu, icons, top bar) is its own chunk: /login never downloads it.
        lazy: async () => ({ Component: (await loadShell()).StaffShell }),
        // A failing screen shows its error inside the shell, not instead of it.
        children: [{ ErrorBoundary: RouteErrorPage, children: withRecordPrefetch(shellRoutes) }],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  setUnauthorizedHandler(() => {
    forgetSession();
    if (['/login', '/register'].includes(router.state.location.pathname)) return;
    void router.navigate('/login', { replace: true });
  });
  return router;
}
