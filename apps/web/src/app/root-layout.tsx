import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useToastHostNeeded } from '../api/notify.ts';

const ToastHost = lazy(() => import('./toast-host.tsx').then((m) => ({ default: m.ToastHost })));

/** SPEC §2: the page scrolls to the top on every navigation. */
function ScrollToTop() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}

export function RootLayout() {
  const toastsWanted = useToastHostNeeded();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
