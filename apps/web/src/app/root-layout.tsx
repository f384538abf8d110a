import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionDialogSlot } from '../features/auth/session-dialog-slot.tsx';
import { ToastSlot } from './toast-slot.tsx';

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
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <SessionDialogSlot />
      <ToastSlot />
    </>
  );
}
