import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../api/http.ts';
import { forgetSession } from '../api/session.ts';
import { FullScreenSpinner } from './pages/full-screen-spinner.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { alwaysRevalidate, guestOnly, rootLoader } from './routes/guards.ts';

/** What tells the staff's app from the dealer panel's: its sign-in routes, its shell and the screens inside it. */
export interface AppRoutes {
  login: RouteObject;
  register: RouteObject;
  /** Who may open the shell: any signed-in user, or a dealer's people. */
  shellLoader: LoaderFunction;
  loadShell: () => Promise<ComponentType>;
  screens: RouteObject[];
}

/** The root with sign-in beside the shell, whichever app it is. */
export function appRoutesOf(app: AppRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader,
      shouldRevalidate: alwaysRevalidate,
      Component: RootLayout,
      HydrateFallback: FullScreenSpinner,
      ErrorBoundary: RouteErrorPage,
      children: [
        { ...app.login, loader: guestOnly, shouldRevalidate: alwaysRevalidate },
        { ...app.register, loader: guestOnly, shouldRevalidate: alwaysRevalidate },
        {
          id: 'shell',
          loader: app.shellLoader,
          shouldRevalidate: alwaysRevalidate,
          // the shell (menu, icons, top bar) is its own chunk: /login never downloads it
          lazy: async () => ({ Component: await app.loadShell() }),
          // a failing screen shows its error inside the shell, not instead of it
          children: [{ ErrorBoundary: RouteErrorPage, children: app.screens }],
        },
      ],
    },
  ];
}

/** The browser router over those routes; a 401 anywhere drops the session and goes to /login. */
export function createRouterOf(routes: RouteObject[]) {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    forgetSession();
    if (['/login', '/register'].includes(router.state.location.pathname)) return;
    void router.navigate('/login', { replace: true });
  });
  return router;
}
